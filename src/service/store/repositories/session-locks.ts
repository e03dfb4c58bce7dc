/*
 * Session reservations (`LOCK` sessions). A reservation holds one use of a voucher, and for a gift card the credits a
 * validation would spend, for one session key until it expires or that session redeems. Reservations and spends of
 * one voucher take turns on the voucher's row lock: whoever reserves or spends locks the row first and only then
 * counts the others' reservations, in a new statement that sees everything committed before the lock was granted.
 */
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { anyOf } from '../any-of.ts';
import type { Executor } from '../db.ts';
import { sessionLocks } from '../schema/activity.ts';
import { vouchers } from '../schema/catalog.ts';

export type Reserved = { uses: number; credits: number };

/** Reservations that hold something back from `sessionKey`: live, and another session's (any session's without a key). */
const heldFrom = (sessionKey: string | undefined, at: Date) =>
  and(gt(sessionLocks.expiresAt, at), sessionKey === undefined ? undefined : ne(sessionLocks.sessionKey, sessionKey));

/** Live reservations on `voucherIds` held by sessions other than `sessionKey` (all of them without a key). */
export async function reservedByOthers(
  db: Executor,
  projectId: string,
  voucherIds: string[],
  sessionKey: string | undefined,
  at: Date,
) {
  if (!voucherIds.length) return new Map<string, Reserved>();
  const rows = await db
    .select({
      voucherId: sessionLocks.redeemableId,
      uses: sql<number>`count(*)`.mapWith(Number),
      credits: sql<number>`coalesce(sum(${sessionLocks.reservedCredits}), 0)`.mapWith(Number),
    })
    .from(sessionLocks)
    .where(
      and(
        eq(sessionLocks.projectId, projectId),
        anyOf(sessionLocks.redeemableId, voucherIds),
        heldFrom(sessionKey, at),
      ),
    )
    .groupBy(sessionLocks.redeemableId);
  return new Map(rows.map((r) => [r.voucherId, { uses: r.uses, credits: r.credits }]));
}

/**
 * The project's vouchers with these codes, each with what other sessions' live reservations hold of it (as
 * `reservedByOthers` counts them), in one statement: a redemption's evaluation reads both.
 */
export async function findVouchersWithReservations(
  db: Executor,
  projectId: string,
  codes: string[],
  sessionKey: string | undefined,
  at: Date,
) {
  if (!codes.length) return { rows: [], reserved: new Map<string, Reserved>() };
  const held = db
    .select({
      uses: sql<number>`count(*)`.as('uses'),
      credits: sql<number>`coalesce(sum(${sessionLocks.reservedCredits}), 0)`.as('credits'),
    })
    .from(sessionLocks)
    .where(
      and(
        eq(sessionLocks.projectId, vouchers.projectId),
        eq(sessionLocks.redeemableId, vouchers.id),
        heldFrom(sessionKey, at),
      ),
    )
    .as('held');
  const found = await db
    .select({
      voucher: vouchers,
      uses: sql<number>`${held.uses}`.mapWith(Number),
      credits: sql<number>`${held.credits}`.mapWith(Number),
    })
    .from(vouchers)
    .leftJoinLateral(held, sql`true`)
    .where(and(eq(vouchers.projectId, projectId), anyOf(vouchers.code, codes)));
  return {
    rows: found.map((f) => f.voucher),
    reserved: new Map(found.filter((f) => f.uses > 0).map((f) => [f.voucher.id, { uses: f.uses, credits: f.credits }])),
  };
}

/**
 * Locks a voucher's row for the rest of the transaction and returns it as it is now; with the lock a spend takes
 * (`NO KEY UPDATE`, as `take_redemption_counters` takes it), so a redemption that has already inserted rows referencing it never waits
 * for a lock it is blocking.
 */
export async function lockVoucher(db: Executor, id: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('no key update');
  return row;
}

/** Takes (or renews) `sessionKey`'s reservation of a voucher; the caller holds the voucher's row lock. */
export async function reserve(
  db: Executor,
  reservation: { projectId: string; voucherId: string; sessionKey: string; credits: number; expiresAt: Date; at: Date },
) {
  const { projectId, voucherId, sessionKey, credits, expiresAt, at } = reservation;
  await db
    .delete(sessionLocks)
    .where(
      and(
        eq(sessionLocks.projectId, projectId),
        eq(sessionLocks.redeemableId, voucherId),
        lte(sessionLocks.expiresAt, at),
      ),
    );
  await db
    .insert(sessionLocks)
    .values({ projectId, sessionKey, redeemableId: voucherId, expiresAt, reservedCredits: credits })
    .onConflictDoUpdate({
      target: [sessionLocks.projectId, sessionLocks.redeemableId, sessionLocks.sessionKey],
      set: { expiresAt, reservedCredits: credits },
    });
}

/** Drops one session's reservation of a voucher (expired or not); answers whether there was one. */
export async function deleteSessionReservation(db: Executor, projectId: string, voucherId: string, sessionKey: string) {
  const gone = await db
    .delete(sessionLocks)
    .where(
      and(
        eq(sessionLocks.projectId, projectId),
        eq(sessionLocks.redeemableId, voucherId),
        eq(sessionLocks.sessionKey, sessionKey),
      ),
    )
    .returning({ key: sessionLocks.sessionKey });
  return gone.length > 0;
}
