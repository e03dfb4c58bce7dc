import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { vouchers } from '../schema/catalog.ts';
import { pointsBuckets } from '../schema/points-buckets.ts';
import { insertTransaction } from './loyalty.ts';
import { reevaluateMemberTier } from './loyalty-tiers.ts';
import { creditExpiry } from './points-buckets.ts';

/*
 * What happens to buckets later: pending points activated, canceled or changed, and points expiring. Each step first
 * updates the card's row, taking the lock every credit and debit of the card takes, then changes the bucket
 * conditionally (`status` in its WHERE), so a bucket is activated or expired once however many workers try.
 */

type Step = { projectId: string; voucherId: string; bucketId: string; at: Date; reason: string };

const lockCard = (db: Executor, voucherId: string, at: Date) =>
  db.update(vouchers).set({ updatedAt: at }).where(eq(vouchers.id, voucherId));

/** Pending points into the balance (PENDING_POINTS_ACTIVATION); their bucket expires by its date or the program's. */
export async function activatePending(db: Executor, s: Step) {
  await lockCard(db, s.voucherId, s.at);
  const [bucket] = await db
    .update(pointsBuckets)
    .set({ status: 'ACTIVE', updatedAt: s.at })
    .where(and(eq(pointsBuckets.id, s.bucketId), eq(pointsBuckets.status, 'PENDING')))
    .returning();
  if (!bucket) return undefined;
  const expiresAt = await creditExpiry(db, bucket.campaignId, s.at, bucket.expiresAt ?? undefined);
  await db.update(pointsBuckets).set({ expiresAt }).where(eq(pointsBuckets.id, bucket.id));
  const [card] = await db
    .update(vouchers)
    .set({
      loyaltyPoints: sql`coalesce(${vouchers.loyaltyPoints}, 0) + ${bucket.points}`,
      loyaltyBalance: sql`coalesce(${vouchers.loyaltyBalance}, 0) + ${bucket.points}`,
    })
    .where(eq(vouchers.id, s.voucherId))
    .returning({ balance: vouchers.loyaltyBalance, total: vouchers.loyaltyPoints, code: vouchers.code });
  const balance = card?.balance ?? 0;
  await insertTransaction(
    db,
    bucket.points,
    { balance, total: card?.total ?? null },
    {
      projectId: s.projectId,
      voucherId: s.voucherId,
      campaignId: bucket.campaignId,
      type: 'PENDING_POINTS_ACTIVATION',
      sourceId: null,
      reason: s.reason,
      details: { ...bucket.details, pending_points: { id: bucket.id } },
      at: s.at,
    },
  );
  const tierChange = await reevaluateMemberTier(db, { ...s, campaignId: bucket.campaignId, balance }, s.at);
  return { points: bucket.points, balance, total: card?.total ?? 0, code: card?.code ?? '', tierChange };
}

/** Pending points that will never reach the balance. */
export async function cancelPending(db: Executor, s: Step) {
  await lockCard(db, s.voucherId, s.at);
  const [bucket] = await db
    .update(pointsBuckets)
    .set({ status: 'CANCELED', updatedAt: s.at })
    .where(and(eq(pointsBuckets.id, s.bucketId), eq(pointsBuckets.status, 'PENDING')))
    .returning({ points: pointsBuckets.points });
  return bucket;
}

/** Adds to or takes from pending points, never below zero (the condition is in the UPDATE). */
export async function adjustPending(db: Executor, s: Step, change: number) {
  const [bucket] = await db
    .update(pointsBuckets)
    .set({
      points: sql`${pointsBuckets.points} + ${change}`,
      remaining: sql`${pointsBuckets.remaining} + ${change}`,
      updatedAt: s.at,
    })
    .where(
      and(
        eq(pointsBuckets.id, s.bucketId),
        eq(pointsBuckets.status, 'PENDING'),
        sql`${pointsBuckets.points} + ${change} >= 0`,
      ),
    )
    .returning({ points: pointsBuckets.points });
  return bucket;
}

