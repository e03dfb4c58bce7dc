import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrashBinItem, TrashBinQuery } from '../../../contract/trash-bin.ts';
import type { BinResourceType } from '../../../contract/bin-resource-type.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { notifyDone, notifyFailed } from '../../components/feedback.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { cursorPaging } from '../../lib/paging.ts';
import { useCan } from '../../lib/permissions.tsx';
import { sessionQueryOptions } from '../../lib/resources/session.ts';
import { binQueryOptions, usePurgeBinEntry, useRestoreBinEntry } from '../../lib/resources/trash-bin.ts';
import { binSearchSchema, type BinSearch } from './bin-search.ts';

const typeWords: Record<BinResourceType, string> = {
  campaign: 'Campaign',
  voucher: 'Voucher',
  product: 'Product',
  sku: 'SKU',
};

interface BinScreenProps {
  search: BinSearch;
  query: TrashBinQuery;
  onSearchChange: (update: (latest: BinSearch) => BinSearch) => void;
}

/** What was deleted in the project, newest first: restore it as it was, or delete it for good. */
export function BinScreen({ search, query, onSearchChange }: BinScreenProps) {
  const { data: page } = useSuspenseQuery(binQueryOptions(query));
  const me = useQuery(sessionQueryOptions()).data?.user.id;
  const canWrite = useCan('campaigns:write');
  const restore = useRestoreBinEntry();
  const purge = usePurgeBinEntry();
  const [purging, setPurging] = useState<TrashBinItem | null>(null);

  const columns: DataTableColumn<TrashBinItem>[] = [
    { header: 'Name', cell: (entry) => <Text fw={600}>{entry.resource_name}</Text>, rowHeader: true },
    { header: 'Type', cell: (entry) => typeWords[entry.resource_type] },
    {
      header: 'Deleted by',
      cell: (entry) =>
        entry.deleted_by_user_id === null
          ? 'An API key'
          : entry.deleted_by_user_id === me
            ? 'You'
            : `Person ${entry.deleted_by_user_id}`,
    },
    { header: 'Deleted', cell: (entry) => formatDateTime(entry.created_at) },
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Bin</Title>
        <Text>
          Deleted campaigns, loyalty programs, vouchers, products and SKUs. Restore brings one back as it was; deleting
          it for good frees its name or code and cannot be undone.
        </Text>
      </div>
      <NativeSelect
        label="Type"
        maw={240}
        value={search.type}
        onChange={(event) => {
          const type = binSearchSchema.shape.type.parse(event.currentTarget.value);
          onSearchChange(() => ({ type, cursors: [] }));
        }}
        data={[
          { value: 'all', label: 'Everything' },
          ...Object.entries(typeWords).map(([value, label]) => ({ value, label })),
        ]}
      />
      <DataTable
        caption="Deleted objects, newest first"
        label="Bin entries"
        columns={columns}
        rows={page.data}
        rowKey={(entry) => entry.id}
        minWidth={720}
        empty="The bin is empty."
        rowActions={(entry) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              disabled={!canWrite}
              loading={restore.isPending && restore.variables === entry.id}
              aria-label={`Restore ${entry.resource_name}`}
              onClick={() =>
                restore.mutate(entry.id, {
                  onSuccess: () => notifyDone('Restored', `${entry.resource_name} is back.`),
                  onError: (error) => notifyFailed(`${entry.resource_name} could not be restored`, error),
                })
              }
            >
              Restore
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              disabled={!canWrite}
              aria-label={`Delete ${entry.resource_name} permanently`}
              onClick={() => {
                purge.reset();
                setPurging(entry);
              }}
            >
              Delete permanently
            </Button>
          </Group>
        )}
      />
      <ListPager
        label="Bin entries"
        {...cursorPaging({
          cursors: search.cursors,
          next: page.more_starting_after,
          onCursorsChange: (update) => onSearchChange((latest) => ({ ...latest, cursors: update(latest.cursors) })),
        })}
      />
      {purging && (
        <ConfirmDialog
          title={`Delete ${purging.resource_name} permanently?`}
          consequence="Nothing can bring it back, and its name or code is free for good. Redemptions and orders that name it keep their history."
          confirmLabel="Delete permanently"
          opened
          onClose={() => setPurging(null)}
          doing={purge}
          onConfirm={() =>
            purge.mutate(purging.id, {
              onSuccess: () => {
                notifyDone('Deleted for good', `${purging.resource_name} is gone.`);
                setPurging(null);
              },
            })
          }
        />
      )}
    </Stack>
  );
}
