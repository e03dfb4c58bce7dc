/*
 * Rolling back a successful stacked redemption: the parent and every successful child, in one transaction. Each
 * voucher gets its use and gift credits back and each tier its summary counters, the order is canceled, and the
 * redemptions show `ROLLED_BACK` with their rollback in `related_redemptions`.
 */
import type { RedemptionRollback, StackedRollback } from '../../../contract/redemption-rollback.ts';
import type { OrderCalculated } from '../../../contract/order.ts';
import type { Redemption, RedemptionChannel } from '../../../contract/redemption.ts';
import { newId } from '../../ids.ts';
import type { Db, Tx } from '../../store/db.ts';
import { isLockNotAvailable } from '../../store/errors.ts';
import { addToTierCounters, giveBackBudgets, restoreVouchers } from '../../store/repositories/redemptions.ts';
import {
  cancelOrder,
  childRedemptions,
  insertRollbacks,
  lockRedemptionNow,
  markRolledBack,
  type RedemptionRow,
} from '../../store/repositories/rollbacks.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { refundCardPoints } from './pay-with-points.ts';

export interface RollbackInput {
  projectId: string;
  redemptionId: string;
  reason: string | undefined;
  trackingId: string | undefined;
  metadata: Record<string, unknown> | undefined;
  channel: RedemptionChannel;
  acting: Acting;
}

const refused = (key: string, message: string, details: string, id: string) =>
  new DomainFailure({ kind: 'invalid', key, message, details, resource_id: id, resource_type: 'redemption' });

/** Locks the redemption to roll back; a concurrent rollback of it holds the lock, and this request loses at once. */
async function lockParent(tx: Tx, input: RollbackInput) {
  const { projectId, redemptionId } = input;
  const row = await lockRedemptionNow(tx, projectId, redemptionId).catch((error: unknown) => {
    if (!isLockNotAvailable(error)) throw error;
    throw new DomainFailure({
      kind: 'conflict',
      key: 'multiple_requests',
      message: 'Multiple requests on the same resource',
      details: `Another request is rolling back the redemption ${redemptionId}; read it again to see the outcome`,
      resource_id: redemptionId,
      resource_type: 'redemption',
    });
  });
  if (!row) throw notFound('redemption', redemptionId);
  if (row.parentId)
    throw refused(
      'invalid_redemption',
      'Roll back the whole stacked redemption',
      `The redemption ${row.id} is part of the stacked redemption ${row.parentId}: roll back ${row.parentId}`,
      row.id,
    );
  if (row.status === 'ROLLED_BACK')
    throw refused(
      'already_rolled_back',
      'Redemption already rolled back',
      `The redemption ${row.id} is rolled back`,
      row.id,
    );
  if (row.status !== 'SUCCEEDED')
    throw refused(
      'redemption_failed',
      'Only a successful redemption can be rolled back',
      `The redemption ${row.id} failed; it took nothing to give back`,
      row.id,
    );
  return row;
}

/** A redemption's rollback as answered; a child's names its parent's rollback. */
export function presentRollback(
  row: Pick<
    RedemptionRow,
    'id' | 'customerId' | 'trackingId' | 'amount' | 'relatedObjectType' | 'relatedObjectId' | 'data'
  >,
  rollback: {
    id: string;
    parentRollbackId: string | null;
    at: Date;
    reason: string | undefined;
    trackingId: string | undefined;
    metadata: Record<string, unknown> | undefined;
    order: OrderCalculated | undefined;
    channel: RedemptionChannel;
  },
): RedemptionRollback {
  return {
    id: rollback.id,
    object: 'redemption_rollback',
    date: rollback.at.toISOString(),
    customer_id: row.customerId,
    tracking_id: rollback.trackingId ?? row.trackingId,
    redemption: row.id,
    parent_rollback_id: rollback.parentRollbackId,
    metadata: rollback.metadata ?? null,
    order: rollback.order ?? null,
    channel: rollback.channel,
    ...(rollback.reason !== undefined && { reason: rollback.reason }),
    result: 'SUCCESS',
    status: 'SUCCEEDED',
    ...(row.amount !== null && { amount: row.amount }),
    related_object_type: row.relatedObjectType,
    related_object_id: row.relatedObjectId,
    ...(row.data.gift && { gift: row.data.gift }),
    customer: row.data.customer,
  };
}

