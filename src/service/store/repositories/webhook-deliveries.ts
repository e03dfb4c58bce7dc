import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../db.ts';
import { webhookEvents } from '../schema/activity.ts';
import { webhooks } from '../schema/catalog.ts';
import { webhookDeliveries } from '../schema/webhook-deliveries.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EventRow = typeof webhookEvents.$inferSelect;
/** A delivery with the event it carries: what the log lists. */
export type DeliveryWithEvent = DeliveryRow & { event: EventRow };

const withEvent = { ...getTableColumns(webhookDeliveries), event: webhookEvents };

/**
 * The time the delivery queue reads: `now`, except for projects whose QA clocks stand `apart` (each delivery is
 * queued, due and retried on its project's time). Deliveries of `held` projects wait: their clock is being moved,
 * and its settling attempts them itself, restricted to its project (`only`). Claim leases keep to `now`.
 */
export type QueueTime = {
  now: Date;
  apart?: ReadonlyMap<string, Date> | undefined;
  held?: ReadonlySet<string> | undefined;
  only?: string | undefined;
};

const projectTimeOf = (time: QueueTime, projectId: string) => time.apart?.get(projectId) ?? time.now;

/** Each delivery's project's time, in SQL. */
function deliveryProjectTime(time: QueueTime): SQL {
  const apart = [...(time.apart ?? [])];
  if (!apart.length) return sql`${time.now.toISOString()}::timestamptz`;
  const cases = apart.map(([projectId, at]) => sql`WHEN ${projectId} THEN ${at.toISOString()}::timestamptz`);
  return sql`CASE ${webhookDeliveries.projectId} ${sql.join(cases, sql` `)} ELSE ${time.now.toISOString()}::timestamptz END`;
}

/**
 * Hands up to `batch` undispatched events to the webhooks subscribed to them, in one transaction: one PENDING
 * delivery per active webhook of the event's project that lists its type and existed when it happened, queued at
 * its project's time, then marks the events dispatched. SKIP LOCKED lets several instances fan out side by side;
 * answers how many events it took.
 */
export async function dispatchWebhookEvents(db: Db, time: QueueTime, batch = 100) {
  return db.transaction(async (tx) => {
    // Not the payloads: deliveries read them when they are sent.
    const events = await tx
      .select({
        id: webhookEvents.id,
        projectId: webhookEvents.projectId,
        type: webhookEvents.type,
        createdAt: webhookEvents.createdAt,
      })
      .from(webhookEvents)
      .where(isNull(webhookEvents.dispatchedAt))
      .orderBy(asc(webhookEvents.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (events.length === 0) return 0;
    const projectIds = [...new Set(events.map((e) => e.projectId))];
    const subscribers = await tx
      .select({
        id: webhooks.id,
        projectId: webhooks.projectId,
        events: webhooks.events,
        createdAt: webhooks.createdAt,
      })
      .from(webhooks)
      .where(and(inArray(webhooks.projectId, projectIds), eq(webhooks.active, true)));
    const rows = events.flatMap((event) =>
      subscribers
        .filter(
          (w) =>
            w.projectId === event.projectId &&
            w.events.includes(event.type) &&
            w.createdAt.getTime() <= event.createdAt.getTime(),
        )
        .map((w) => ({
          id: newId('whd_'),
          projectId: event.projectId,
          webhookId: w.id,
          eventId: event.id,
          status: 'PENDING' as const,
          nextAttemptAt: projectTimeOf(time, event.projectId),
          createdAt: projectTimeOf(time, event.projectId),
        })),
    );
    if (rows.length) await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
    await tx
      .update(webhookEvents)
      .set({ dispatchedAt: time.now })
      .where(
        inArray(
          webhookEvents.id,
          events.map((e) => e.id),
        ),
      );
    return events.length;
  });
}

/**
 * Claims up to `batch` due deliveries: PENDING, due on their project's time, and not held by a live claim. Each
 * claim counts an attempt and holds the delivery until `now + lockMs`; if its worker dies, the delivery is due again
 * once that lapses.
 */
export async function claimDueDeliveries(db: Executor, time: QueueTime, lockMs: number, batch: number) {
  const { now, held, only } = time;
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      and(
        // A configuration delivers only while active: a disabled one's deliveries wait for it.
        eq(webhooks.active, true),
        eq(webhookDeliveries.status, 'PENDING'),
        lte(webhookDeliveries.nextAttemptAt, deliveryProjectTime(time)),
        only !== undefined
          ? eq(webhookDeliveries.projectId, only)
          : held?.size
            ? notInArray(webhookDeliveries.projectId, [...held])
            : undefined,
        or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(batch)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  if (claimed.length === 0) return [];
  return db
    .select({ ...withEvent, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      inArray(
        webhookDeliveries.id,
        claimed.map((c) => c.id),
      ),
    );
}
export type ClaimedDelivery = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

export type AttemptOutcome = Pick<DeliveryRow, 'lastResponseCode' | 'lastDurationMs' | 'lastError'> &
  ({ status: 'SUCCEEDED'; deliveredAt: Date } | { status: 'FAILED' } | { status: 'PENDING'; nextAttemptAt: Date });

/**
 * Records an attempt's outcome and releases the claim, unless another worker has claimed the delivery since (its
 * `attempts` moved on, after this claim lapsed); answers whether this attempt still held it.
 */
export async function finishAttempt(db: Executor, claim: { id: string; attempts: number }, outcome: AttemptOutcome) {
  const held = await db
    .update(webhookDeliveries)
    .set({ ...outcome, lockedUntil: null })
    .where(and(eq(webhookDeliveries.id, claim.id), eq(webhookDeliveries.attempts, claim.attempts)))
    .returning({ id: webhookDeliveries.id });
  return held.length > 0;
}

/** A webhook's delivery with its event, or undefined when it is not that webhook's. */
export async function findDelivery(db: Executor, webhookId: string, id: string) {
  const [row] = await db
    .select(withEvent)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, id)));
  return row;
}

/** A webhook's deliveries newest first, `limit` of them after `after` (keyset on the log index, never OFFSET). */
export async function pageDeliveries(
  db: Executor,
  webhookId: string,
  page: { limit: number; after?: DeliveryRow | undefined },
) {
  const { after } = page;
  return db
    .select(withEvent)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        after
          ? or(
              lt(webhookDeliveries.createdAt, after.createdAt),
              and(eq(webhookDeliveries.createdAt, after.createdAt), lt(webhookDeliveries.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit);
}

/**
 * Schedules a delivery again at `at` (its project's time now), whatever its status, unless an attempt holds it
 * right now, as the queue's `now` reads claims (that attempt is the resend).
 */
export async function rescheduleDelivery(
  db: Executor,
  webhookId: string,
  id: string,
  { at, now }: { at: Date; now: Date },
) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: at })
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.id, id),
        or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
      ),
    );
}
