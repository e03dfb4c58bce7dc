import { Table } from '@mantine/core';
import type { OrderCalculated } from '../../../../contract/order.ts';
import { formatMoney } from '../../../lib/format.ts';

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
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Caption>Order totals calculated by the service</Table.Caption>
      <Table.Tbody>
        {rows.map(({ field, label }) => (
          <Table.Tr key={field}>
            <Table.Th w="60%">{label}</Table.Th>
            <Table.Td>{formatMoney(order[field], currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