/** A redemption as answered once rolled back: its status, and its rollback among its related redemptions. */
export const rolledBackRedemption = (data: Redemption, rollbackId: string, at: Date): Redemption => ({
  ...data,
  status: 'ROLLED_BACK',
  related_redemptions: {
    rollbacks: [{ id: rollbackId, date: at.toISOString(), rollback_order_mode: 'WITH_ORDER' }],
    redemptions: data.related_redemptions?.redemptions ?? [],
  },
});

/** Per campaign of the rolled-back children: the uses, discount and order value its budget counter gets back. */
function budgetGivebacks(children: RedemptionRow[], orderAmount: number) {
  const byCampaign = new Map<string, { campaignId: string; uses: number; discount: number; orderAmount: number }>();
  for (const child of children) {
    if (!child.campaignId) continue;
    const g = byCampaign.get(child.campaignId) ?? { campaignId: child.campaignId, uses: 0, discount: 0, orderAmount };
    byCampaign.set(child.campaignId, { ...g, uses: g.uses + 1, discount: g.discount + (child.amount ?? 0) });
  }
  return [...byCampaign.values()];
}

export async function rollBackRedemption(db: Db, input: RollbackInput): Promise<StackedRollback> {
  const { projectId, acting } = input;
  const at = acting.at;
  return db.transaction(async (tx) => {
    const parent = await lockParent(tx, input);
    const children = (await childRedemptions(tx, parent.id)).filter((child) => child.status === 'SUCCEEDED');
    const order = parent.orderId ? await cancelOrder(tx, parent.orderId, at) : undefined;
    await restoreVouchers(
      tx,
      children.flatMap((c) => (c.voucherId ? [{ id: c.voucherId, gift: c.data.gift?.amount ?? 0 }] : [])),
      at,
    );
    const parentRollbackId = newId('rr_');
    await refundCardPoints(
      tx,
      children.flatMap((c) =>
        c.voucherId && c.data.loyalty_card?.points
          ? [
              {
                voucherId: c.voucherId,
                campaignId: c.campaignId,
                points: c.data.loyalty_card.points,
                redemptionId: c.id,
              },
            ]
          : [],
      ),
      { projectId, rollbackId: parentRollbackId, at },
    );
    await addToTierCounters(
      tx,
      children.flatMap((c) => (c.promotionTierId ? [{ id: c.promotionTierId, discount: c.amount ?? 0 }] : [])),
      order?.amount ?? 0,
      -1,
    );
    await giveBackBudgets(tx, budgetGivebacks(children, order?.amount ?? 0), at);

    const rollbackOf = (row: RedemptionRow, id: string, parentRollback: string | null) =>
      presentRollback(row, {
        id,
        parentRollbackId: parentRollback,
        at,
        reason: input.reason,
        trackingId: input.trackingId,
        metadata: input.metadata,
        order: order?.data,
        channel: input.channel,
      });
    const parentRollback = rollbackOf(parent, parentRollbackId, null);
    const rollbacks = children.map((child) => rollbackOf(child, newId('rr_'), parentRollbackId));
    await insertRollbacks(tx, [
      {
        id: parentRollback.id,
        projectId,
        redemptionId: parent.id,
        parentId: null,
        data: parentRollback,
        createdAt: at,
      },
      ...rollbacks.map((r) => ({
        id: r.id,
        projectId,
        redemptionId: r.redemption,
        parentId: parentRollbackId,
        data: r,
        createdAt: at,
      })),
    ]);
    await markRolledBack(tx, parent.id, rolledBackRedemption(parent.data, parentRollback.id, at));
    for (const [i, child] of children.entries())
      await markRolledBack(tx, child.id, rolledBackRedemption(child.data, rollbacks[i]!.id, at));

    const answer: StackedRollback = { rollbacks, parent_rollback: parentRollback, order: order?.data };
    await recordWebhookEvent(tx, projectId, 'redemption.rollback.succeeded', answer, at);
    await auditChange(tx, projectId, acting, {
      action: 'redemption.rolled_back',
      resourceType: 'redemption',
      resourceId: parent.id,
      summary: `Rolled back the redemption ${parent.id} (${children.length} redeemables)${input.reason ? `: ${input.reason}` : ''}`,
    });
    return answer;
  });
}
