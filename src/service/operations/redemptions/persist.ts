/*
 * Writes a redemption's outcome in the caller's transaction: the order, the parent and child redemption rows and the
 * webhook events, and the counters (conditional updates that throw `LostRace` when a concurrent request won).
 */
import type { OrderCalculated, OrderStatus } from '../../../contract/order.ts';
import { awardOrderPaid } from '../loyalties/earning.ts';
import type { ClientRedemptionResponse, Redemption } from '../../../contract/redemption.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import type { Tx } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import type { PromotionTierRow } from '../../store/repositories/promotion-tiers.ts';
import {
  addToTierCounters,
  insertOrder,
  insertRedemptions,
  spendVouchers,
  type OrderInsert,
  type RedemptionInsert,
} from '../../store/repositories/redemptions.ts';
import { releaseReservations, reservedByOthers } from '../../store/repositories/session-locks.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import type { Applied, Candidate } from './evaluate.ts';

/**
 * A redeemable whose last use or balance went to a concurrent request between reading and writing: thrown out of
 * the transaction, which rolls back; the redemption is then evaluated again with this redeemable inapplicable.
 */
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

const quantityLost: RedeemableFailure = {
  code: 'quantity_exceeded',
  message: 'Voucher has reached its redemption limit',
};
const giftLost: RedeemableFailure = {
  code: 'gift_amount_exceeded',
  message: 'Gift card balance was spent or reserved concurrently',
};

/**
 * Takes every applied redeemable's use, gift balance and summary counters, or throws `LostRace`: vouchers in one
 * statement, then tiers in one (each locks its rows in id order, vouchers always before tiers, so concurrent
 * redemptions cannot deadlock). These rows are what concurrent redemptions of the same codes queue on, so this runs
 * last in the transaction: the locks are held for these statements and the commit only. Once the vouchers are held,
 * other sessions' live reservations are counted again (a validation reserving concurrently waits for the row): what
 * they hold must still fit beside this use.
 */
export async function takeCounters(tx: Tx, input: CounterInput): Promise<Taken> {
  const vouchers = input.applied.flatMap((a) =>
    a.candidate.found.object === 'voucher' ? [{ a, voucher: a.candidate.found.voucher }] : [],
  );
  const tiers = input.applied.flatMap((a) =>
    a.candidate.found.object === 'promotion_tier' ? [{ a, tier: a.candidate.found.tier }] : [],
  );
  const giftOf = ({ a, voucher }: (typeof vouchers)[number]) => (voucher.type === 'GIFT_VOUCHER' ? a.discount : 0);
  const spent = new Map(
    (
      await spendVouchers(
        tx,
        vouchers.map((v) => ({ id: v.voucher.id, gift: giftOf(v) })),
        input.at,
      )
    ).map((row) => [row.id, row]),
  );
  const held = await reservedByOthers(tx, input.projectId, [...spent.keys()], input.sessionKey, input.at);
  for (const v of vouchers) {
    const row = spent.get(v.voucher.id);
    const gift = giftOf(v);
    if (!row) throw new LostRace(v.a.candidate.key, gift > 0 ? giftLost : quantityLost);
    const reserved = held.get(row.id);
    if (reserved && row.redemptionQuantity !== null && row.redeemedQuantity + reserved.uses > row.redemptionQuantity)
      throw new LostRace(v.a.candidate.key, quantityLost);
    if (reserved && gift > 0 && (row.giftBalance ?? 0) < reserved.credits)
      throw new LostRace(v.a.candidate.key, giftLost);
  }
  const counted = await addToTierCounters(
    tx,
    tiers.map(({ a, tier }) => ({ id: tier.id, discount: a.discount })),
    input.orderAmount,
    1,
  );
  if (input.sessionKey) await releaseReservations(tx, input.projectId, [...spent.keys()], input.sessionKey);
  return { vouchers: spent, tiers: new Map(counted.map((row) => [row.id, row])) };
}

export interface RecordInput {
  projectId: string;
  parent: Redemption;
  children: { redemption: Redemption; candidate: Candidate }[];
  order: { row: OrderCalculated; status: OrderStatus; customer: CustomerRow | undefined } | undefined;
  at: Date;
  /** The request's model snapshot: the `order.paid` earning rules come from it. */
  model: ModelSnapshot;
}

/** A redemption's row: its columns, and the object as answered. */
export const redemptionRow = (projectId: string, r: Redemption, at: Date, candidate?: Candidate): RedemptionInsert => {
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

/** A successful redemption's order row: its columns, and the calculated order as answered. */
export const orderRow = (projectId: string, order: NonNullable<RecordInput['order']>, at: Date): OrderInsert => ({
  id: order.row.id!,
  projectId,
  sourceId: order.row.source_id ?? null,
  status: order.status,
  customerId: order.customer?.id ?? null,
  amount: order.row.amount ?? 0,
  totalDiscountAmount: order.row.total_discount_amount ?? 0,
  totalAmount: order.row.total_amount ?? 0,
  data: order.row,
  createdAt: at,
});

/** Persists the order (when the redemption succeeded), the parent and its children, and the webhook event. */
export async function recordRedemption(tx: Tx, input: RecordInput, response: ClientRedemptionResponse | undefined) {
  const { projectId, parent, at } = input;
  if (input.order) await insertOrder(tx, orderRow(projectId, input.order, at));
  if (input.order?.status === 'PAID' && input.order.customer)
    await awardOrderPaid(tx, projectId, input.order.row, input.order.customer.id, at, input.model);
  await insertRedemptions(tx, [
    redemptionRow(projectId, parent, at),
    ...input.children.map((c) => redemptionRow(projectId, c.redemption, at, c.candidate)),
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
