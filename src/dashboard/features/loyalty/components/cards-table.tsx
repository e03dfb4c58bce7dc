import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import type { Voucher } from '../../../../contract/voucher.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

const cardColumns: DataTableColumn<Voucher>[] = [
  {
    header: 'Card',
    cell: (card) => (
      <AnchorLink to="/loyalty/cards/$code" params={{ code: card.code }}>
        {card.code}
      </AnchorLink>
    ),
  },
  { header: 'Holder', cell: (card) => card.holder?.name ?? card.holder?.source_id ?? card.holder_id ?? '—' },
  { header: 'Points', cell: (card) => formatNumber(card.loyalty_card?.points) },
  { header: 'Balance', cell: (card) => formatNumber(card.loyalty_card?.balance) },
  { header: 'Issued', cell: (card) => formatDateTime(card.created_at) },
];

export function CardsTable({ cards, programName }: { cards: Voucher[]; programName: string }) {
  return (
    <DataTable
      caption={`Cards of ${programName}`}
      label="Loyalty cards"
      columns={cardColumns}
      rows={cards}
      rowKey={(card) => card.id}
      minWidth={560}
    />
  );
}
