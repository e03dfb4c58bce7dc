import type { z } from 'zod';
import type {
  pendingPointsListQuerySchema,
  PendingPoints,
  PointsBucket,
  pointsExpirationQuerySchema,
} from '../../../contract/points-buckets.ts';
import type { pointsExpirationExportRequestSchema } from '../../../contract/export-kinds.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import {
  findCardBucket,
  pageExpiringBuckets,
  pagePendingBuckets,
  type PointsBucketRow,
} from '../../store/repositories/points-buckets.ts';
import { activatePending, adjustPending, cancelPending } from '../../store/repositories/points-lifecycle.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { scheduleExport } from '../exports/schedule.ts';
import { readLoyaltyCard } from '../vouchers/read.ts';
import { awardTierChange } from './earning.ts';

type PointsExportParameters = z.output<typeof pointsExpirationExportRequestSchema>['parameters'];

const day = (at: Date) => at.toISOString().slice(0, 10);

function presentBucket(row: PointsBucketRow): PointsBucket {
  return {
    id: row.id,
    voucher_id: row.voucherId,
    campaign_id: row.campaignId ?? '',
    bucket: { total_points: row.remaining },
    status: row.status,
    expires_at: row.expiresAt ?? '',
    created_at: row.createdAt.toISOString(),
    ...(row.updatedAt && { updated_at: row.updatedAt.toISOString() }),
    object: 'loyalty_points_bucket',
  };
}

function presentPending(row: PointsBucketRow, holderId: string | null): PendingPoints {
  // The ledger details carry the order that earned the points (`details.order.id`), when an order did.
  const order = row.details['order'];
  const orderId = typeof order === 'object' && order !== null && 'id' in order ? order.id : undefined;
  return {
    id: row.id,
    voucher_id: row.voucherId,
    campaign_id: row.campaignId ?? '',
    ...(holderId && { customer_id: holderId }),
    ...(typeof orderId === 'string' && { order_id: orderId }),
    points: row.points,
    activates_at: day(row.activatesAt ?? row.createdAt),
    details: row.details,
    created_at: row.createdAt.toISOString(),
    ...(row.updatedAt && { updated_at: row.updatedAt.toISOString() }),
  };
}

/** GET /v1/loyalties/{campaignId}/members/{memberId}/points-expiration: what is left of each expiring bucket. */
export async function readPointsExpiration(
  db: Executor,
  projectId: string,
  campaignId: string,
  memberId: string,
  page: z.output<typeof pointsExpirationQuerySchema>,
) {
  const card = await readLoyaltyCard(db, projectId, memberId, campaignId);
  const { rows, total } = await pageExpiringBuckets(db, card.id, page);
  return { object: 'list' as const, data_ref: 'data' as const, data: rows.map(presentBucket), total };
}

/** Pending points of a program (`campaignId`) or of a member (`memberId`, on a program's path or not). */
export async function readPendingPoints(
  db: Executor,
  projectId: string,
  scope: { campaignId?: string; memberId?: string },
  page: z.output<typeof pendingPointsListQuerySchema>,
) {
  if (scope.campaignId && !scope.memberId && !(await findCampaign(db, projectId, scope.campaignId)))
    throw notFound('campaign', scope.campaignId);
  const card = scope.memberId ? await readLoyaltyCard(db, projectId, scope.memberId, scope.campaignId) : undefined;
  const { rows, hasMore } = await pagePendingBuckets(
    db,
    { projectId, ...(card ? { voucherId: card.id } : { campaignId: scope.campaignId }) },
    page,
  );
  const data = rows.map((r) => presentPending(r.bucket, r.holderId));
  return {
    object: 'list' as const,
    data_ref: 'data' as const,
    data,
    has_more: hasMore,
    ...(hasMore && { more_starting_after: data.at(-1)!.id }),
  };
}

type PendingAction = { projectId: string; memberId: string; pendingPointsId: string; acting: Acting };

/** The member's card and its pending points, still pending (400 once activated or canceled). */
async function pendingOfMember(tx: Executor, a: PendingAction) {
  const card = await readLoyaltyCard(tx, a.projectId, a.memberId, undefined);
  const bucket = await findCardBucket(tx, card.id, a.pendingPointsId);
  if (!bucket || !bucket.id.startsWith('lopp_')) throw notFound('pending_points', a.pendingPointsId);
  return { card, bucket };
}

const notPending = (id: string, status: string) =>
  new DomainFailure({
    kind: 'invalid',
    key: 'pending_points_not_pending',
    message: 'Pending points are no longer pending',
    details: `The pending points ${id} are ${status}`,
  });

