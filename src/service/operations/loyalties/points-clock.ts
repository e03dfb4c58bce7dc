import type { Db } from '../../store/db.ts';
import { activatePending, claimDueBuckets, expireBucket } from '../../store/repositories/points-lifecycle.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { claimEndedMemberTiers, reevaluateMemberTier } from '../../store/repositories/loyalty-tiers.ts';
import { awardTierChange } from './earning.ts';

const batch = 100;

/** One change the points clock made: a bucket expired or activated, or a card's tier period ended. */
export type PointsClockChange = {
  kind: 'points.expired' | 'pending_points.activated' | 'loyalty_tier.period_ended';
  id: string;
};

/**
 * Runs a project's loyalty time up to `now`: ACTIVE buckets whose day has passed expire (POINTS_EXPIRATION, the
 * balance falls) and PENDING points whose moment has come activate (PENDING_POINTS_ACTIVATION, the balance rises).
 * Batches of due buckets are claimed with their cards' rows locked and skipped when another worker holds them, so
 * several instances share the work and each bucket changes once. Then members whose tier ended with its period
 * (POINTS_IN_PERIOD) are placed by what they earned in the new period. Returns what changed: each bucket expired
 * or activated, and each card whose tier period ended.
 */
export async function runPointsClock(db: Db, projectId: string, now: Date) {
  const changed: PointsClockChange[] = [];
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await claimDueBuckets(tx, projectId, now, batch);
      for (const bucket of due) {
        const step = { projectId, voucherId: bucket.voucherId, bucketId: bucket.id, at: now };
        if (bucket.status === 'PENDING') {
          const done = await activatePending(tx, { ...step, reason: 'Pending points activated' });
          if (!done) continue;
          await awardTierChange(tx, projectId, done.tierChange, now);
          changed.push({ kind: 'pending_points.activated', id: bucket.id });
          await recordWebhookEvent(
            tx,
            projectId,
            'voucher.loyalty_card.pending_points.activated',
            {
              voucher: { id: bucket.voucherId, code: done.code },
              pending_points: { id: bucket.id },
              points: done.points,
              balance: done.balance,
            },
            now,
          );
        } else {
          const done = await expireBucket(tx, { ...step, reason: 'Points expired' });
          changed.push({ kind: 'points.expired', id: bucket.id });
          if (!done) continue;
          await awardTierChange(tx, projectId, done.tierChange, now);
          await recordWebhookEvent(
            tx,
            projectId,
            'voucher.loyalty_card.points_expired',
            { voucher: { id: bucket.voucherId, code: done.code }, points: done.points, balance: done.balance },
            now,
          );
        }
      }
      return due.length;
    });
    if (claimed < batch) return [...changed, ...(await endTierPeriods(db, projectId, now))];
  }
}

/** Re-evaluates, in batches, the members whose tier period ended by `now`; each leaves the ended period behind. */
async function endTierPeriods(db: Db, projectId: string, now: Date) {
  const changed: PointsClockChange[] = [];
  for (;;) {
    const ended = await db.transaction(async (tx) => {
      const due = await claimEndedMemberTiers(tx, projectId, now, batch);
      for (const card of due) await reevaluateMemberTier(tx, { projectId, ...card }, now);
      return due;
    });
    changed.push(
      ...ended.map((card): PointsClockChange => ({ kind: 'loyalty_tier.period_ended', id: card.voucherId })),
    );
    if (ended.length < batch) return changed;
  }
}
