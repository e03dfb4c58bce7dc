import { Text } from '@mantine/core';
import type { OrderCalculatedItem } from '../../../../contract/order.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

/** A line with its place in the order: lines carry no id of their own. */
type NumberedLine = OrderCalculatedItem & { line: number };

const columns = (currency: string | undefined): DataTableColumn<NumberedLine>[] => [
  {
    header: 'Product',
    rowHeader: true,
    cell: (item) => (
      <Text span inherit ff="monospace">
        {item.product?.name ?? item.sku_id ?? item.product_id ?? item.source_id ?? '—'}
      </Text>
    ),
  },
  { header: 'Quantity', cell: (item) => formatNumber(item.quantity ?? 1) },
  { header: 'Price', cell: (item) => (item.price === undefined ? '—' : formatMoney(item.price, currency)) },
  { header: 'Amount', cell: (item) => formatMoney(item.amount ?? 0, currency) },
  { header: 'Discount', cell: (item) => formatMoney(item.discount_amount ?? 0, currency) },
  { header: 'After discount', cell: (item) => formatMoney(item.subtotal_amount ?? item.amount ?? 0, currency) },
];

/** The order's lines with the discount each received. */
export function OrderLines({ items, currency }: { items: OrderCalculatedItem[]; currency: string | undefined }) {
  return (
    <DetailSection title="Lines">
      <DataTable
        caption="Order lines"
        label="Order lines"
        columns={columns(currency)}
        rows={items.map((item, index) => ({ ...item, line: index + 1 }))}
        rowKey={(item) => String(item.line)}
        minWidth={640}
        empty="The order has no lines: its amount was sent as a whole."
      />
    </DetailSection>
  );
}
