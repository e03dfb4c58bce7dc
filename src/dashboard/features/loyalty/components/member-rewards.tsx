import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import type { memberRewardListSchema } from '../../../../contract/reward.ts';
import type { z } from 'zod';
import { formatNumber } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { affordableRewardsQueryOptions, useRedeemReward } from '../../../lib/resources/rewards.ts';

type MemberReward = z.infer<typeof memberRewardListSchema>['data'][number];

/** The rewards the member's points pay for now, with their price; redeeming takes the points at once. */
export function MemberRewards({ code }: { code: string }) {
  const rewards = useQuery(affordableRewardsQueryOptions(code));
  const redeem = useRedeemReward(code);
  const canRedeem = useCan('redemptions:redeem');
  const columns: DataTableColumn<MemberReward>[] = [
    { header: 'Reward', cell: ({ reward }) => reward.name },
    { header: 'Type', cell: ({ reward }) => reward.type.toLowerCase() },
    {
      header: 'Price',
      cell: ({ assignment }) =>
        assignment.parameters ? `${formatNumber(assignment.parameters.loyalty.points)} points` : 'Points of choice',
    },
    {
      header: 'Action',
      cell: ({ reward, assignment }) =>
        // A pay-with-points reward needs an order: it is redeemed at the till, not here.
        assignment.parameters && (
          <Button
            size="xs"
            aria-label={`Redeem ${reward.name}`}
            disabled={!canRedeem}
            loading={redeem.isPending && redeem.variables === reward.id}
            onClick={() =>
              redeem.mutate(reward.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', title: 'Reward redeemed', message: `${reward.name} is given.` }),
                onError: (error) =>
                  notifications.show({ color: 'red', title: 'The reward was not redeemed', message: error.message }),
              })
            }
          >
            Redeem
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="member-rewards">
      <Title order={2} size="h3" id="member-rewards">
        Rewards available now
      </Title>
      {!canRedeem && <Text size="sm">Your role cannot redeem rewards.</Text>}
      <DataTable
        caption="Rewards the card's balance pays for"
        label="Rewards available now"
        columns={columns}
        rows={rewards.data?.data}
        rowKey={({ assignment }) => assignment.id}
        minWidth={560}
        empty="The balance pays for no reward of this program."
        error={rewards.error}
        errorTitle="The rewards could not be loaded"
        onRetry={() => void rewards.refetch()}
      />
    </Stack>
  );
}
