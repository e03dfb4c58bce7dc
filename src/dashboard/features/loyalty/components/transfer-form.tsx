import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useTransferPoints } from '../../../lib/resources/loyalty-members.ts';
import { transferFormSchema, type TransferFormOutput, type TransferFormValues } from '../points-form-schema.ts';

/** Moves points from another card of the same holder into this one (all or nothing); needs `loyalty:points`. */
export function TransferForm({ campaignId, code }: { campaignId: string; code: string }) {
  const canTransfer = useCan('loyalty:points');
  const transfer = useTransferPoints(campaignId, code);
  const form = useForm<TransferFormValues, unknown, TransferFormOutput>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: { code: '', points: '', reason: '' },
  });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      aria-label="Transfer points"
      onSubmit={form.handleSubmit(({ reason, ...source }) =>
        transfer.mutate([{ ...source, ...(reason && { reason }), source_id: `console-${crypto.randomUUID()}` }], {
          onSuccess: (card) => {
            notifyDone(
              'Points transferred',
              `The balance of ${code} is now ${formatNumber(card.loyalty_card?.balance)}.`,
            );
            form.reset();
          },
        }),
      )}
    >
      <Fieldset legend="Transfer points from another card of the holder" disabled={!canTransfer}>
        <Stack gap="sm">
          {transfer.error && <ErrorAlert error={transfer.error} title="The points were not transferred" />}
          <Group align="flex-start" grow>
            <TextInput label="From card" {...form.register('code')} error={errors.code?.message} />
            <TextInput
              label="Points to transfer"
              inputMode="numeric"
              {...form.register('points')}
              error={errors.points?.message}
            />
            <TextInput
              label="Transfer reason"
              maxLength={1000}
              {...form.register('reason')}
              error={errors.reason?.message}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={transfer.isPending}>
              Transfer points
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
