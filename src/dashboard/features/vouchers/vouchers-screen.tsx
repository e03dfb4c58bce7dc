import { lazy, Suspense, useState } from 'react';
import { Anchor, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../lib/paging.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { TextFilter } from '../../components/text-filter.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.tsx';
import { campaignQueryOptions } from '../../lib/resources/campaigns.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { voucherCsvUrl, vouchersQueryOptions } from '../../lib/resources/vouchers.ts';
import type { VoucherListQuery } from '../../../contract/voucher.ts';
import { ImportForm } from './components/import-form.tsx';
import { VouchersTable } from './components/vouchers-table.tsx';
import { vouchersPageSize, vouchersSearchRefusal, type VouchersSearch } from './voucher-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

const BulkActionBar = lazy(() => import('../../components/bulk-actions/bulk-action-bar.tsx'));

interface VouchersScreenProps {
  projectId: string;
  campaignId: string;
  search: VouchersSearch;
  /** The list query the route's loader fetched for this search. */
  query: VoucherListQuery;
  onSearchChange: (update: (search: VouchersSearch) => VouchersSearch) => void;
}

/** A campaign's codes: search by code, page in the URL, the filtered list as CSV, and an import of more codes. */
export function VouchersScreen({ projectId, campaignId, search, query, onSearchChange }: VouchersScreenProps) {
  const { data: campaign } = useSuspenseQuery(campaignQueryOptions(campaignId));
  const refusal = vouchersSearchRefusal(query);
  const canImport = useCan('campaigns:write');

  return (
    <Stack gap="md">
      <div>
        <AnchorLink to="/campaigns/$campaignId" params={{ campaignId }} size="sm">
          ← {campaign.name}
        </AnchorLink>
        <Title order={1}>Vouchers of {campaign.name}</Title>
        <Text>Each code with its status, how often it was redeemed and what is left on it.</Text>
      </div>
      <SavedViewsMenu list="vouchers" />
      <Group gap="sm" align="flex-end" justify="space-between">
        <TextFilter
          label="Code contains"
          value={search.code}
          onApply={(code) => onSearchChange((latest) => ({ ...latest, code, page: 1 }))}
          buttonLabel="Search"
          error={refusal}
        />
        {!refusal && (
          <Anchor href={voucherCsvUrl(projectId, { campaign_id: campaignId, code: search.code || undefined })} download>
            Export CSV{search.code ? ' (these codes)' : ''}
          </Anchor>
        )}
      </Group>
      {!refusal && (
        <VouchersResults
          projectId={projectId}
          campaignId={campaignId}
          search={search}
          query={query}
          onSearchChange={onSearchChange}
        />
      )}
      {canImport && (
        <Paper withBorder p="md" component="section" aria-labelledby="import-title">
          <Title order={2} size="h3" id="import-title" mb="sm">
            Import codes
          </Title>
          <ImportForm
            projectId={projectId}
            campaignId={campaignId}
            giftCards={campaign.voucher?.type === 'GIFT_VOUCHER'}
          />
        </Paper>
      )}
    </Stack>
  );
}

function VouchersResults({ projectId, campaignId, search, query, onSearchChange }: VouchersScreenProps) {
  const { data: list } = useSuspenseQuery(vouchersQueryOptions(query));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      {selected.length > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar
            resource="vouchers"
            noun="code"
            selected={selected}
            pageKeys={list.vouchers.map((voucher) => voucher.id)}
            total={list.total}
            // The code search is not a filter a bulk action takes: "all matching" only for the whole campaign.
            filter={search.code ? undefined : { campaign_id: campaignId }}
            onClear={() => setSelected([])}
          />
        </Suspense>
      )}
      {list.vouchers.length === 0 ? (
        <EmptyState
          title={search.page > 1 ? 'There are no vouchers on this page' : 'No vouchers match'}
          description={
            search.code ? 'Try part of the code.' : 'Import codes below, or create vouchers with the campaign.'
          }
        />
      ) : (
        <VouchersTable vouchers={list.vouchers} currency={currency} selection={{ selected, onChange: setSelected }} />
      )}
      <ListPager
        label="Vouchers"
        {...numberedPaging({
          page: search.page,
          hasNext: search.page * vouchersPageSize < list.total && search.page < 100,
          pageCount: pageCountOf(list.total, vouchersPageSize),
          onPageChange: (page) => onSearchChange((latest) => ({ ...latest, page })),
        })}
        summary={`${formatNumber(list.total)} vouchers`}
      />
    </>
  );
}
