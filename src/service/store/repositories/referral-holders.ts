import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { vouchers } from '../schema/catalog.ts';
import { referralHolders } from '../schema/referral-holders.ts';

export type ReferralHolderRow = typeof referralHolders.$inferSelect;
type Code = { projectId: string; id: string; campaignId: string; holderId: string | null; createdAt: Date };

/** Locks a code's row, so adding and removing its holders (and the holder count) happen one request at a time. */
export async function lockCode(db: Executor, id: string) {
  await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, id)).for('update');
}

/** Writes the code's owner (its `holder_id`) as its REFERRER holder the first time its holders are used. */
export async function ensureOwnerHolder(db: Executor, code: Code) {
  if (!code.holderId) return;
  await db
    .insert(referralHolders)
    .values({
      id: newId('rh_'),
      projectId: code.projectId,
      voucherId: code.id,
      campaignId: code.campaignId,
      customerId: code.holderId,
      role: 'REFERRER',
      createdAt: code.createdAt,
    })
    .onConflictDoNothing();
}

/** Adds referees; a customer already holding the code keeps its row and role. Answers these customers' rows. */
export async function addReferees(
  db: Executor,
  code: Code,
  customerIds: string[],
  metadata: Record<string, unknown>,
  at: Date,
) {
  await db
    .insert(referralHolders)
    .values(
      // Milliseconds apart, so the list keeps the request's order.
      customerIds.map((customerId, i) => ({
        id: newId('rh_'),
        projectId: code.projectId,
        voucherId: code.id,
        campaignId: code.campaignId,
        customerId,
        role: 'REFEREE' as const,
        metadata,
        createdAt: new Date(at.getTime() + i),
      })),
    )
    .onConflictDoNothing();
  const rows = await db.select().from(referralHolders).where(eq(referralHolders.voucherId, code.id));
  return customerIds.map((id) => rows.find((r) => r.customerId === id)!);
}

export async function countHolders(db: Executor, voucherId: string) {
  const [row] = await db.select({ n: count() }).from(referralHolders).where(eq(referralHolders.voucherId, voucherId));
  return row?.n ?? 0;
}

export async function findHolder(db: Executor, voucherId: string, id: string) {
  const [row] = await db
    .select()
    .from(referralHolders)
    .where(and(eq(referralHolders.voucherId, voucherId), eq(referralHolders.id, id)));
  return row;
}

/** Removes a holder; removing the REFERRER also clears the code's `holder_id`, which mirrors it. */
export async function deleteHolder(db: Executor, row: ReferralHolderRow, at: Date) {
  await db.delete(referralHolders).where(eq(referralHolders.id, row.id));
  if (row.role === 'REFERRER')
    await db.update(vouchers).set({ holderId: null, updatedAt: at }).where(eq(vouchers.id, row.voucherId));
}

/** A page of a code's holders by creation (keyset after `after`), one more than asked to tell whether more follow. */
export async function pageHolders(
  db: Executor,
  voucherId: string,
  page: { limit: number; descending: boolean; after?: ReferralHolderRow },
) {
  const { after, descending } = page;
  const beyond = (a: ReferralHolderRow) =>
    descending
      ? or(
          lt(referralHolders.createdAt, a.createdAt),
          and(eq(referralHolders.createdAt, a.createdAt), lt(referralHolders.id, a.id)),
        )
      : or(
          gt(referralHolders.createdAt, a.createdAt),
          and(eq(referralHolders.createdAt, a.createdAt), gt(referralHolders.id, a.id)),
        );
  const direction = descending ? desc : asc;
  const rows = await db
    .select()
    .from(referralHolders)
    .where(and(eq(referralHolders.voucherId, voucherId), after && beyond(after)))
    .orderBy(direction(referralHolders.createdAt), direction(referralHolders.id))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
