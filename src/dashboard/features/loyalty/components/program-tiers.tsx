import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { LoyaltyTier, LoyaltyTierWrite } from '../../../../contract/loyalty-tier.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { loyaltyTiersQueryOptions, useCreateLoyaltyTier } from '../../../lib/resources/loyalty-tiers.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { emptyTierForm, tierFormSchema, type TierFormValues } from '../tier-form-schema.ts';

const tierColumns: DataTableColumn<LoyaltyTier>[] = [
  { header: 'Tier', cell: (tier) => tier.name, rowHeader: true },
  { header: 'From points', cell: (tier) => formatNumber(tier.points.from) },
  { header: 'To points', cell: (tier) => (tier.points.to === undefined ? 'no limit' : formatNumber(tier.points.to)) },
  { header: 'Earning rules changed', cell: (tier) => formatNumber(Object.keys(tier.earning_rules).length) },
  { header: 'Rewards repriced', cell: (tier) => formatNumber(Object.keys(tier.rewards).length) },
];

/** Adds one tier; the service refuses a range that meets another tier's, naming it. */
function AddTierForm({ campaignId, programName }: { campaignId: string; programName: string }) {
  const canChange = useCan('campaigns:write');
  const create = useCreateLoyaltyTier(campaignId);
  const form = useForm<TierFormValues, unknown, LoyaltyTierWrite>({
    resolver: zodResolver(tierFormSchema),
    defaultValues: emptyTierForm,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Add a tier to ${programName}`}
      onSubmit={form.handleSubmit((tier) =>
        create.mutate(tier, {
          onSuccess: ([created]) => {
            notifyDone('Tier added', `${created!.name} is a tier of ${programName}.`);
            form.reset(emptyTierForm);
            create.reset();
          },
          onError: (error) => setServerFieldErrors(error, form),
        }),
      )}
    >
      <Stack gap="xs">
        {create.error && <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The tier was not added" />}
        <Group align="flex-start" gap="sm">
          <TextInput label="Tier name" disabled={!canChange} {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="From points"
            inputMode="numeric"
            disabled={!canChange}
            {...form.register('points.from')}
            error={errors.points?.from?.message ?? errors.points?.message}
          />
          <TextInput
            label="To points"
            description="Empty for no upper limit"
            inputMode="numeric"
            disabled={!canChange}
            {...form.register('points.to')}
            error={errors.points?.to?.message}
          />
        </Group>
        <Group>
          <Button type="submit" disabled={!canChange} loading={create.isPending}>
            Add tier
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A program's tiers by points range, and a form to add one (people who may change campaigns). */
export function ProgramTiers({ campaignId, programName }: { campaignId: string; programName: string }) {
  const tiers = useQuery(loyaltyTiersQueryOptions(campaignId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="tiers-title">
      <Title order={2} size="h3" id="tiers-title">
        Tiers of {programName}
      </Title>
      <DataTable
        caption="Tiers, lowest points first"
        label="Program tiers"
        columns={tierColumns}
        rows={tiers.data?.data}
        rowKey={(tier) => tier.id}
        minWidth={560}
        empty="This program has no tiers yet."
        error={tiers.error}
        errorTitle="The tiers could not be loaded"
        onRetry={() => void tiers.refetch()}
      />
      <AddTierForm campaignId={campaignId} programName={programName} />
    </Stack>
  );
}
