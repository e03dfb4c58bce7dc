import type { OrderCalculated } from '../../../../contract/order.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { orderName } from '../order-name.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const columns = (currency: string | undefined): DataTableColumn<OrderCalculated>[] => [
  {
    header: 'Order',
    cell: (order) =>
      order.id ? (
        <AnchorLink to="/orders/$orderId" params={{ orderId: order.id }} fw={600} ff="monospace">
          {orderName(order)}
        </AnchorLink>
      ) : (
        orderName(order)
      ),
  },
  { header: 'Status', cell: (order) => (order.status ? <OrderStatusBadge status={order.status} /> : '—') },
  {
    header: 'Customer',
    cell: (order) =>
      order.customer_id ? (
        <AnchorLink to="/customers/$customerId" params={{ customerId: order.customer_id }} ff="monospace">
          {order.customer_id}
        </AnchorLink>
      ) : (
        '—'
      ),
  },
  { header: 'Discount', cell: (order) => formatMoney(order.total_discount_amount ?? 0, currency) },
  { header: 'To pay', cell: (order) => formatMoney(order.total_amount ?? order.amount ?? 0, currency) },
  { header: 'Created', cell: (order) => formatDateTime(order.created_at) },
];

/** Orders: their id (to the order's page), status, customer, discount, what is left to pay, and when. */
export function OrdersTable({ orders, currency }: { orders: OrderCalculated[]; currency: string | undefined }) {
  return (
    <DataTable
      caption="Orders, newest first"
      label="Orders"
      columns={columns(currency)}
      rows={orders}
      rowKey={(order) => order.id ?? order.source_id ?? ''}
      minWidth={760}
    />
  );
}
