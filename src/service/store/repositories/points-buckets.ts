import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { pointsExpiryDate } from '../../domain/points-expiry.ts';
import { newId } from '../../ids.ts';
import { queryRows, type Executor } from '../db.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { pointsBuckets } from '../schema/points-buckets.ts';

/*
 * Point buckets are written only here, and only by callers that have just updated (so locked) the card's row:
 * addPoints, subtractPoints and the time worker. The card's lock serializes every change to its buckets.
 */

type Credit = { projectId: string; voucherId: string; campaignId: string | null; at: Date };

/** The day points credited now expire: the credit's own date, else the program's rules, else never. */
export async function creditExpiry(db: Executor, campaignId: string | null, at: Date, own?: string) {
  if (own !== undefined || campaignId === null) return own ?? null;
  const [campaign] = await db
    .select({ voucher: campaigns.voucher })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const rules = campaign?.voucher?.loyalty_card?.expiration_rules;
  return rules ? pointsExpiryDate(rules, at) : null;
}

/** An ACTIVE bucket for points just added to the balance. */
export async function insertActiveBucket(db: Executor, points: number, c: Credit, expiresAt: string | null) {
  await db.insert(pointsBuckets).values({
    id: newId('lopb_'),
    projectId: c.projectId,
    voucherId: c.voucherId,
    campaignId: c.campaignId,
    points,
    remaining: points,
    status: 'ACTIVE',
    expiresAt,
    createdAt: c.at,
    updatedAt: c.at,
  });
}

/** Pending points: a PENDING bucket, outside the balance until `activatesAt`. */
export async function insertPendingBucket(
  db: Executor,
  points: number,
  c: Credit & { activatesAt: Date; expiresAt?: string; details: Record<string, unknown> },
) {
  const id = newId('lopp_');
  await db.insert(pointsBuckets).values({
    id,
    projectId: c.projectId,
    voucherId: c.voucherId,
    campaignId: c.campaignId,
    points,
    remaining: points,
    status: 'PENDING',
    expiresAt: c.expiresAt ?? null,
    activatesAt: c.activatesAt,
    details: c.details,
    createdAt: c.at,
    updatedAt: c.at,
  });
  return id;
}

/**
 * Takes `points` from a card's ACTIVE buckets, earliest expiry first and never-expiring last, in one statement: each
 * bucket gives what is left of the debit after the buckets before it. Points beyond the buckets come from the
 * card's unbucketed part. The caller holds the card's row lock, so no other debit interleaves.
 */
export async function consumeBuckets(db: Executor, voucherId: string, points: number, at: Date) {
  await db.execute(sql`
    UPDATE loyalty_points_buckets b
    SET remaining = b.remaining - least(b.remaining, ${points} - c.before), updated_at = ${at.toISOString()}
    FROM (
      SELECT id, coalesce(sum(remaining) OVER (
        ORDER BY expires_at ASC NULLS LAST, created_at, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM loyalty_points_buckets
      WHERE voucher_id = ${voucherId} AND status = 'ACTIVE' AND remaining > 0
    ) c
    WHERE b.id = c.id AND c.before < ${points}`);
}

/** A card's buckets in one status, earliest expiry first. */
export async function cardBuckets(
  db: Executor,
  voucherId: string,
  status: (typeof pointsBuckets.status.enumValues)[number],
) {
  return db
    .select()
    .from(pointsBuckets)
    .where(and(eq(pointsBuckets.voucherId, voucherId), eq(pointsBuckets.status, status)))
    .orderBy(sql`${pointsBuckets.expiresAt} ASC NULLS LAST`, asc(pointsBuckets.createdAt), asc(pointsBuckets.id));
}

export type PointsBucketRow = typeof pointsBuckets.$inferSelect;

/** The sum of a card's ACTIVE remaining points (the invariant's left side). */
export async function activeRemaining(db: Executor, voucherId: string) {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT coalesce(sum(remaining), 0) AS n FROM loyalty_points_buckets WHERE voucher_id = ${voucherId} AND status = 'ACTIVE'`,
  );
  return Number(row?.n ?? 0);
}

/** A page of a card's points that will expire (ACTIVE, some left, a day set), soonest first, and how many there are. */
export async function pageExpiringBuckets(db: Executor, voucherId: string, page: { limit: number; page: number }) {
  const where = and(
    eq(pointsBuckets.voucherId, voucherId),
    eq(pointsBuckets.status, 'ACTIVE'),
    sql`${pointsBuckets.remaining} > 0 AND ${pointsBuckets.expiresAt} IS NOT NULL`,
  );
  // OFFSET: the hosted API pages this list by number; a card holds few live buckets.
  const rows = await db
    .select()
    .from(pointsBuckets)
    .where(where)
    .orderBy(asc(pointsBuckets.expiresAt), asc(pointsBuckets.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointsBuckets)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A page of pending points (of a campaign or a card), by id either way, after a given id, and whether more follow. */
export async function pagePendingBuckets(
  db: Executor,
  scope: { projectId: string; campaignId?: string; voucherId?: string },
  page: { limit: number; order: 'id' | '-id'; starting_after_id?: string | undefined },
) {
  const descending = page.order === '-id';
  const rows = await db
    .select({ bucket: pointsBuckets, holderId: vouchers.holderId })
    .from(pointsBuckets)
    .innerJoin(vouchers, eq(vouchers.id, pointsBuckets.voucherId))
    .where(
      and(
        eq(pointsBuckets.projectId, scope.projectId),
        eq(pointsBuckets.status, 'PENDING'),
        scope.campaignId ? eq(pointsBuckets.campaignId, scope.campaignId) : undefined,
        scope.voucherId ? eq(pointsBuckets.voucherId, scope.voucherId) : undefined,
        page.starting_after_id
          ? descending
            ? lt(pointsBuckets.id, page.starting_after_id)
            : gt(pointsBuckets.id, page.starting_after_id)
          : undefined,
      ),
    )
    .orderBy(descending ? desc(pointsBuckets.id) : asc(pointsBuckets.id))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** One bucket of a card by id. */
export async function findCardBucket(db: Executor, voucherId: string, bucketId: string) {
  const [row] = await db
    .select()
    .from(pointsBuckets)
    .where(and(eq(pointsBuckets.id, bucketId), eq(pointsBuckets.voucherId, voucherId)));
  return row;
}
