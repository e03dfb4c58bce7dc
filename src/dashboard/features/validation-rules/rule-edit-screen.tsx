import { Alert, Button, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ValidationRule } from '../../../contract/validation-rule.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useCan } from '../../lib/permissions.tsx';
import { useDeleteRule, useSaveRule } from '../../lib/resources/validation-rules.ts';
import { isApprovalRequest } from '../../lib/approval-answer.ts';
import { describeRule } from '../../lib/rule-words.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { ConditionRows } from './components/condition-rows.tsx';
import {
  editableInForm,
  emptyRuleForm,
  ruleForm,
  ruleFormSchema,
  type RuleFormValues,
  type RuleRequest,
} from './rule-form-schema.ts';

interface RuleEditScreenProps {
  /** The rule to change; none for a new one. */
  rule?: ValidationRule;
  currency: string;
  onSaved: (rule: ValidationRule) => void;
  onDeleted: () => void;
}

/**
 * Writes a validation rule as conditions in words; a saved rule applies at once wherever it is assigned. A rule the
 * form cannot show row by row (nested rules, several operators on one condition, conditions it has no row for) is
 * shown in words only, so saving from the form can never drop part of it.
 */
export function RuleEditScreen(props: RuleEditScreenProps) {
  const { rule, currency, onDeleted } = props;
  if (rule && !editableInForm(rule)) return <RuleInWords rule={rule} currency={currency} onDeleted={onDeleted} />;
  return <RuleForm {...props} />;
}

function RuleInWords({ rule, currency, onDeleted }: Omit<RuleEditScreenProps, 'onSaved'> & { rule: ValidationRule }) {
  const canChange = useCan('campaigns:write');
  return (
    <Stack gap="md" maw={1000}>
      <div>
        <AnchorLink to="/rules" size="sm">
          ← All validation rules
        </AnchorLink>
        <Title order={1}>{rule.name}</Title>
        <Text>{describeRule(rule.rules, currency)}</Text>
      </div>
      <Alert title="Edited through the API">
        This rule uses parts of the rule language the editor has no rows for (nested rules, several operators on one
        condition, or conditions such as item prices). It applies as written above; change it with PUT
        /v1/validation-rules/{rule.id}.
      </Alert>
      {canChange && (
        <Group>
          <DeleteRule rule={rule} onDeleted={onDeleted} />
        </Group>
      )}
    </Stack>
  );
}

function RuleForm({ rule, currency, onSaved, onDeleted }: RuleEditScreenProps) {
  const save = useSaveRule(rule?.id);
  const canChange = useCan('campaigns:write');
  const form = useForm<RuleFormValues, unknown, RuleRequest>({
    resolver: zodResolver(ruleFormSchema),
    defaultValues: rule ? ruleForm(rule) : emptyRuleForm,
  });
  const errors = form.formState.errors;

  function submit(values: RuleRequest) {
    save.mutate(rule ? { ...values, error: values.error ?? null } : values, {
      onSuccess: (saved) => {
        if (isApprovalRequest(saved)) {
          notifications.show({
            color: 'green',
            title: 'Sent for approval',
            message: 'The rule guards live campaigns or tiers: the change applies once an approver approves it.',
          });
          return;
        }
        notifications.show({ color: 'green', title: 'Rule saved', message: describeRule(saved.rules, currency) });
        onSaved(saved);
      },
      onError: (error) => setServerFieldErrors(error, form),
    });
  }

  return (
    <Stack gap="md" maw={1000}>
      <div>
        <AnchorLink to="/rules" size="sm">
          ← All validation rules
        </AnchorLink>
        <Title order={1}>{rule ? rule.name : 'New validation rule'}</Title>
        {rule && <Text>{describeRule(rule.rules, currency)}</Text>}
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="md">
          {save.error && <ErrorAlert error={unplacedFieldErrors(save.error, form)} title="The rule was not saved" />}
          <Fieldset legend="Rule">
            <Stack gap="sm">
              <TextInput label="Rule name" required {...form.register('name')} error={errors.name?.message} />
              <TextInput
                label="Message when a code is refused"
                description="Shown to the customer instead of the service's own words"
                {...form.register('error_message')}
                error={errors.error_message?.message}
              />
              <TextInput
                label="Logic"
                description="Condition numbers joined by and / or, with parentheses: (1 and 2) or 3. Empty: all of them"
                {...form.register('logic')}
                error={errors.logic?.message}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend="Conditions">
            <ConditionRows form={form} currency={currency} />
          </Fieldset>
          {canChange && (
            <Group justify="space-between">
              {rule ? <DeleteRule rule={rule} onDeleted={onDeleted} /> : <span />}
              <Button type="submit" loading={save.isPending}>
                Save rule
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

function DeleteRule({ rule, onDeleted }: { rule: ValidationRule; onDeleted: () => void }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteRule(rule.id);
  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpened(true)}>
        Delete rule
      </Button>
      <ConfirmDialog
        title={`Delete ${rule.name}?`}
        consequence="The rule is taken off every campaign and promotion tier it guards, and deleted."
        confirmLabel="Delete rule"
        opened={opened}
        onClose={() => setOpened(false)}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => {
              setOpened(false);
              if (isApprovalRequest(answer))
                return notifications.show({
                  color: 'green',
                  title: 'Sent for approval',
                  message: `${rule.name} is deleted once an approver approves it.`,
                });
              notifications.show({ color: 'green', title: 'Rule deleted', message: `${rule.name} is gone.` });
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
