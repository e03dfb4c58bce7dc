import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import {
  pendingPointsQueryOptions,
  useActivatePendingPoints,
  useCancelPendingPoints,
} from '../../../lib/resources/points-buckets.ts';

/**
 * Points the card earned that are not in its balance yet, with the day they activate on their own; a person who may
 * configure programs (the routes' `campaigns:write`) can activate them now or cancel them.
 */
export function CardPendingPoints({ code }: { code: string }) {
  const pending = useQuery(pendingPointsQueryOptions(code));
  const activate = useActivatePendingPoints(code);
  const cancel = useCancelPendingPoints(code);
  const canChange = useCan('campaigns:write');
  const [cancelling, setCancelling] = useState<string | null>(null);
  const failed = (title: string) => (error: Error) =>
    notifications.show({ color: 'red', title, message: error.message });

  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-points">
      <Title order={2} size="h3" id="pending-points">
        Pending points
      </Title>
      {!canChange && <Text size="sm">Your role cannot activate or cancel pending points.</Text>}
      <DataTable
        caption="Points earned that reach the balance on their day"
        label="Pending points"
        columns={[
          { header: 'Points', cell: (row) => formatNumber(row.points), align: 'end' },
          { header: 'Activates on', cell: (row) => formatDate(row.activates_at) },
          { header: 'Earned', cell: (row) => formatDateTime(row.created_at) },
        ]}
        rows={pending.data?.data}
        rowKey={(row) => row.id}
        minWidth={480}
        empty="No points are waiting."
        error={pending.error}
        errorTitle="The pending points could not be loaded"
        onRetry={() => void pending.refetch()}
        rowActions={(row) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              aria-label={`Activate ${row.points} points now`}
              disabled={!canChange}
              loading={activate.isPending && activate.variables === row.id}
              onClick={() =>
                activate.mutate(row.id, {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      title: 'Points activated',
                      message: `${formatNumber(row.points)} points are in the balance.`,
                    }),
                  onError: failed('The points were not activated'),
                })
              }
            >
              Activate
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={`Cancel ${row.points} pending points`}
              disabled={!canChange}
              onClick={() => {
                cancel.reset();
                setCancelling(row.id);
              }}
            >
              Cancel
            </Button>
          </Group>
        )}
      />
      <ConfirmDialog
        title="Cancel pending points"
        consequence="These points will never reach the card's balance."
        confirmLabel="Cancel the points"
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        doing={cancel}
        onConfirm={() => cancelling && cancel.mutate(cancelling, { onSuccess: () => setCancelling(null) })}
      />
    </Stack>
  );
}
