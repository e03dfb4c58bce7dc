import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useChangeMemberPoints } from '../../../lib/resources/loyalty-members.ts';
import { setServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { pointsFormSchema, type PointsFormOutput, type PointsFormValues } from '../points-form-schema.ts';

/**
 * Adds or subtracts a member's points with a reason; the service refuses to go below zero and says so. People without
 * `loyalty:points` see the form disabled.
 */
export function PointsForm({ code }: { code: string }) {
  const canChange = useCan('loyalty:points');
  const change = useChangeMemberPoints(code);
  const form = useForm<PointsFormValues, unknown, PointsFormOutput>({
    resolver: zodResolver(pointsFormSchema),
    defaultValues: { points: '', reason: '' },
  });
  const errors = form.formState.errors;
  const submit = (sign: 1 | -1) =>
    form.handleSubmit(({ points, reason }) =>
      change.mutate(
        { points: sign * points, ...(reason && { reason }) },
        {
          onSuccess: (answer) => {
            notifyDone('Points changed', `The balance of ${code} is now ${formatNumber(answer.balance)}.`);
            form.reset();
          },
          onError: (error) => setServerFieldErrors(error, form),
        },
      ),
    );

  return (
    <form noValidate aria-label="Change points" onSubmit={submit(1)}>
      <Fieldset legend="Add or subtract points" disabled={!canChange}>
        <Stack gap="sm">
          {change.error && <ErrorAlert error={change.error} title="The points were not changed" />}
          <Group align="flex-start" grow>
            <TextInput label="Points" inputMode="numeric" {...form.register('points')} error={errors.points?.message} />
            <TextInput label="Reason" maxLength={1000} {...form.register('reason')} error={errors.reason?.message} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Add points
            </Button>
            <Button type="button" variant="outline" color="red" loading={change.isPending} onClick={submit(-1)}>
              Subtract points
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
