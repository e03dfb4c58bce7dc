import { DataTable } from './data-table.tsx';
import type { OrderCalculated } from '../../contract/order.ts';
import { formatMoney } from '../lib/format.ts';

type AmountField = {
  [K in keyof OrderCalculated]-?: NonNullable<OrderCalculated[K]> extends number ? K : never;
}[keyof OrderCalculated];

/** Every amount of the order the service calculated, before to after, in the order a receipt reads. */
const rows: { field: AmountField; label: string }[] = [
  { field: 'amount', label: 'Before discounts' },
  { field: 'initial_amount', label: 'Initial amount' },
  { field: 'discount_amount', label: 'Order discount' },
  { field: 'items_discount_amount', label: 'Item discounts' },
  { field: 'total_discount_amount', label: 'Total discount' },
  { field: 'applied_discount_amount', label: 'Order discount applied now' },
  { field: 'items_applied_discount_amount', label: 'Item discounts applied now' },
  { field: 'total_applied_discount_amount', label: 'Total discount applied now' },
  { field: 'total_amount', label: 'After discounts' },
];

export function OrderTotalsList({ order, currency }: { order: OrderCalculated; currency?: string | undefined }) {
  return (
    <DataTable
      caption="Order totals calculated by the service"
      columns={[
        { header: 'Amount', cell: ({ label }) => label, rowHeader: true, width: '60%' },
        { header: 'Value', cell: ({ field }) => formatMoney(order[field], currency) },
      ]}
      rows={rows}
      rowKey={({ field }) => field}
      striped={false}
    />
  );
}
