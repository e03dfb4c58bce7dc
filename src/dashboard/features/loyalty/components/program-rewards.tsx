import { Button, Group, NativeSelect, Popover, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Reward, RewardAssignment } from '../../../../contract/reward.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import {
  programRewardsQueryOptions,
  rewardsQueryOptions,
  useAssignReward,
  useChangeRewardPrice,
  useRemoveRewardAssignment,
} from '../../../lib/resources/rewards.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { priceFormSchema, type PriceFormValues } from '../reward-form-schema.ts';

type Names = (assignment: RewardAssignment) => string;

/** A new points price for one assignment, in a popover from its row. */
function PriceChange({
  campaignId,
  assignment,
  name,
}: {
  campaignId: string;
  assignment: RewardAssignment;
  name: string;
}) {
  const [opened, setOpened] = useState(false);
  const change = useChangeRewardPrice(campaignId);
  const form = useForm<PriceFormValues, unknown, { points: number }>({
    resolver: zodResolver(priceFormSchema),
    defaultValues: { points: assignment.parameters?.loyalty.points.toString() ?? '' },
  });
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" aria-label={`Change the price of ${name}`} onClick={() => setOpened(true)}>
          Change price
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          noValidate
          aria-label={`Price of ${name}`}
          onSubmit={form.handleSubmit(({ points }) =>
            change.mutate(
              { assignmentId: assignment.id, points },
              {
                onSuccess: () => {
                  notifyDone('Price changed', `${name} now costs ${formatNumber(points)} points.`);
                  setOpened(false);
                },
                onError: (error) => setServerFieldErrors(error, form),
              },
            ),
          )}
        >
          <Stack gap="xs">
            {change.error && <ErrorAlert error={unplacedFieldErrors(change.error, form)} title="The price was kept" />}
            <TextInput
              label="Points"
              inputMode="numeric"
              {...form.register('points')}
              error={form.formState.errors.points?.message}
            />
            <Button type="submit" size="xs" loading={change.isPending}>
              Save price
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

function AssignmentActions({
  campaignId,
  assignment,
  nameOf,
}: {
  campaignId: string;
  assignment: RewardAssignment;
  nameOf: Names;
}) {
  const canChange = useCan('campaigns:write');
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveRewardAssignment(campaignId);
  const name = nameOf(assignment);
  return (
    <Group gap="xs" wrap="nowrap">
      {/* A pay-with-points reward has no price: the member chooses how many points to spend. */}
      {assignment.parameters && canChange && (
        <PriceChange campaignId={campaignId} assignment={assignment} name={name} />
      )}
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={`Remove ${name}`}
        disabled={!canChange}
        onClick={() => setConfirming(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        title={`Remove ${name}?`}
        consequence="Members can no longer buy this reward with points; it stays in the catalogue."
        confirmLabel="Remove reward"
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={remove}
        onConfirm={() =>
          remove.mutate(assignment.id, {
            onSuccess: () => {
              notifyDone('Reward removed', `${name} is no longer offered.`);
              setConfirming(false);
            },
          })
        }
      />
    </Group>
  );
}

/** Offers a reward of the catalogue at a price (no price for a pay-with-points reward). */
function AssignRewardForm({
  campaignId,
  programName,
  catalogue,
}: {
  campaignId: string;
  programName: string;
  catalogue: Reward[];
}) {
  const canChange = useCan('campaigns:write');
  const assign = useAssignReward(campaignId);
  const form = useForm<{ reward: string; points: string }>({ defaultValues: { reward: '', points: '' } });
  const rewardId = useWatch({ control: form.control, name: 'reward' });
  const coin = catalogue.find((reward) => reward.id === rewardId)?.type === 'COIN';
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ reward, points }) => {
    if (reward === '') return form.setError('reward', { message: 'Pick a reward' });
    const price = priceFormSchema.safeParse({ points });
    if (!coin && !price.success) return form.setError('points', { message: 'A price is a whole number of points' });
    assign.mutate(
      { reward, points: coin ? undefined : price.data?.points },
      {
        onSuccess: () => {
          notifyDone('Reward offered', `${programName} offers the reward.`);
          form.reset();
          assign.reset();
        },
      },
    );
  });
  return (
    <form noValidate aria-label={`Offer a reward in ${programName}`} onSubmit={(event) => void submit(event)}>
      <Stack gap="xs">
        {assign.error && <ErrorAlert error={assign.error} title="The reward was not offered" />}
        <Group align="flex-start" gap="sm">
          <NativeSelect
            label="Reward"
            disabled={!canChange}
            data={[
              { value: '', label: 'Pick a reward' },
              ...catalogue.map((reward) => ({ value: reward.id, label: reward.name })),
            ]}
            {...form.register('reward')}
            error={errors.reward?.message}
          />
          {!coin && (
            <TextInput
              label="Price in points"
              inputMode="numeric"
              disabled={!canChange}
              {...form.register('points')}
              error={errors.points?.message}
            />
          )}
        </Group>
        <Group>
          <Button type="submit" disabled={!canChange} loading={assign.isPending}>
            Offer reward
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The rewards a program offers with their points prices; people who may change campaigns price and offer them. */
export function ProgramRewards({ campaignId, programName }: { campaignId: string; programName: string }) {
  const assignments = useQuery(programRewardsQueryOptions(campaignId));
  // The catalogue names the rewards; a project keeps few enough for the first hundred to be all of them.
  const catalogue = useQuery(rewardsQueryOptions({ limit: 100 })).data?.data ?? [];
  const nameOf: Names = (assignment) =>
    catalogue.find((reward) => reward.id === assignment.reward_id)?.name ?? assignment.reward_id;
  const columns: DataTableColumn<RewardAssignment>[] = [
    { header: 'Reward', cell: nameOf, rowHeader: true },
    {
      header: 'Price',
      cell: (assignment) =>
        assignment.parameters ? `${formatNumber(assignment.parameters.loyalty.points)} points` : 'Points of choice',
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="program-rewards-title">
      <Title order={2} size="h3" id="program-rewards-title">
        Rewards of {programName}
      </Title>
      <DataTable
        caption="Rewards offered, first offered first"
        label="Program rewards"
        columns={columns}
        rows={assignments.data?.data}
        rowKey={(assignment) => assignment.id}
        minWidth={560}
        empty="This program offers no rewards yet."
        error={assignments.error}
        errorTitle="The rewards could not be loaded"
        onRetry={() => void assignments.refetch()}
        rowActions={(assignment) => (
          <AssignmentActions campaignId={campaignId} assignment={assignment} nameOf={nameOf} />
        )}
        actionsHeader="Actions"
      />
      <AssignRewardForm campaignId={campaignId} programName={programName} catalogue={catalogue} />
    </Stack>
  );
}
