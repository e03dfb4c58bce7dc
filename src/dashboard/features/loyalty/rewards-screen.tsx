import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Reward } from '../../../contract/reward.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { rewardsQueryOptions } from '../../lib/resources/rewards.ts';
import { NewRewardForm } from './components/new-reward-form.tsx';
import { RewardActions } from './components/reward-actions.tsx';
import { describeReward, useRewardSources, type RewardSources } from './reward-sources.ts';
import { REWARDS_PER_PAGE, rewardsQuery, type RewardsSearch } from './reward-search.ts';

const typeNames = { CAMPAIGN: 'Campaign', COIN: 'Pay with points', MATERIAL: 'Material' } as const;

const rewardColumns = (sources: RewardSources): DataTableColumn<Reward>[] => [
  { header: 'Reward', cell: (reward) => reward.name, rowHeader: true },
  { header: 'Type', cell: (reward) => typeNames[reward.type] },
  { header: 'Gives', cell: (reward) => describeReward(reward, sources) },
  {
    header: 'Stock',
    cell: (reward) => (reward.stock === null ? 'Unlimited' : formatNumber(reward.stock)),
    align: 'end',
  },
  { header: 'Redeemed', cell: (reward) => formatNumber(reward.redeemed ?? 0), align: 'end' },
  { header: 'Created', cell: (reward) => formatDate(reward.created_at), visibleFrom: 'md' },
];

interface RewardsScreenProps {
  search: RewardsSearch;
  onSearchChange: (search: RewardsSearch) => void;
}

/** The project's reward catalogue: what programs can offer; each program prices its own rewards on its page. */
export function RewardsScreen({ search, onSearchChange }: RewardsScreenProps) {
  const { data: list } = useSuspenseQuery(rewardsQueryOptions(rewardsQuery(search)));
  const sources = useRewardSources();
  return (
    <Stack gap="lg">
      <div>
        <AnchorLink to="/loyalty" size="sm">
          ← Loyalty programs
        </AnchorLink>
        <Title order={1}>Rewards</Title>
        <Text>The rewards programs can offer. A program sets each reward's price in points on its Rewards tab.</Text>
      </div>
      <DataTable
        caption="Rewards, newest first"
        label="Rewards"
        columns={rewardColumns(sources)}
        rows={list.data}
        rowKey={(reward) => reward.id}
        minWidth={720}
        empty="The catalogue has no rewards on this page."
        rowActions={(reward) => <RewardActions reward={reward} />}
        actionsHeader="Actions"
      />
      <ListPager
        label="Rewards"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * REWARDS_PER_PAGE < list.total,
          pageCount: pageCountOf(list.total, REWARDS_PER_PAGE),
          onPageChange: (page) => onSearchChange({ ...search, page }),
        })}
        summary={`${formatNumber(list.total)} rewards`}
      />
      <NewRewardForm sources={sources} />
    </Stack>
  );
}