/** POST .../pending-points/{id}/activate: into the balance now, whatever their date. */
export function activateMemberPendingPoints(db: Db, a: PendingAction) {
  return db.transaction(async (tx) => {
    const { card, bucket } = await pendingOfMember(tx, a);
    const step = { projectId: a.projectId, voucherId: card.id, bucketId: bucket.id, at: a.acting.at };
    const done = await activatePending(tx, { ...step, reason: 'Pending points activated by hand' });
    if (!done) throw notPending(bucket.id, bucket.status);
    await awardTierChange(tx, a.projectId, done.tierChange, a.acting.at);
    await recordWebhookEvent(
      tx,
      a.projectId,
      'voucher.loyalty_card.pending_points.activated',
      {
        voucher: { id: card.id, code: card.code },
        pending_points: { id: bucket.id },
        points: done.points,
        balance: done.balance,
      },
      a.acting.at,
    );
    await auditChange(tx, a.projectId, a.acting, {
      action: 'voucher.pending_points.activated',
      resourceType: 'voucher',
      resourceId: card.id,
      summary: `Activated ${done.points} pending points on ${card.code}`,
    });
    return {
      points: done.points,
      total: done.total,
      balance: done.balance,
      type: 'loyalty_card' as const,
      object: 'balance' as const,
      related_object: { type: 'voucher' as const, id: card.id },
      operation_type: 'MANUAL' as const,
    };
  });
}

/** POST .../pending-points/{id}/cancel: they never reach the balance. */
export function cancelMemberPendingPoints(db: Db, a: PendingAction) {
  return db.transaction(async (tx) => {
    const { card, bucket } = await pendingOfMember(tx, a);
    const step = { projectId: a.projectId, voucherId: card.id, bucketId: bucket.id, at: a.acting.at };
    const done = await cancelPending(tx, { ...step, reason: 'Pending points canceled' });
    if (!done) throw notPending(bucket.id, bucket.status);
    await recordWebhookEvent(
      tx,
      a.projectId,
      'voucher.loyalty_card.pending_points.canceled',
      { voucher: { id: card.id, code: card.code }, pending_points: { id: bucket.id }, points: done.points },
      a.acting.at,
    );
    await auditChange(tx, a.projectId, a.acting, {
      action: 'voucher.pending_points.canceled',
      resourceType: 'voucher',
      resourceId: card.id,
      summary: `Canceled ${done.points} pending points on ${card.code}`,
    });
  });
}

/** POST .../pending-points/{id}/balance: more or fewer pending points, never below zero. */
export function adjustMemberPendingPoints(db: Db, a: PendingAction, change: number) {
  return db.transaction(async (tx) => {
    const { card, bucket } = await pendingOfMember(tx, a);
    if (bucket.status !== 'PENDING') throw notPending(bucket.id, bucket.status);
    const step = { projectId: a.projectId, voucherId: card.id, bucketId: bucket.id, at: a.acting.at };
    const done = await adjustPending(tx, { ...step, reason: 'Pending points changed' }, change);
    if (!done)
      throw new DomainFailure({
        kind: 'invalid',
        key: 'insufficient_pending_points',
        message: 'Not enough pending points',
        details: `The pending points ${bucket.id} hold ${bucket.points}; taking ${-change} would go below zero`,
      });
    await recordWebhookEvent(
      tx,
      a.projectId,
      'voucher.loyalty_card.pending_points.updated',
      {
        voucher: { id: card.id, code: card.code },
        pending_points: { id: bucket.id },
        points: change,
        total: done.points,
      },
      a.acting.at,
    );
    await auditChange(tx, a.projectId, a.acting, {
      action: 'voucher.pending_points.updated',
      resourceType: 'voucher',
      resourceId: card.id,
      summary: `${change > 0 ? 'Added' : 'Removed'} ${Math.abs(change)} pending points on ${card.code}`,
    });
    return {
      points: change,
      total: done.points,
      object: 'balance' as const,
      related_object: { type: 'voucher' as const, id: card.id },
      operation_type: 'MANUAL' as const,
    };
  });
}

/** POST /v1/loyalties/{campaignId}/points-expiration/export: a points expiration export limited to the program. */
export async function schedulePointsExpirationExport(
  db: Db,
  input: { projectId: string; campaignId: string; channel: 'API' | 'WEBSITE'; parameters: PointsExportParameters },
  acting: Acting,
) {
  if (!(await findCampaign(db, input.projectId, input.campaignId))) throw notFound('campaign', input.campaignId);
  const parameters = { ...input.parameters, campaign_id: input.campaignId };
  return scheduleExport(
    db,
    {
      projectId: input.projectId,
      channel: input.channel,
      request: { exported_object: 'points_expiration', parameters },
    },
    acting,
  );
}
