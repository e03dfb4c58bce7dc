import type { OrderCalculated, OrderList, OrderListQuery } from '../../../contract/order.ts';
import type { Executor } from '../../store/db.ts';
import { findOrder, orderRedemptions, pageOrders } from '../../store/repositories/orders.ts';
import { notFound } from '../failures.ts';
import { presentStoredOrder } from './present.ts';

/** GET /v1/orders/{orderId}: by id, or by source id as the hosted API accepts. */
export async function readOrder(db: Executor, projectId: string, orderId: string): Promise<OrderCalculated> {
  const row = await findOrder(db, projectId, orderId);
  if (!row) throw notFound('order', orderId);
  return presentStoredOrder(row, await orderRedemptions(db, [row.id]));
}

/** GET /v1/orders: a numbered page, each order with its redemptions. */
export async function readOrderPage(db: Executor, projectId: string, query: OrderListQuery): Promise<OrderList> {
  const { rows, total } = await pageOrders(db, projectId, query);
  const redemptions = await orderRedemptions(
    db,
    rows.map((r) => r.id),
  );
  return {
    object: 'list',
    data_ref: 'orders',
    orders: rows.map((row) => presentStoredOrder(row, redemptions)),
    total,
  };
}
