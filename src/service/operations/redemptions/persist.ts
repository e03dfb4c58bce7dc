/*
 * Writes a redemption's outcome in the caller's transaction: the order, the parent and child redemption rows and the
 * webhook events, and the counters (conditional updates that throw `LostRace` when a concurrent request won).
 */
import type { OrderCalculated, OrderStatus } from '../../../contract/order.ts';
import { awardOrderPaid } from '../loyalties/earning.ts';
import type { ClientRedemptionResponse, Redemption } from '../../../contract/redemption.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import type { BudgetMetric } from '../../domain/budgets.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import type { PromotionTierRow } from '../../store/repositories/promotion-tiers.ts';
import type { Tx } from '../../store/db.ts';
import { lostCounterRace } from '../../store/errors.ts';
import {
  findTiersByIds,
  insertOrder,
  insertRedemptions,
  takeRedemptionCounters,
  type CounterTaking,
  type OrderInsert,
  type RedemptionInsert,
} from '../../store/repositories/redemptions.ts';
import { findVouchersByIds, type VoucherRow } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { replaceOrder, type OrderRow } from '../../store/repositories/orders.ts';
import { iso } from '../present-common.ts';
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
  /** The parent redemption's id. */
  redemptionId: string;
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
 * Takes every applied redeemable's use, gift balance and summary counters in one statement
 * (`take_redemption_counters`, migration 0037: vouchers, then other sessions' reservations counted again in a fresh
 * snapshot, then tiers, then the session's reservations released), or throws `LostRace`. These rows are what
 * concurrent redemptions of the same codes queue on: as the transaction's `last` statement the call is sent with the
 * COMMIT, so their locks are held for the function alone; nothing may be written after it.
 */
export async function takeCounters(tx: Tx, input: CounterInput, { last }: { last: boolean }) {
  const vouchers = input.applied.flatMap((a) =>
    a.candidate.found.object === 'voucher' ? [{ a, voucher: a.candidate.found.voucher }] : [],
  );
  const taking: CounterTaking = {
    project: input.projectId,
    redemption: input.redemptionId,
    vouchers: vouchers.map(({ a, voucher }) => ({
      id: voucher.id,
      gift: voucher.type === 'GIFT_VOUCHER' ? a.discount : 0,
    })),
    tiers: input.applied.flatMap(({ candidate: { found }, discount }) =>
      found.object === 'promotion_tier' ? [{ id: found.tier.id, discount }] : [],
    ),
    order_amount: input.orderAmount,
    budgets: budgetsTaken(input),
    session: input.sessionKey ?? null,
    at: input.at.toISOString(),
  };
  try {
    await takeRedemptionCounters(tx, taking, { last });
  } catch (error) {
    const lost = lostCounterRace(error);
    if (lost && 'campaignId' in lost) {
      // The campaign's first applied redeemable is refused for the budget; a retry refuses the next if need be.
      const loser = input.applied.find((a) => a.candidate.found.campaign?.id === lost.campaignId);
      const budget = loser?.candidate.budgets.find((b) => b.metric === lost.budget);
      if (!loser || !budget) throw error;
      throw new LostRace(loser.candidate.key, { code: budget.failure.failure_code, message: budget.failure.message });
    }
    const loser = lost && vouchers.find((v) => v.voucher.id === lost.voucherId);
    if (!loser) throw error;
    throw new LostRace(loser.a.candidate.key, lost.reason === 'gift' ? giftLost : quantityLost);
  }
}

/** Per campaign of the applied redeemables: its uses, discount and order value, and its tightest budgets. */
function budgetsTaken(input: CounterInput): CounterTaking['budgets'] {
  const byCampaign = new Map<string, Applied[]>();
  for (const a of input.applied) {
    const id = a.candidate.found.campaign?.id;
    if (id) byCampaign.set(id, [...(byCampaign.get(id) ?? []), a]);
  }
  return [...byCampaign].map(([campaign, applied]) => {
    const max = (metric: BudgetMetric) => {
      const limits = applied.flatMap((a) => a.candidate.budgets.filter((b) => b.metric === metric).map((b) => b.limit));
      return limits.length ? Math.min(...limits) : null;
    };
    return {
      campaign,
      uses: applied.length,
      discount: applied.reduce((sum, a) => sum + a.discount, 0),
      order_amount: input.orderAmount,
      max_redemptions: max('redemptions'),
      max_discount: max('discount'),
      max_orders: max('orders'),
    };
  });
}

/** The applied vouchers and tiers as they are now (after `takeCounters`), for `expand: redeemable`. */
export async function readTaken(tx: Tx, input: CounterInput): Promise<Taken> {
  const ids = (object: 'voucher' | 'promotion_tier') =>
    input.applied.flatMap(({ candidate: { found } }) =>
      found.object !== object ? [] : [found.object === 'voucher' ? found.voucher.id : found.tier.id],
    );
  const vouchers = await findVouchersByIds(tx, ids('voucher'));
  const tiers = await findTiersByIds(tx, input.projectId, ids('promotion_tier'));
  return {
    vouchers: new Map(vouchers.map((row) => [row.id, row])),
    tiers: new Map(tiers.map(({ tier }) => [tier.id, tier])),
  };
}

/** A redemption's order as calculated, and the stored order it updates (`orderToRedeem`), if any. */
export type RedeemedOrder = {
  row: OrderCalculated;
  status: OrderStatus;
  customer: CustomerRow | undefined;
  stored: OrderRow | undefined;
};

export interface RecordInput {
  projectId: string;
  parent: Redemption;
  children: { redemption: Redemption; candidate: Candidate }[];
  order: RedeemedOrder | undefined;
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

/**
 * Writes a redeemed order: the stored one updated (keeping its id and creation time), or a new one. Answers whether
 * the order is paid only now, so `order.paid` earning counts an order once however it came to be paid.
 */
export async function saveRedeemedOrder(tx: Tx, projectId: string, order: RedeemedOrder, at: Date) {
  const { stored } = order;
  const row = orderRow(projectId, order, at);
  if (!stored) await insertOrder(tx, row);
  else {
    const { id: _id, projectId: _projectId, createdAt: _createdAt, ...columns } = row;
    const data = { ...row.data, created_at: iso(stored.createdAt) };
    await replaceOrder(tx, stored.id, { ...columns, data, updatedAt: at });
  }
  return { newlyPaid: order.status === 'PAID' && stored?.status !== 'PAID' };
}

/** Persists the order (when the redemption succeeded), the parent and its children, and the webhook event. */
export async function recordRedemption(tx: Tx, input: RecordInput, response: ClientRedemptionResponse | undefined) {
  const { projectId, parent, at } = input;
  const saved = input.order && (await saveRedeemedOrder(tx, projectId, input.order, at));
  if (saved?.newlyPaid && input.order?.customer)
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
