import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Reward, RewardUpdate } from '../../../../contract/reward.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useDeleteReward, useUpdateReward } from '../../../lib/resources/rewards.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { rewardEditFormSchema, type RewardEditFormValues } from '../reward-form-schema.ts';

/** The name and, for a material reward, the stock; in a dialog opened from the reward's row. */
function EditRewardForm({ reward, onDone }: { reward: Reward; onDone: () => void }) {
  const update = useUpdateReward(reward.id);
  const material = reward.type === 'MATERIAL';
  const form = useForm<RewardEditFormValues, unknown, RewardUpdate>({
    resolver: zodResolver(rewardEditFormSchema),
    defaultValues: { name: reward.name, ...(material && { stock: reward.stock?.toString() ?? '' }) },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Edit ${reward.name}`}
      onSubmit={form.handleSubmit((changes) =>
        update.mutate(changes, {
          onSuccess: (saved) => {
            notifyDone('Reward saved', `${saved.name} is updated.`);
            onDone();
          },
          onError: (error) => setServerFieldErrors(error, form),
        }),
      )}
    >
      <Stack gap="sm">
        {update.error && (
          <ErrorAlert error={unplacedFieldErrors(update.error, form)} title="The reward was not saved" />
        )}
        <TextInput label="Reward name" {...form.register('name')} error={errors.name?.message} />
        {material && (
          <TextInput
            label="Stock"
            description="Empty for unlimited"
            inputMode="numeric"
            {...form.register('stock')}
            error={errors.stock?.message}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save reward
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A catalogue row's actions: edit, and delete (refused by the service while a program offers the reward). */
export function RewardActions({ reward }: { reward: Reward }) {
  const canChange = useCan('campaigns:write');
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const remove = useDeleteReward(reward.id);
  const close = () => {
    setOpen(null);
    remove.reset();
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        aria-label={`Edit ${reward.name}`}
        disabled={!canChange}
        onClick={() => setOpen('edit')}
      >
        Edit
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={`Delete ${reward.name}`}
        disabled={!canChange}
        onClick={() => setOpen('delete')}
      >
        Delete
      </Button>
      <Modal
        opened={open === 'edit'}
        onClose={close}
        title={`Edit ${reward.name}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <EditRewardForm reward={reward} onDone={close} />
      </Modal>
      <ConfirmDialog
        title={`Delete ${reward.name}?`}
        consequence="The reward leaves the catalogue. A reward a program offers cannot be deleted: remove it from the programs first."
        confirmLabel="Delete reward"
        opened={open === 'delete'}
        onClose={close}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifyDone('Reward deleted', `${reward.name} is no longer in the catalogue.`);
              close();
            },
          })
        }
      />
    </Group>
  );
}
