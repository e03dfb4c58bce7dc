import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { EarningRule, EarningRuleCreate } from '../../../../contract/earning-rule.ts';
import { ActiveSwitch } from '../../../components/active-switch.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { listItems } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.tsx';
import {
  earningRulesQueryOptions,
  useCreateEarningRule,
  useSetEarningRuleActive,
} from '../../../lib/resources/earning-rules.ts';
import { earningRuleFormSchema, earningTriggers, type EarningRuleFormValues } from '../earning-rule-form-schema.ts';

const pointsOf = (rule: EarningRule) =>
  rule.loyalty.type === 'FIXED'
    ? `${rule.loyalty.points} points`
    : rule.loyalty.calculation_type === 'ORDER_AMOUNT'
      ? `${rule.loyalty.order.amount.points} points per ${(rule.loyalty.order.amount.every / 100).toFixed(2)} spent`
      : `Proportional (${rule.loyalty.calculation_type})`;

const validityOf = (rule: EarningRule) =>
  rule.start_date || rule.expiration_date
    ? `${rule.start_date?.slice(0, 10) ?? '…'} to ${rule.expiration_date?.slice(0, 10) ?? '…'}`
    : 'While the program runs';

function RuleSwitch({ campaignId, rule }: { campaignId: string; rule: EarningRule }) {
  const setActive = useSetEarningRuleActive(campaignId);
  return (
    <ActiveSwitch
      noun="earning rule"
      active={rule.active}
      canSwitch={useCan('campaigns:write')}
      switching={{
        mutate: (active, callbacks) => setActive.mutate({ id: rule.id, active }, callbacks),
        isPending: setActive.isPending,
        error: setActive.error,
      }}
      switchedMessage={(active) => `The rule on ${rule.event} is now ${active ? 'on' : 'off'}.`}
    />
  );
}

function NewRuleForm({ campaignId }: { campaignId: string }) {
  const create = useCreateEarningRule(campaignId);
  const form = useForm<EarningRuleFormValues, unknown, EarningRuleCreate>({
    resolver: zodResolver(earningRuleFormSchema),
    defaultValues: { trigger: 'order', eventName: '', segmentId: '', proportional: false, points: '10', every: '10' },
  });
  const [trigger, proportional] = useWatch({ control: form.control, name: ['trigger', 'proportional'] });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label="New earning rule"
      onSubmit={form.handleSubmit((rule) => create.mutate(rule, { onSuccess: () => form.reset() }))}
    >
      <Stack gap="sm">
        <Group align="flex-end">
          <NativeSelect label="Earns on" data={[...earningTriggers]} {...form.register('trigger')} />
          {trigger === 'custom' && <TextInput label="Event name" {...form.register('eventName')} />}
          {trigger === 'segment' && <TextInput label="Segment id" {...form.register('segmentId')} />}
          <TextInput label="Points" error={errors.points?.message} {...form.register('points')} />
          {trigger === 'order' && <Checkbox label="Per amount spent" {...form.register('proportional')} />}
          {trigger === 'order' && proportional && (
            <TextInput label="For every (amount)" error={errors.every?.message} {...form.register('every')} />
          )}
          <Button type="submit" loading={create.isPending}>
            Add earning rule
          </Button>
        </Group>
        {errors.root?.message && <Text c="red">{errors.root.message}</Text>}
        {create.error && <ErrorAlert error={create.error} />}
      </Stack>
    </form>
  );
}

const ruleColumns = (campaignId: string): DataTableColumn<EarningRule>[] => [
  { header: 'Event', cell: (rule) => rule.source.banner ?? rule.event, rowHeader: true },
  { header: 'Points', cell: pointsOf },
  { header: 'Validity', cell: validityOf },
  { header: 'State', cell: (rule) => <RuleSwitch campaignId={campaignId} rule={rule} /> },
];

/** A program's earning rules: what each event earns, when, and its switch; people who configure add rules. */
export function EarningRulesSection({ campaignId, programName }: { campaignId: string; programName: string }) {
  const { data } = useSuspenseQuery(earningRulesQueryOptions(campaignId));
  const rules = listItems(data);
  const canWrite = useCan('campaigns:write');
  return (
    <Stack gap="sm" component="section" aria-labelledby="earning-rules-title">
      <Title order={2} size="h3" id="earning-rules-title">
        Earning rules of {programName}
      </Title>
      <DataTable caption="Earning rules" columns={ruleColumns(campaignId)} rows={rules} rowKey={(rule) => rule.id} />
      {canWrite && <NewRuleForm campaignId={campaignId} />}
    </Stack>
  );
}
