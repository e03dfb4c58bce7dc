import { and, eq, sql } from 'drizzle-orm';
import type { Redemption } from '../../../contract/redemption.ts';
import type { Executor } from '../db.ts';
import { orders, redemptionRollbacks, redemptions } from '../schema/activity.ts';

export type RedemptionRow = typeof redemptions.$inferSelect;

/**
 * A redemption of the project, locked for the rest of the transaction, or undefined. `NOWAIT`: when another request
 * holds it (a concurrent rollback), the query fails at once with SQLSTATE 55P03 instead of queueing.
 */
export async function lockRedemptionNow(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.projectId, projectId), eq(redemptions.id, id)))
    .for('update', { noWait: true });
  return row;
}

export async function childRedemptions(db: Executor, parentId: string) {
  return db.select().from(redemptions).where(eq(redemptions.parentId, parentId)).orderBy(redemptions.createdAt);
}

/** Marks a redemption rolled back, in its status column and in the object it answers with. */
export async function markRolledBack(db: Executor, id: string, data: Redemption) {
  await db.update(redemptions).set({ status: 'ROLLED_BACK', data }).where(eq(redemptions.id, id));
}

export async function insertRollbacks(db: Executor, rows: (typeof redemptionRollbacks.$inferInsert)[]) {
  await db.insert(redemptionRollbacks).values(rows);
}

/** Cancels an order whose redemption was rolled back; returns it as it now is. */
export async function cancelOrder(db: Executor, id: string, at: Date) {
  const [row] = await db
    .update(orders)
    .set({ status: 'CANCELED', data: sql`jsonb_set(${orders.data}, '{status}', '"CANCELED"')`, updatedAt: at })
    .where(eq(orders.id, id))
    .returning();
  return row;
}