/**
 * What is left of a bucket leaves the balance (POINTS_EXPIRATION). Never more than the balance: a card whose
 * points were taken outside the buckets (an older balance path) loses at most what it holds.
 */
export async function expireBucket(db: Executor, s: Step) {
  await lockCard(db, s.voucherId, s.at);
  const [bucket] = await db
    .update(pointsBuckets)
    .set({ status: 'EXPIRED', updatedAt: s.at })
    .where(and(eq(pointsBuckets.id, s.bucketId), eq(pointsBuckets.status, 'ACTIVE')))
    .returning({
      remaining: pointsBuckets.remaining,
      campaignId: pointsBuckets.campaignId,
      expiresAt: pointsBuckets.expiresAt,
    });
  if (!bucket || bucket.remaining <= 0) return undefined;
  const [before] = await db
    .select({ balance: vouchers.loyaltyBalance, code: vouchers.code })
    .from(vouchers)
    .where(eq(vouchers.id, s.voucherId));
  const points = Math.min(bucket.remaining, before?.balance ?? 0);
  if (points <= 0) return undefined;
  const [card] = await db
    .update(vouchers)
    .set({ loyaltyBalance: sql`${vouchers.loyaltyBalance} - ${points}` })
    .where(eq(vouchers.id, s.voucherId))
    .returning({ balance: vouchers.loyaltyBalance, total: vouchers.loyaltyPoints });
  const balance = card?.balance ?? 0;
  await insertTransaction(
    db,
    -points,
    { balance, total: card?.total ?? null },
    {
      projectId: s.projectId,
      voucherId: s.voucherId,
      campaignId: bucket.campaignId,
      type: 'POINTS_EXPIRATION',
      sourceId: null,
      reason: s.reason,
      details: { points_bucket: { id: s.bucketId, expires_at: bucket.expiresAt } },
      at: s.at,
    },
  );
  const tierChange = await reevaluateMemberTier(db, { ...s, campaignId: bucket.campaignId, balance }, s.at);
  return { points, balance, code: before?.code ?? '', tierChange };
}

/**
 * Due buckets (ACTIVE past their day, PENDING past their moment) of cards no other transaction holds, their card
 * rows locked (`FOR UPDATE OF vouchers SKIP LOCKED`) so two workers never take the same card; `today` is the
 * project's day, `now` its moment.
 */
export async function claimDueBuckets(db: Executor, projectId: string, now: Date, limit: number) {
  const today = now.toISOString().slice(0, 10);
  return db
    .select({
      id: pointsBuckets.id,
      voucherId: pointsBuckets.voucherId,
      status: pointsBuckets.status,
    })
    .from(pointsBuckets)
    .innerJoin(vouchers, eq(vouchers.id, pointsBuckets.voucherId))
    .where(
      and(
        eq(pointsBuckets.projectId, projectId),
        sql`((${pointsBuckets.status} = 'ACTIVE' AND ${pointsBuckets.expiresAt} < ${today}) OR (${pointsBuckets.status} = 'PENDING' AND ${pointsBuckets.activatesAt} <= ${now.toISOString()}))`,
      ),
    )
    .orderBy(pointsBuckets.id)
    .limit(limit)
    .for('update', { of: vouchers, skipLocked: true });
}

/** Projects with buckets that time can change (pending points, or points with an expiry day). */
export async function projectsWithTimedBuckets(db: Executor) {
  const rows = await db
    .selectDistinct({ projectId: pointsBuckets.projectId })
    .from(pointsBuckets)
    .where(
      sql`${pointsBuckets.status} = 'PENDING' OR (${pointsBuckets.status} = 'ACTIVE' AND ${pointsBuckets.expiresAt} IS NOT NULL)`,
    );
  return rows.map((r) => r.projectId);
}
