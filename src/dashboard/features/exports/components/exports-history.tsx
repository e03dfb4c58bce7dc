import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../../lib/paging.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import type { Export } from '../../../../contract/export.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { exportsQueryOptions } from '../../../lib/resources/exports.ts';
import { exportedCards, exportStatusWords } from './export-status-card.tsx';

const pageSize = 10;

const exportColumns: DataTableColumn<Export>[] = [
  { header: 'Scheduled', cell: (job) => formatDateTime(job.created_at) },
  {
    header: 'Card',
    cell: (job) => (
      <Text span inherit ff="monospace">
        {exportedCards(job) ?? '—'}
      </Text>
    ),
  },
  { header: 'From', cell: (job) => (job.channel === 'WEBSITE' ? 'Dashboard' : 'API') },
  {
    header: 'Status',
    cell: (job) => (
      <>
        <OutcomeBadge tone={job.status === 'ERROR' ? 'bad' : job.status === 'DONE' ? 'good' : 'neutral'}>
          {exportStatusWords[job.status]}
        </OutcomeBadge>
        {job.error && (
          <Text size="xs" mt={4}>
            {job.error.message}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'File',
    cell: (job) =>
      job.status === 'DONE' && job.result ? (
        <Anchor href={job.result.url} download={`${job.id}.csv`} aria-label={`Download ${job.id}.csv`}>
          CSV
        </Anchor>
      ) : (
        '—'
      ),
  },
];

/** Every export of the project, newest first, with its status now and its file once it is ready. */
export function ExportsHistory({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const exports = useQuery(exportsQueryOptions({ page, limit: pageSize }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="exports-history-title">
      <Title order={2} size="h3" id="exports-history-title">
        Export history
      </Title>
      <DataTable
        caption="Exports, newest first"
        label="Export history"
        columns={exportColumns}
        rows={exports.data?.exports}
        rowKey={(job) => job.id}
        minWidth={620}
        empty={page > 1 ? 'There are no exports on this page.' : 'No exports yet.'}
        error={exports.error}
        errorTitle="The exports could not be loaded"
        onRetry={() => void exports.refetch()}
      />
      {exports.data && (
        <ListPager
          label="Export history"
          {...numberedPaging({
            page,
            hasNext: page * pageSize < exports.data.total && page < 100,
            pageCount: pageCountOf(exports.data.total, pageSize),
            onPageChange,
          })}
          summary={`${formatNumber(exports.data.total)} exports`}
        />
      )}
    </Stack>
  );
}
