/*
 * Writes a redemption's outcome in the caller's transaction: counters first (conditional updates in a savepoint),
 * then the order, the parent and child redemption rows and the webhook events.
 */
import type { OrderCalculated, OrderStatus } from '../../../contract/order.ts';
import type { ClientRedemptionResponse, Redemption } from '../../../contract/redemption.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import type { Tx } from '../../store/db.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import type { PromotionTierRow } from '../../store/repositories/promotion-tiers.ts';
import {
  countTierRedemption,
  insertOrder,
  insertRedemptions,
  spendVoucher,
  type RedemptionInsert,
} from '../../store/repositories/redemptions.ts';
import { releaseReservations, reservedByOthers } from '../../store/repositories/session-locks.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import type { Applied, Candidate } from './evaluate.ts';

/** A redeemable whose last use or balance went to a concurrent request between reading and writing. */
export class LostRace extends Error {
  constructor(
    readonly key: string,
    readonly failure: RedeemableFailure,
  ) {
    super(failure.message);
  }
}

export interface Taken {
  vouchers: Map<string, VoucherRow>;
  tiers: Map<string, PromotionTierRow>;
}

export interface CounterInput {
  projectId: string;
  applied: Applied[];
  /** The redeeming session: its own reservations are used up; only other sessions' hold uses back. */
  sessionKey: string | undefined;
  orderAmount: number;
  at: Date;
}

/**
 * Takes every applied redeemable's use, gift balance and summary counters, all or none: the updates run in a
 * savepoint that a lost race rolls back. Rows are updated in id order so concurrent requests lock them in the same
 * order and cannot deadlock. Once a voucher's row is held, other sessions' live reservations are counted again
 * (a validation reserving concurrently waits for the row): what they hold must still fit beside this use.
 */
export async function takeCounters(tx: Tx, input: CounterInput): Promise<Taken | LostRace> {
  const idOf = (a: Applied) =>
    a.candidate.found.object === 'voucher' ? a.candidate.found.voucher.id : a.candidate.found.tier.id;
  const ordered = [...input.applied].sort((a, b) => (idOf(a) < idOf(b) ? -1 : 1));
  try {
    return await tx.transaction(async (sp) => {
      const taken: Taken = { vouchers: new Map(), tiers: new Map() };
      for (const a of ordered) {
        const found = a.candidate.found;
        if (found.object === 'promotion_tier') {
          taken.tiers.set(found.tier.id, await countTierRedemption(sp, found.tier.id, input.orderAmount, a.discount));
          continue;
        }
        const gift = found.voucher.type === 'GIFT_VOUCHER' ? a.discount : 0;
        const quantityLost: RedeemableFailure = {
          code: 'quantity_exceeded',
          message: 'Voucher has reached its redemption limit',
        };
        const giftLost: RedeemableFailure = {
          code: 'gift_amount_exceeded',
          message: 'Gift card balance was spent or reserved concurrently',
        };
        const row = await spendVoucher(sp, found.voucher.id, gift, input.at);
        if (!row) throw new LostRace(a.candidate.key, gift > 0 ? giftLost : quantityLost);
        const held = (await reservedByOthers(sp, input.projectId, [row.id], input.sessionKey, input.at)).get(row.id);
        if (held && row.redemptionQuantity !== null && row.redeemedQuantity + held.uses > row.redemptionQuantity)
          throw new LostRace(a.candidate.key, quantityLost);
        if (held && gift > 0 && (row.giftBalance ?? 0) < held.credits) throw new LostRace(a.candidate.key, giftLost);
        taken.vouchers.set(row.id, row);
      }
      if (input.sessionKey)
        await releaseReservations(sp, input.projectId, [...taken.vouchers.keys()], input.sessionKey);
      return taken;
    });
  } catch (error) {
    if (error instanceof LostRace) return error;
    throw error;
  }
}

export interface RecordInput {
  projectId: string;
  parent: Redemption;
  children: { redemption: Redemption; candidate: Candidate }[];
  order: { row: OrderCalculated; status: OrderStatus; customer: CustomerRow | undefined } | undefined;
  at: Date;
}

const rowOf = (projectId: string, r: Redemption, at: Date, candidate?: Candidate): RedemptionInsert => {
  const found = candidate?.found;
  return {
    id: r.id,
    projectId,
    parentId: r.redemption,
    customerId: r.customer_id,
    trackingId: r.tracking_id,
    result: r.result,
    status: r.status,
    failureCode: r.failure_code ?? null,
    failureMessage: r.failure_message ?? null,
    relatedObjectType: r.related_object_type,
    relatedObjectId: r.related_object_id,
    voucherId: found?.object === 'voucher' ? found.voucher.id : null,
    promotionTierId: found?.object === 'promotion_tier' ? found.tier.id : null,
    campaignId: found?.campaign?.id ?? null,
    orderId: r.order?.id ?? null,
    amount: r.amount ?? null,
    sessionKey: r.session?.key ?? null,
    data: r,
    createdAt: at,
  };
};

/** Persists the order (when the redemption succeeded), the parent and its children, and the webhook event. */
export async function recordRedemption(tx: Tx, input: RecordInput, response: ClientRedemptionResponse | undefined) {
  const { projectId, parent, at } = input;
  if (input.order) {
    const o = input.order.row;
    await insertOrder(tx, {
      id: o.id!,
      projectId,
      sourceId: o.source_id ?? null,
      status: input.order.status,
      customerId: input.order.customer?.id ?? null,
      amount: o.amount ?? 0,
      totalDiscountAmount: o.total_discount_amount ?? 0,
      totalAmount: o.total_amount ?? 0,
      data: o,
      createdAt: at,
    });
  }
  await insertRedemptions(tx, [
    rowOf(projectId, parent, at),
    ...input.children.map((c) => rowOf(projectId, c.redemption, at, c.candidate)),
  ]);
  const kind = parent.result === 'SUCCESS' ? 'redemption.succeeded' : 'redemption.failed';
  await recordWebhookEvent(
    tx,
    projectId,
    kind,
    { ...(response ?? { parent_redemption: parent, redemptions: input.children.map((c) => c.redemption) }) },
    at,
  );
}
