import type { Voucher } from '../../../../contract/voucher.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn, type DataTableSelection } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { balanceWords, redemptionWords } from '../voucher-words.ts';

const columns = (currency: string | undefined): DataTableColumn<Voucher>[] => [
  {
    header: 'Code',
    cell: (voucher) => (
      <AnchorLink to="/vouchers/$code" params={{ code: voucher.code }} fw={600} ff="monospace">
        {voucher.code}
      </AnchorLink>
    ),
  },
  { header: 'Status', cell: (voucher) => (voucher.active === null ? '—' : <ActiveBadge active={voucher.active} />) },
  { header: 'Redeemed', cell: redemptionWords },
  { header: 'Balance', cell: (voucher) => balanceWords(voucher, currency) },
  { header: 'Created', cell: (voucher) => formatDateTime(voucher.created_at), visibleFrom: 'sm' },
];

interface VouchersTableProps {
  vouchers: Voucher[];
  currency: string | undefined;
  /** Checkboxes per code, for the bulk actions. */
  selection?: Omit<DataTableSelection<Voucher>, 'rowLabel'>;
}

/** A campaign's vouchers: code (to the voucher's page), the service's status, uses and balance. */
export function VouchersTable({ vouchers, currency, selection }: VouchersTableProps) {
  return (
    <DataTable
      caption="Vouchers"
      columns={columns(currency)}
      rows={vouchers}
      rowKey={(voucher) => voucher.id}
      minWidth={560}
      selection={selection && { ...selection, rowLabel: (voucher) => voucher.code }}
    />
  );
}
