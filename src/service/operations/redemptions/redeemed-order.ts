/*
 * The order a redemption is for. A request naming an order (`order.id`, or `order.source_id`, unique in a project)
 * redeems that order, as the hosted service does: the order is locked, its stored lines and amounts fill what the
 * request leaves out, and the redemption updates it and links to it. A request naming none, or a source id no order
 * has yet, makes one. A new source id is held by a transaction-scoped lock first, so concurrent redemptions naming
 * it make one order and the later ones redeem it.
 */
import type { OrderRequest } from '../../../contract/order.ts';
import type { Tx } from '../../store/db.ts';
import { findOrder, lockOrder, lockOrderSourceId, type OrderRow } from '../../store/repositories/orders.ts';
import { duplicate, notFound } from '../failures.ts';
import { lineOf } from '../orders/write.ts';

export type OrderToRedeem = { request: OrderRequest | undefined; stored: OrderRow | undefined };

/** The stored order the request names, locked, with the request completed from it; or the request as sent. */
export async function orderToRedeem(
  tx: Tx,
  projectId: string,
  request: OrderRequest | undefined,
): Promise<OrderToRedeem> {
  if (!request || (!request.id && !request.source_id)) return { request, stored: undefined };
  if (request.source_id) await lockOrderSourceId(tx, projectId, request.source_id);
  const stored = await lockOrder(tx, projectId, (request.id ?? request.source_id)!);
  if (request.id && stored?.id !== request.id) throw notFound('order', request.id);
  if (!stored) return { request, stored };
  if (request.source_id && request.source_id !== stored.sourceId) {
    const holder = await findOrder(tx, projectId, request.source_id);
    if (holder && holder.id !== stored.id)
      throw duplicate('order', request.source_id, `An order with source_id ${request.source_id} already exists`);
  }
  const data = stored.data;
  return {
    stored,
    request: {
      ...request,
      source_id: request.source_id ?? stored.sourceId,
      items: request.items ?? (data.items ?? []).map(lineOf),
      amount: request.amount ?? (request.items ? undefined : data.amount),
      metadata: request.metadata ?? data.metadata,
      referrer_id: request.referrer_id ?? data.referrer_id,
    },
  };
}
