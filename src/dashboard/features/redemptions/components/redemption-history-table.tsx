import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Redemption } from '../../../../contract/redemption.ts';
import { RedemptionStatusBadge } from '../../../components/redemption-status-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useRollBackRedemption } from '../../../lib/resources/redemptions.ts';

const columns = (currency: string | undefined): DataTableColumn<Redemption>[] => [
  { header: 'Date', cell: (redemption) => formatDateTime(redemption.date), visibleFrom: 'sm' },
  {
    header: 'Redemption',
    cell: (redemption) => (
      <AnchorLink
        to="/redemptions/$redemptionId"
        params={{ redemptionId: redemption.id }}
        ff="monospace"
        // Ids are one long word: on a phone they break anywhere rather than widen the table.
        style={{ wordBreak: 'break-all' }}
      >
        {redemption.id}
      </AnchorLink>
    ),
  },
  {
    header: 'Customer',
    cell: (redemption) => redemption.customer?.source_id ?? redemption.customer_id ?? '—',
    visibleFrom: 'sm',
  },
  {
    header: 'Outcome',
    cell: (redemption) => (
      <>
        <RedemptionStatusBadge status={redemption.status} />
        {redemption.failure_message && (
          <Text size="xs" mt={4}>
            {redemption.failure_message}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Discount',
    cell: (redemption) => (redemption.order ? formatMoney(redemption.order.total_discount_amount ?? 0, currency) : '—'),
    visibleFrom: 'sm',
  },
  {
    header: 'Order total',
    cell: (redemption) => (redemption.order ? formatMoney(redemption.order.total_amount ?? 0, currency) : '—'),
    visibleFrom: 'sm',
  },
];

/** Stacked redemptions, each with its outcome, the order's figures and, while it stands, a rollback. */
export function RedemptionHistoryTable({ redemptions, currency }: { redemptions: Redemption[]; currency?: string }) {
  const rollBack = useRollBackRedemption();
  const canRollBack = useCan('redemptions:redeem');

  function rollBackRow(redemption: Redemption) {
    rollBack.mutate(
      { redemptionId: redemption.id, reason: '' },
      {
        onSuccess: (stack) =>
          notifications.show({
            color: 'green',
            title: 'Redemption rolled back',
            message: `${redemption.id}: ${stack.rollbacks.length} redeemables given back, the order canceled.`,
          }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'The rollback was refused', message: error.message }),
      },
    );
  }

  return (
    <DataTable
      caption="Redemptions, newest first"
      label="Redemptions"
      columns={columns(currency)}
      rows={redemptions}
      rowKey={(redemption) => redemption.id}
      minWidth={760}
      actionsHeader="Rollback"
      rowActions={
        canRollBack
          ? (redemption) =>
              redemption.status === 'SUCCEEDED' && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Roll back ${redemption.id}`}
                  disabled={rollBack.isPending}
                  onClick={() => rollBackRow(redemption)}
                >
                  Roll back
                </Button>
              )
          : undefined
      }
    />
  );
}
