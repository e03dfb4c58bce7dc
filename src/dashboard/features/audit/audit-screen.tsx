import { Anchor, Code, EmptyState, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { AuditQuery } from '../../../contract/audit.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { auditCsvUrl, auditQueryOptions } from '../../lib/resources/audit.ts';
import { localDateTimeToIso } from '../../lib/local-date-time.ts';
import { actionFamilies, toAuditFilters, type AuditSearch } from './audit-search.ts';

interface AuditScreenProps {
  projectId: string;
  search: AuditSearch;
  /** The page query the route's loader fetched for this search. */
  query: AuditQuery;
  onSearchChange: (update: (search: AuditSearch) => AuditSearch) => void;
}

/** `datetime-local` shows the instant in the browser's zone, without seconds. */
const toLocalInput = (iso: string | undefined) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';

/** Who changed what in the project, newest first, filtered in the URL, and the same entries as CSV. */
export function AuditScreen({ projectId, search, query, onSearchChange }: AuditScreenProps) {
  const { data: page } = useSuspenseQuery(auditQueryOptions(projectId, query));
  // A filter change starts again at page one: old cursors belong to another listing.
  const change = (next: Partial<AuditSearch>) => onSearchChange((latest) => ({ ...latest, ...next, cursors: [] }));
  const next = page.more_starting_after;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Audit log</Title>
        <Text>Every change made in this project through the API, the management API or the dashboard.</Text>
      </div>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Action"
          value={search.action}
          onChange={(event) => change({ action: event.currentTarget.value })}
          data={actionFamilies}
        />
        <TextInput
          label="Actor"
          description="e.g. user:usr_… or key:app_…"
          defaultValue={search.actor}
          onBlur={(event) => change({ actor: event.currentTarget.value.trim() })}
        />
        <TextInput
          label="From"
          type="datetime-local"
          defaultValue={toLocalInput(search.from)}
          onChange={(event) => change({ from: localDateTimeToIso(event.currentTarget.value) })}
        />
        <TextInput
          label="Until"
          type="datetime-local"
          defaultValue={toLocalInput(search.to)}
          onChange={(event) => change({ to: localDateTimeToIso(event.currentTarget.value) })}
        />
        <Anchor href={auditCsvUrl(projectId, toAuditFilters(search))} download>
          Download these entries as CSV
        </Anchor>
      </Group>
      {page.data.length === 0 ? (
        <EmptyState title="No entry matches these filters" />
      ) : (
        <ScrollTable minWidth={860} label="Audit entries">
          <Table striped verticalSpacing="xs">
            <Table.Caption>Audit entries, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Request</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
                  <Table.Td>
                    <Code>{entry.actor}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{entry.action}</Code>
                  </Table.Td>
                  <Table.Td>{entry.summary}</Table.Td>
                  <Table.Td>{entry.request_id ? <Code>{entry.request_id}</Code> : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPager
        label="Audit entries"
        page={search.cursors.length + 1}
        hasPrevious={search.cursors.length > 0}
        hasNext={next !== undefined}
        onPrevious={() => onSearchChange((latest) => ({ ...latest, cursors: latest.cursors.slice(0, -1) }))}
        onNext={() => next && onSearchChange((latest) => ({ ...latest, cursors: [...latest.cursors, next] }))}
      />
    </Stack>
  );
}
