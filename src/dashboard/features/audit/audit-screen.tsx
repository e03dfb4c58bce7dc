import { Anchor, Code, EmptyState, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditQuery } from '../../../contract/audit.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { auditCsvUrl, auditQueryOptions } from '../../lib/resources/audit.ts';
import { localDateTimeToIso } from '../../lib/local-date-time.ts';
import { cursorPaging } from '../../lib/paging.ts';
import { actorWords } from './actor-words.ts';
import { actionFamilies, auditSearchRefusal, toAuditFilters, type AuditSearch } from './audit-search.ts';
import { SavedViewsMenu } from '../../components/saved-views/saved-views-menu.tsx';

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

const auditColumns: DataTableColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => formatDateTime(entry.created_at) },
  {
    header: 'Who',
    cell: (entry) => (
      <>
        <Text size="sm">{actorWords(entry)}</Text>
        {/* The id the Actor filter takes. */}
        <Code fz="xs">{entry.actor}</Code>
      </>
    ),
  },
  { header: 'Action', cell: (entry) => <Code>{entry.action}</Code> },
  { header: 'What', cell: (entry) => entry.summary },
  { header: 'Request', cell: (entry) => (entry.request_id ? <Code>{entry.request_id}</Code> : '—') },
];

/** Who changed what in the project, newest first, filtered in the URL, and the same entries as CSV. */
export function AuditScreen({ projectId, search, query, onSearchChange }: AuditScreenProps) {
  const refusal = auditSearchRefusal(query);
  // A filter change starts again at page one: old cursors belong to another listing.
  const change = (next: Partial<AuditSearch>) => onSearchChange((latest) => ({ ...latest, ...next, cursors: [] }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Audit log</Title>
        <Text>Every change made in this project through the API, the management API or the dashboard.</Text>
      </div>
      <SavedViewsMenu list="audit" />
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
          error={refusal}
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
        {!refusal && (
          <Anchor href={auditCsvUrl(projectId, toAuditFilters(search))} download>
            Download these entries as CSV
          </Anchor>
        )}
      </Group>
      {!refusal && <AuditResults projectId={projectId} search={search} query={query} onSearchChange={onSearchChange} />}
    </Stack>
  );
}

function AuditResults({ projectId, search, query, onSearchChange }: AuditScreenProps) {
  const { data: page } = useSuspenseQuery(auditQueryOptions(projectId, query));
  return (
    <>
      {page.data.length === 0 ? (
        <EmptyState title="No entry matches these filters" />
      ) : (
        <DataTable
          caption="Audit entries, newest first"
          label="Audit entries"
          columns={auditColumns}
          rows={page.data}
          rowKey={(entry) => entry.id}
          minWidth={860}
        />
      )}
      <ListPager
        label="Audit entries"
        {...cursorPaging({
          cursors: search.cursors,
          next: page.more_starting_after,
          onCursorsChange: (update) => onSearchChange((latest) => ({ ...latest, cursors: update(latest.cursors) })),
        })}
      />
    </>
  );
}
