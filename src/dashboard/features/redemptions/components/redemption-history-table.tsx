import type { Redemption } from '../../../../contract/redemption.ts';
import { RedemptionOutcome } from '../../../components/redemption-status-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { RollbackRowButton } from './rollback-row-button.tsx';

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
    cell: (redemption) => <RedemptionOutcome redemption={redemption} />,
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
  const canRollBack = useCan('redemptions:redeem');

  return (
    <DataTable
      caption="Redemptions, newest first"
      label="Redemptions"
      columns={columns(currency)}
      rows={redemptions}
      rowKey={(redemption) => redemption.id}
      minWidth={760}
      actionsHeader="Rollback"
      rowActions={canRollBack ? (redemption) => <RollbackRowButton redemption={redemption} /> : undefined}
    />
  );
}
