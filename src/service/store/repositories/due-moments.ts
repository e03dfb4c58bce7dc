import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../db.ts';
import { exports, sessionLocks } from '../schema/activity.ts';
import { campaigns, promotionTiers, vouchers, webhooks } from '../schema/catalog.ts';
import { memberTiers } from '../schema/loyalty-tiers.ts';
import { pointsBuckets } from '../schema/points-buckets.ts';
import { webhookDeliveries } from '../schema/webhook-deliveries.ts';

/**
 * The first moment in (`after`, `until`] at which work falls due in a project: points expiring (the day after their
 * expiry day, UTC, as the points clock reads it), pending points activating, a member's tier period ending, or a
 * webhook delivery's next attempt (an active webhook's). Null when none does.
 */
export async function nextDueMoment(db: Executor, projectId: string, after: Date, until: Date) {
  const [row] = await queryRows<{ at: string | null }>(
    db,
    sql`SELECT min(at)::text AS at FROM (
      SELECT (${pointsBuckets.expiresAt}::date + 1)::timestamptz AS at FROM ${pointsBuckets}
        WHERE ${pointsBuckets.projectId} = ${projectId} AND ${pointsBuckets.status} = 'ACTIVE' AND ${pointsBuckets.expiresAt} IS NOT NULL
      UNION ALL SELECT ${pointsBuckets.activatesAt} FROM ${pointsBuckets}
        WHERE ${pointsBuckets.projectId} = ${projectId} AND ${pointsBuckets.status} = 'PENDING'
      UNION ALL SELECT ${memberTiers.expiresAt} FROM ${memberTiers} WHERE ${memberTiers.projectId} = ${projectId}
      UNION ALL SELECT ${webhookDeliveries.nextAttemptAt} FROM ${webhookDeliveries}
        JOIN ${webhooks} ON ${webhooks.id} = ${webhookDeliveries.webhookId} AND ${webhooks.active}
        WHERE ${webhookDeliveries.projectId} = ${projectId} AND ${webhookDeliveries.status} = 'PENDING'
    ) due WHERE at > ${after.toISOString()}::timestamptz AND at <= ${until.toISOString()}::timestamptz`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** A change time alone makes: nothing is written, what reads the row sees it from that moment. */
export type Crossed = { at: Date; kind: string; id: string };

/** Rows of `table` whose validity `field` (an ISO moment in JSON) lies in (`after`, `until`], as `kind`. */
async function validityCrossed(
  db: Executor,
  table: PgTable & { id: PgColumn; projectId: PgColumn; validity: PgColumn },
  field: 'start_date' | 'expiration_date',
  kind: string,
  projectId: string,
  after: Date,
  until: Date,
  alive: SQL | undefined,
): Promise<Crossed[]> {
  const moment = sql<string>`(${table.validity}->>${field})::timestamptz`;
  const rows = await db
    .select({ id: table.id, at: sql<string>`${moment}::text` })
    .from(table)
    .where(
      and(eq(table.projectId, projectId), alive, gt(moment, after.toISOString()), lte(moment, until.toISOString())),
    )
    .limit(maxCrossed);
  return rows.map((r) => ({ at: new Date(r.at), kind, id: r.id as string }));
}

/** Crossings listed per kind at most: a clock moved across a big campaign's expiry names the first codes only. */
const maxCrossed = 1000;

/**
 * What time alone changes in a project between two moments: campaign, promotion tier and code validity windows
 * opening and closing, and session locks lapsing (their reservations stop counting).
 */
export async function crossedMoments(db: Executor, projectId: string, after: Date, until: Date) {
  const lists = await Promise.all([
    validityCrossed(
      db,
      campaigns,
      'start_date',
      'campaign.started',
      projectId,
      after,
      until,
      isNull(campaigns.deletedAt),
    ),
    validityCrossed(
      db,
      campaigns,
      'expiration_date',
      'campaign.expired',
      projectId,
      after,
      until,
      isNull(campaigns.deletedAt),
    ),
    validityCrossed(db, promotionTiers, 'start_date', 'promotion_tier.started', projectId, after, until, undefined),
    validityCrossed(
      db,
      promotionTiers,
      'expiration_date',
      'promotion_tier.expired',
      projectId,
      after,
      until,
      undefined,
    ),
    validityCrossed(db, vouchers, 'start_date', 'voucher.started', projectId, after, until, isNull(vouchers.deletedAt)),
    validityCrossed(
      db,
      vouchers,
      'expiration_date',
      'voucher.expired',
      projectId,
      after,
      until,
      isNull(vouchers.deletedAt),
    ),
    db
      .select({ at: sessionLocks.expiresAt, key: sessionLocks.sessionKey, redeemable: sessionLocks.redeemableId })
      .from(sessionLocks)
      .where(
        and(
          eq(sessionLocks.projectId, projectId),
          gt(sessionLocks.expiresAt, after),
          lte(sessionLocks.expiresAt, until),
        ),
      )
      .limit(maxCrossed)
      .then((rows) => rows.map((r) => ({ at: r.at, kind: 'session_lock.lapsed', id: `${r.key}/${r.redeemable}` }))),
  ]);
  return lists.flat();
}

/** A project's exports still waiting for the export worker. */
export const waitingExports = (db: Executor, projectId: string) =>
  db
    .select({ id: exports.id })
    .from(exports)
    .where(and(eq(exports.projectId, projectId), inArray(exports.status, ['SCHEDULED', 'IN_PROGRESS'])))
    .then((rows) => rows.map((r) => r.id));

/** The exports among `ids` and their status now. */
export const exportStatuses = (db: Executor, ids: string[]) =>
  ids.length
    ? db.select({ id: exports.id, status: exports.status }).from(exports).where(inArray(exports.id, ids))
    : Promise.resolve([]);
