import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging, pageCountOf } from '../../../lib/paging.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { exportsQueryOptions } from '../../../lib/resources/exports.ts';
import { exportedCards, exportStatusWords } from './export-status-card.tsx';

const pageSize = 10;

/** Every export of the project, newest first, with its status now and its file once it is ready. */
export function ExportsHistory({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const exports = useQuery(exportsQueryOptions({ page, limit: pageSize }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="exports-history-title">
      <Title order={2} size="h3" id="exports-history-title">
        Export history
      </Title>
      {exports.error && <ErrorAlert error={exports.error} title="The exports could not be loaded" />}
      {exports.data &&
        (exports.data.exports.length === 0 ? (
          <Text size="sm">{page > 1 ? 'There are no exports on this page.' : 'No exports yet.'}</Text>
        ) : (
          <ScrollTable minWidth={620} label="Export history">
            <Table striped verticalSpacing="xs">
              <Table.Caption>Exports, newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Scheduled</Table.Th>
                  <Table.Th>Card</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>File</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exports.data.exports.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Td>{formatDateTime(job.created_at)}</Table.Td>
                    <Table.Td ff="monospace">{exportedCards(job) ?? '—'}</Table.Td>
                    <Table.Td>{job.channel === 'WEBSITE' ? 'Dashboard' : 'API'}</Table.Td>
                    <Table.Td>
                      <OutcomeBadge tone={job.status === 'ERROR' ? 'bad' : job.status === 'DONE' ? 'good' : 'neutral'}>
                        {exportStatusWords[job.status]}
                      </OutcomeBadge>
                      {job.error && (
                        <Text size="xs" mt={4}>
                          {job.error.message}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {job.status === 'DONE' && job.result ? (
                        <Anchor href={job.result.url} download={`${job.id}.csv`} aria-label={`Download ${job.id}.csv`}>
                          CSV
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ))}
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
