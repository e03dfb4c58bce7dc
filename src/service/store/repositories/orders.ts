import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { OrderListQuery } from '../../../contract/order.ts';
import type { Executor } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { orders, redemptionRollbacks, redemptions } from '../schema/activity.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderWrite = typeof orders.$inferInsert;

/**
 * Makes concurrent writes naming one source id take turns until commit, so that of two concurrent creations of a new
 * source id the second finds the first's order and updates it (the unique index would otherwise refuse it).
 * Unrelated ids sharing a hash only wait for each other.
 */
export async function lockOrderSourceId(db: Executor, projectId: string, sourceId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${projectId}:${sourceId}`}))`);
}

/** The order named by id, or else by source id (one order per source id in a project). */
const orderNamed = (db: Executor, projectId: string, idOrSourceId: string) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.projectId, projectId), or(eq(orders.id, idOrSourceId), eq(orders.sourceId, idOrSourceId))))
    .orderBy(desc(sql`${orders.id} = ${idOrSourceId}`), desc(orders.createdAt), desc(orders.id))
    .limit(1);

export async function findOrder(db: Executor, projectId: string, idOrSourceId: string) {
  return (await orderNamed(db, projectId, idOrSourceId))[0];
}

/** The order `findOrder` finds, locked for the rest of the transaction. */
export async function lockOrder(db: Executor, projectId: string, idOrSourceId: string) {
  return (await orderNamed(db, projectId, idOrSourceId).for('update'))[0];
}

export async function insertOrderRow(db: Executor, row: OrderWrite) {
  const [created] = await db.insert(orders).values(row).returning();
  return created!;
}

export async function replaceOrder(db: Executor, id: string, row: Omit<OrderWrite, 'id' | 'projectId' | 'createdAt'>) {
  const [updated] = await db.update(orders).set(row).where(eq(orders.id, id)).returning();
  return updated!;
}

const listColumns = { created_at: orders.createdAt, updated_at: orders.updatedAt };

/**
 * A page of the project's orders. Pages are numbered as the hosted API numbers them (at most 100 of at most 100), so
 * OFFSET stays bounded. An order never updated sorts by its creation time under `updated_at`.
 */
export async function pageOrders(db: Executor, projectId: string, query: OrderListQuery) {
  const where = eq(orders.projectId, projectId);
  const direction = query.order.startsWith('-') ? desc : asc;
  const key = query.order.replace('-', '') as keyof typeof listColumns;
  const column = key === 'updated_at' ? sql`coalesce(${orders.updatedAt}, ${orders.createdAt})` : listColumns[key];
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(direction(column), direction(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The redemptions naming these orders, with their rollbacks, oldest first. */
export async function orderRedemptions(db: Executor, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      id: redemptions.id,
      orderId: redemptions.orderId,
      parentId: redemptions.parentId,
      campaignId: redemptions.campaignId,
      createdAt: redemptions.createdAt,
      rollbackId: redemptionRollbacks.id,
      rollbackAt: redemptionRollbacks.createdAt,
    })
    .from(redemptions)
    .leftJoin(redemptionRollbacks, eq(redemptionRollbacks.redemptionId, redemptions.id))
    .where(and(anyOf(redemptions.orderId, orderIds), eq(redemptions.result, 'SUCCESS')))
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
}

export type OrderRedemptionRow = Awaited<ReturnType<typeof orderRedemptions>>[number];

/** Whether any successful redemption names the order (its lines and amounts are then what was redeemed). */
export async function isOrderRedeemed(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(and(eq(redemptions.orderId, orderId), isNull(redemptions.parentId), eq(redemptions.result, 'SUCCESS')))
    .limit(1);
  return row !== undefined;
}
