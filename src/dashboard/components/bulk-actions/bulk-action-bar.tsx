import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkActionsOf,
  type BulkActionName,
  type BulkActionRequest,
  type BulkFilter,
  type BulkResource,
} from '../../../contract/bulk-action.ts';
import { formatCount, formatNumber } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.tsx';
import { bulkActionQueryOptions, useScheduleBulkAction, useUndoBulkAction } from '../../lib/resources/bulk-actions.ts';
import { errorInWords } from '../../lib/api-error.ts';

export interface BulkActionBarProps {
  resource: BulkResource;
  /** What one row is called ("code"). */
  noun: string;
  selected: readonly string[];
  /** The keys of the page's rows, and how many rows the list's filter matches in all. */
  pageKeys: readonly string[];
  total: number;
  /** The list's filter as a bulk action takes it; undefined when the list is filtered in a way it cannot take. */
  filter: BulkFilter | undefined;
  onClear: () => void;
}

const buttonWords: Record<Exclude<BulkActionName, 'metadata' | 'category'>, string> = {
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
  export: 'Export',
};

/**
 * The bar above a list with selected rows: the actions the list offers, applied as one bulk action whose progress
 * is followed until done, then what changed and what failed, with an Undo (an export: its CSV file). "Select all matching" widens the
 * selection to every row the list's filter matches (sent as the filter, resolved by the service).
 */
export default function BulkActionBar({
  resource,
  noun,
  selected,
  pageKeys,
  total,
  filter,
  onClear,
}: BulkActionBarProps) {
  const canWrite = useCan('campaigns:write');
  const [allMatching, setAllMatching] = useState(false);
  const [followed, setFollowed] = useState<string>();
  const [tagging, setTagging] = useState(false);
  const [movingTo, setMovingTo] = useState<string>();
  const [tag, setTag] = useState({ key: '', value: '' });
  const schedule = useScheduleBulkAction();
  const offered = bulkActionsOf[resource];
  const pageSelected = pageKeys.length > 0 && pageKeys.every((key) => selected.includes(key));
  const count = allMatching ? total : selected.length;

  const submit = (change: Omit<BulkActionRequest, 'resource' | 'ids' | 'filter'>) =>
    schedule.mutate(
      { resource, ...(allMatching && filter ? { filter } : { ids: [...selected] }), ...change },
      {
        onSuccess: ({ id }) => {
          setFollowed(id);
          setTagging(false);
          setMovingTo(undefined);
        },
      },
    );
  const busy = schedule.isPending;

  return (
    <Paper withBorder p="sm" component="section" aria-label="Bulk actions">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Text size="sm" fw={600}>
            {formatCount(count, noun)} selected
          </Text>
          <Group gap="xs">
            {pageSelected && filter && total > pageKeys.length && !allMatching && (
              <Button variant="subtle" size="compact-sm" onClick={() => setAllMatching(true)}>
                Select all {formatNumber(total)} matching the filter
              </Button>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setAllMatching(false);
                onClear();
              }}
            >
              Clear selection
            </Button>
          </Group>
        </Group>
        <Group gap="xs">
          {(['enable', 'disable', 'delete', 'export'] as const)
            .filter((action) => offered.includes(action))
            .map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'delete' ? 'light' : 'default'}
                color={action === 'delete' ? 'red' : undefined}
                disabled={!canWrite || busy}
                onClick={() => submit({ action })}
              >
                {buttonWords[action]}
              </Button>
            ))}
          <Button size="xs" variant="default" disabled={!canWrite || busy} onClick={() => setTagging((on) => !on)}>
            Tag with metadata
          </Button>
          {offered.includes('category') && (
            <Button
              size="xs"
              variant="default"
              disabled={!canWrite || busy}
              onClick={() => setMovingTo((to) => (to === undefined ? '' : undefined))}
            >
              Move to category
            </Button>
          )}
        </Group>
        {tagging && (
          <Group
            gap="xs"
            align="flex-end"
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              submit({ action: 'metadata', metadata: { [tag.key]: tag.value } });
            }}
          >
            <TextInput
              size="xs"
              label="Metadata key"
              required
              maxLength={100}
              value={tag.key}
              onChange={(event) => setTag({ ...tag, key: event.currentTarget.value })}
            />
            <TextInput
              size="xs"
              label="Value"
              maxLength={500}
              value={tag.value}
              onChange={(event) => setTag({ ...tag, value: event.currentTarget.value })}
            />
            <Button size="xs" type="submit" disabled={!tag.key.trim() || busy}>
              Apply tag
            </Button>
          </Group>
        )}
        {movingTo !== undefined && (
          <Group
            gap="xs"
            align="flex-end"
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              submit({ action: 'category', category_id: movingTo.trim() || null });
            }}
          >
            <TextInput
              size="xs"
              label="Category id"
              description="Leave empty for no category"
              maxLength={200}
              value={movingTo}
              onChange={(event) => setMovingTo(event.currentTarget.value)}
            />
            <Button size="xs" type="submit" disabled={busy}>
              Move
            </Button>
          </Group>
        )}
        {schedule.error && (
          <Alert color="red" title="The bulk action was not scheduled">
            {errorInWords(schedule.error)}
          </Alert>
        )}
        {followed && <FollowedAction key={followed} id={followed} onUndo={setFollowed} />}
      </Stack>
    </Paper>
  );
}

/** A scheduled action's progress until done, then its outcome and (for an action, not an undo) its Undo. */
function FollowedAction({ id, onUndo }: { id: string; onUndo: (undoId: string) => void }) {
  const queryClient = useQueryClient();
  const { data: action, error } = useQuery(bulkActionQueryOptions(id, queryClient));
  const undo = useUndoBulkAction();
  const canWrite = useCan('campaigns:write');
  if (error) return <Alert color="red">{errorInWords(error)}</Alert>;
  if (!action) return null;
  const { done, total } = action.progress;
  const finished = action.status === 'DONE' || action.status === 'FAILED';
  const what = action.undo_of ? 'Undo' : action.action === 'export' ? 'Export' : 'Bulk action';
  const changed = action.action === 'export' ? 'exported' : 'changed';
  const notChanged = [...action.failures, ...action.skipped];
  return (
    <Stack gap={4}>
      <Progress value={total ? (done / total) * 100 : 0} aria-label="Bulk action progress" animated={!finished} />
      <Text size="sm" role="status">
        {finished
          ? `${what} ${action.status === 'DONE' ? 'done' : 'failed'}: ${formatNumber(action.changed_count)} ${changed}, ${formatNumber(action.failures.length)} failed${action.skipped.length ? `, ${formatNumber(action.skipped.length)} skipped` : ''}`
          : `${what} running: ${formatNumber(done)} of ${formatNumber(total)}`}
      </Text>
      {action.message && <Text size="sm">{action.message}</Text>}
      {finished && notChanged.length > 0 && (
        <List size="sm" aria-label="Rows not changed">
          {notChanged.map((row) => (
            <List.Item key={row.id}>
              {row.id}: {row.reason}
            </List.Item>
          ))}
        </List>
      )}
      {action.file_url && (
        <Anchor href={action.file_url} download size="sm">
          Download the CSV
        </Anchor>
      )}
      {action.undoable && (
        <Group>
          <Button
            size="xs"
            variant="default"
            disabled={!canWrite}
            loading={undo.isPending}
            onClick={() => undo.mutate(action.id, { onSuccess: ({ id: undoId }) => onUndo(undoId) })}
          >
            Undo
          </Button>
        </Group>
      )}
      {undo.error && <Alert color="red">{errorInWords(undo.error)}</Alert>}
    </Stack>
  );
}
