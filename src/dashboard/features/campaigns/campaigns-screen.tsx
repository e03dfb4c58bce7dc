import { lazy, Suspense, useState } from 'react';
import { EmptyState, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { campaignTypeSchema } from '../../../contract/campaign.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { useCan } from '../../lib/permissions.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { TextFilter } from '../../components/text-filter.tsx';
import { listItems } from '../../lib/api-client.ts';
import { campaignsQueryOptions, type CampaignListQuery } from '../../lib/resources/campaigns.ts';
import { formatNumber } from '../../lib/format.ts';
import { campaignTypeLabels } from './campaign-labels.ts';
import { campaignsSearchRefusal, type CampaignsSearch } from './campaign-search.ts';
import { CampaignsTable } from './components/campaigns-table.tsx';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

const BulkActionBar = lazy(() => import('../../components/bulk-actions/bulk-action-bar.tsx'));

const orderOptions: { value: CampaignsSearch['order']; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-updated_at', label: 'Recently updated first' },
  { value: 'updated_at', label: 'Least recently updated first' },
];

interface CampaignsScreenProps {
  search: CampaignsSearch;
  /** The list query the route's loader fetched for this search. */
  query: CampaignListQuery;
  /** Takes an update of the latest search, so two quick changes cannot undo each other. */
  onSearchChange: (update: (search: CampaignsSearch) => CampaignsSearch) => void;
}

export function CampaignsScreen({ search, query, onSearchChange }: CampaignsScreenProps) {
  const refusal = campaignsSearchRefusal(query);
  // Filters and sizes start again at page one; only the pager moves between pages.
  const change = (next: Partial<CampaignsSearch>) => onSearchChange((latest) => ({ ...latest, ...next, page: 1 }));
  const canCreate = useCan('campaigns:write');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Campaigns</Title>
          <Text>Every campaign of the project, with the state the service reports.</Text>
        </div>
        <Group gap="sm">
          {canCreate && (
            <ButtonLink variant="default" to="/campaigns/new">
              New campaign
            </ButtonLink>
          )}
          <ButtonLink to="/templates">New campaign from a template</ButtonLink>
        </Group>
      </Group>
      <SavedViewsMenu list="campaigns" />
      <Group gap="sm" align="flex-end">
        <TextFilter
          label="Name contains"
          value={search.name}
          onApply={(name) => change({ name })}
          buttonLabel="Search"
          error={refusal}
        />
        <NativeSelect
          label="Campaign type"
          value={search.type ?? ''}
          onChange={(event) => change({ type: (event.currentTarget.value || undefined) as CampaignsSearch['type'] })}
          data={[
            { value: '', label: 'Any type' },
            ...campaignTypeSchema.options.map((type) => ({ value: type, label: campaignTypeLabels[type] })),
          ]}
        />
        <NativeSelect
          label="Order"
          value={search.order}
          onChange={(event) => change({ order: event.currentTarget.value as CampaignsSearch['order'] })}
          data={orderOptions}
        />
        <NativeSelect
          label="Page size"
          value={String(search.limit)}
          onChange={(event) => change({ limit: Number(event.currentTarget.value) as CampaignsSearch['limit'] })}
          data={['10', '25', '50', '100'].map((size) => ({ value: size, label: `${size} per page` }))}
        />
      </Group>
      {!refusal && <CampaignsResults search={search} query={query} onSearchChange={onSearchChange} />}
    </Stack>
  );
}

function CampaignsResults({ search, query, onSearchChange }: CampaignsScreenProps) {
  const { data: list } = useSuspenseQuery(campaignsQueryOptions(query));
  const campaigns = listItems(list);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      {selected.length > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar
            resource="campaigns"
            noun="campaign"
            selected={selected}
            pageKeys={campaigns.map((campaign) => campaign.id)}
            total={list.total}
            // Name and type searches are not filters a bulk action takes: "all matching" only for the whole list.
            filter={search.name || search.type ? undefined : {}}
            onClear={() => setSelected([])}
          />
        </Suspense>
      )}
      {campaigns.length === 0 ? (
        <EmptyState
          title={
            search.page > 1
              ? 'There are no campaigns on this page'
              : search.name || search.type
                ? 'No campaign matches'
                : 'No campaigns yet'
          }
          description="Create one from a campaign template."
        />
      ) : (
        <CampaignsTable campaigns={campaigns} selection={{ selected, onChange: setSelected }} />
      )}
      <ListPager
        label="Campaigns"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * search.limit < list.total && search.page < 100,
          pageCount: pageCountOf(list.total, search.limit),
          onPageChange: (page) => onSearchChange((latest) => ({ ...latest, page })),
        })}
        summary={`${formatNumber(list.total)} campaigns`}
      />
    </>
  );
}
