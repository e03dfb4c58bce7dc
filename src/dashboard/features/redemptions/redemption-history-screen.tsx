import { EmptyState, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { redemptionStatusSchema } from '../../../contract/redemption.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { redemptionStatusWords } from '../../components/redemption-status-badge.tsx';
import { TextFilter } from '../../components/text-filter.tsx';
import { listItems } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { campaignsQueryOptions } from '../../lib/resources/campaigns.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { redemptionsQueryOptions, type RedemptionListQuery } from '../../lib/resources/redemptions.ts';
import { historySearchRefusal, type HistorySearch } from './history-search.ts';
import { RedemptionHistoryTable } from './components/redemption-history-table.tsx';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

interface RedemptionHistoryScreenProps {
  projectId: string;
  search: HistorySearch;
  /** The list query the route's loader fetched for this search. */
  query: RedemptionListQuery;
  onSearchChange: (update: (search: HistorySearch) => HistorySearch) => void;
}

export function RedemptionHistoryScreen({ projectId, search, query, onSearchChange }: RedemptionHistoryScreenProps) {
  const refusal = historySearchRefusal(query);
  // The campaign filter offers the newest hundred campaigns by name.
  const campaignList = useQuery(campaignsQueryOptions({ limit: 100 })).data;
  const campaigns = campaignList ? listItems(campaignList) : [];
  // Filters start again at page one; only the pager moves between pages.
  const change = (next: Partial<HistorySearch>) => onSearchChange((latest) => ({ ...latest, ...next, page: 1 }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Redemption history</Title>
        <Text>Every stacked redemption of the project, as the service recorded it, with what it gave off.</Text>
      </div>
      <SavedViewsMenu list="redemptions" />
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Outcome"
          value={search.status ?? ''}
          onChange={(event) => change({ status: (event.currentTarget.value || undefined) as HistorySearch['status'] })}
          data={[
            { value: '', label: 'Any outcome' },
            ...redemptionStatusSchema.options.map((status) => ({
              value: status,
              label: redemptionStatusWords[status],
            })),
          ]}
        />
        <NativeSelect
          label="Campaign"
          value={search.campaign ?? ''}
          onChange={(event) => change({ campaign: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'Any campaign' },
            ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
          ]}
        />
        <TextFilter
          label="Customer source id or id"
          value={search.customer}
          onApply={(customer) => change({ customer })}
          buttonLabel="Show"
          error={refusal}
        />
      </Group>
      {!refusal && (
        <HistoryResults projectId={projectId} search={search} query={query} onSearchChange={onSearchChange} />
      )}
    </Stack>
  );
}

function HistoryResults({ projectId, search, query, onSearchChange }: RedemptionHistoryScreenProps) {
  const { data: list } = useSuspenseQuery(redemptionsQueryOptions(query));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  return (
    <>
      {list.redemptions.length === 0 ? (
        <EmptyState
          title={search.page > 1 ? 'There are no redemptions on this page' : 'No redemptions match'}
          description="Redemptions made through the API or at the redemption desk are listed here."
        />
      ) : (
        <RedemptionHistoryTable redemptions={list.redemptions} currency={currency} />
      )}
      <ListPager
        label="Redemptions"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * search.limit < list.total && search.page < 100,
          pageCount: pageCountOf(list.total, search.limit),
          onPageChange: (page) => onSearchChange((latest) => ({ ...latest, page })),
        })}
        summary={`${formatNumber(list.total)} redemptions`}
      />
    </>
  );
}
