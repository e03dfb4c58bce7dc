/*
 * Creating and updating orders (POST /v1/orders, which upserts by `id` or `source_id`, and PUT /v1/orders/{id}).
 *
 * Concurrency: each write holds the order's row lock (`FOR UPDATE`) from its read to its commit, so two updates of one
 * order take turns; the second starts from what the first committed and the order ends in the state of one request,
 * never a mix of columns written by both. A source id a write may create or move to is held by a transaction-scoped
 * advisory lock first (a source id names one order of the project), so two concurrent creations of one new source id
 * make one order and update it, as the hosted upsert does.
 *
 * Amounts come from `calculateOrder`, the redemption engine's own calculation, with no discount of this request: an
 * order's `discount_amount` sent by the client counts as given before. An order a redemption names keeps the lines
 * and amounts it was redeemed for: a change to them is refused.
 */
import type { OrderCalculated, OrderCreate, OrderItemRequest, OrderUpdate } from '../../../contract/order.ts';
import { calculateOrder } from '../../domain/order-totals.ts';
import { newId } from '../../ids.ts';
import type { Db, Tx } from '../../store/db.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import {
  insertOrderRow,
  isOrderRedeemed,
  lockOrder,
  lockOrderSourceId,
  orderRedemptions,
  replaceOrder,
  type OrderRow,
} from '../../store/repositories/orders.ts';
import { auditChange, type Acting } from '../acting.ts';
import { customerNamed } from '../customers/named.ts';
import { duplicate, invalidField, notFound } from '../failures.ts';
import { awardOrderPaid } from '../loyalties/earning.ts';
import { iso } from '../present-common.ts';
import { presentOrder } from '../redemptions/present.ts';
import { presentStoredOrder } from './present.ts';

/** POST /v1/orders: updates the order the `id` or `source_id` names, or creates it. An unknown `id` is not found. */
export function createOrder(db: Db, projectId: string, request: OrderCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    if (request.source_id) await lockOrderSourceId(tx, projectId, request.source_id);
    const named = request.id ?? request.source_id;
    const existing = named ? await lockOrder(tx, projectId, named) : undefined;
    if (request.id && !existing) throw notFound('order', request.id);
    return write(tx, projectId, existing, request, acting);
  });
}

/** PUT /v1/orders/{orderId}, by id or source id. */
export function updateOrder(db: Db, projectId: string, orderId: string, request: OrderUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    const existing = await lockOrder(tx, projectId, orderId);
    if (!existing) throw notFound('order', orderId);
    return write(tx, projectId, existing, request, acting);
  });
}

async function referrerOf(
  tx: Tx,
  projectId: string,
  request: OrderUpdate,
  previous: OrderCalculated | undefined,
  at: Date,
) {
  if (request.referrer)
    return (await customerNamed(tx, projectId, request.referrer, at, { field: 'referrer', update: true })).id;
  if (request.referrer_id === undefined) return previous?.referrer_id ?? undefined;
  if (request.referrer_id === null) return undefined;
  if (!(await findCustomer(tx, projectId, request.referrer_id))) throw notFound('customer', request.referrer_id);
  return request.referrer_id;
}

/** A stored line as a request would send it, for recalculating an order whose amounts change but not its lines. */
export const lineOf = (item: NonNullable<OrderCalculated['items']>[number]): OrderItemRequest => ({
  sku_id: item.sku_id,
  product_id: item.product_id,
  related_object: item.related_object,
  source_id: item.source_id,
  quantity: item.quantity,
  price: item.price,
  amount: item.amount,
  product: item.product,
  sku: item.sku,
  metadata: item.metadata,
});

/** The order's lines and totals: kept when the request changes none of them, else calculated afresh. */
async function linesOf(tx: Tx, previous: OrderRow | undefined, request: OrderUpdate) {
  const changes = request.items !== undefined || request.amount !== undefined || request.discount_amount !== undefined;
  if (previous && !changes) return previous.data;
  if (previous && (await isOrderRedeemed(tx, previous.id)))
    throw invalidField(
      request.items !== undefined ? 'items' : request.amount !== undefined ? 'amount' : 'discount_amount',
      'The order was redeemed: its lines and amounts stay those it was redeemed for',
    );
  const items = request.items ?? (previous?.data.items ?? []).map(lineOf);
  const input = {
    amount: request.amount ?? (request.items ? undefined : previous?.data.amount),
    discount_amount: request.discount_amount ?? previous?.data.discount_amount,
    items,
  };
  return presentOrder({
    request: { items },
    calculation: calculateOrder(input, []),
    customer: undefined,
    at: new Date(0),
  });
}

/** The source id the order will have; moving it onto another order's source id is a conflict. */
async function sourceIdOf(tx: Tx, projectId: string, previous: OrderRow | undefined, request: OrderUpdate) {
  if (request.source_id === undefined || request.source_id === previous?.sourceId) return previous?.sourceId ?? null;
  if (request.source_id === null) return null;
  if (previous) {
    await lockOrderSourceId(tx, projectId, request.source_id);
    const holder = await lockOrder(tx, projectId, request.source_id);
    if (holder && holder.id !== previous.id)
      throw duplicate('order', request.source_id, `An order with source_id ${request.source_id} already exists`);
  }
  return request.source_id;
}

async function write(tx: Tx, projectId: string, previous: OrderRow | undefined, request: OrderUpdate, acting: Acting) {
  const { at } = acting;
  const id = previous?.id ?? newId('ord_');
  const sourceId = await sourceIdOf(tx, projectId, previous, request);
  const customerId = request.customer
    ? (await customerNamed(tx, projectId, request.customer, at, { field: 'customer', update: true })).id
    : (previous?.customerId ?? undefined);
  const referrerId = await referrerOf(tx, projectId, request, previous?.data, at);
  const lines = await linesOf(tx, previous, request);
  const status = request.status ?? previous?.status ?? 'CREATED';
  const { customer: _c, referrer: _r, customer_id: _ci, referrer_id: _ri, ...kept } = lines;
  const data: OrderCalculated = {
    ...kept,
    id,
    source_id: sourceId ?? undefined,
    status,
    metadata: request.metadata ?? previous?.data.metadata ?? {},
    object: 'order',
    created_at: iso(previous?.createdAt ?? at),
    customer_id: customerId,
    customer: customerId ? { id: customerId, object: 'customer' } : undefined,
    referrer_id: referrerId,
    referrer: referrerId ? { id: referrerId, object: 'customer' } : undefined,
  };
  const columns = {
    sourceId,
    status,
    customerId: customerId ?? null,
    amount: data.amount ?? 0,
    totalDiscountAmount: data.total_discount_amount ?? 0,
    totalAmount: data.total_amount ?? 0,
    data,
  };
  const row = previous
    ? await replaceOrder(tx, id, { ...columns, updatedAt: at })
    : await insertOrderRow(tx, { id, projectId, ...columns, createdAt: at });
  if (status === 'PAID' && previous?.status !== 'PAID' && customerId)
    await awardOrderPaid(tx, projectId, data, customerId, at);
  const name = sourceId ?? id;
  await auditChange(tx, projectId, acting, {
    action: previous ? 'order.updated' : 'order.created',
    resourceType: 'order',
    resourceId: id,
    summary: previous
      ? `Changed the order ${name}${previous.status === status ? '' : ` from ${previous.status} to ${status}`}`
      : `Created the order ${name} (${status}, ${data.total_amount ?? 0} to pay)`,
  });
  return presentStoredOrder(row, previous ? await orderRedemptions(tx, [id]) : []);
}
