import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { orders, redemptions } from '../schema/activity.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';

/** A referral as the database aggregates it: its time is JSON text. */
type ReferralRow = { campaignId: string; referrerId: string; redemptionId: string; at: string };

/** Redemption, order, gift, loyalty and referral figures of one customer, each computed by the database in one pass. */
export async function customerSummary(db: Executor, customerId: string) {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${redemptions.result} = 'FAILURE')::int`,
      rolledBack: sql<number>`count(*) FILTER (WHERE ${redemptions.status} = 'ROLLED_BACK')::int`,
    })
    .from(redemptions)
    .where(and(eq(redemptions.customerId, customerId), sql`${redemptions.parentId} IS NULL`));
  // What the customer's successful redemptions took from gift cards and loyalty cards, and which of them redeemed
  // another customer's referral code (the customer's referrals, oldest first): one pass over both sets of rows.
  const spentFrom = (type: 'GIFT_VOUCHER' | 'LOYALTY_CARD') => sql<number>`coalesce(sum(${redemptions.amount})
    FILTER (WHERE ${redemptions.status} = 'SUCCEEDED' AND ${vouchers.type} = ${type}), 0)::bigint`;
  const referral = sql`${campaigns.campaignType} = 'REFERRAL_PROGRAM' AND ${redemptions.result} = 'SUCCESS'
    AND ${vouchers.holderId} IS NOT NULL AND ${vouchers.holderId} <> ${customerId}`;
  const [spent] = await db
    .select({
      gift: spentFrom('GIFT_VOUCHER'),
      points: spentFrom('LOYALTY_CARD'),
      referrals: sql<ReferralRow[]>`coalesce(json_agg(json_build_object('campaignId', ${campaigns.id},
        'referrerId', ${vouchers.holderId}, 'redemptionId', ${redemptions.id}, 'at', ${redemptions.createdAt})
        ORDER BY ${redemptions.createdAt}, ${redemptions.id}) FILTER (WHERE ${referral}), '[]')`,
    })
    .from(redemptions)
    .innerJoin(vouchers, eq(vouchers.id, redemptions.voucherId))
    .leftJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .where(
      and(
        eq(redemptions.customerId, customerId),
        or(eq(redemptions.status, 'SUCCEEDED'), eq(redemptions.result, 'SUCCESS')),
      ),
    );
  const [o] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.amount}), 0)::bigint`,
      discount: sql<number>`coalesce(sum(${orders.totalDiscountAmount}), 0)::bigint`,
      lastAmount: sql<number | null>`(array_agg(${orders.amount} ORDER BY ${orders.createdAt} DESC))[1]`,
      lastAt: sql<string | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    // As the official summary: only PAID and FULFILLED orders count, and a status change moves an order in or out.
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['PAID', 'FULFILLED'])));
  const cards = await db
    .select({
      campaignId: vouchers.campaignId,
      type: vouchers.type,
      points: sql<number>`coalesce(sum(${vouchers.loyaltyBalance}), 0)::bigint`,
      gift: sql<number>`coalesce(sum(${vouchers.giftBalance}), 0)::bigint`,
    })
    .from(vouchers)
    .where(and(eq(vouchers.holderId, customerId), sql`${vouchers.type} IN ('LOYALTY_CARD', 'GIFT_VOUCHER')`))
    .groupBy(vouchers.campaignId, vouchers.type);
  const count = o?.count ?? 0;
  const amount = Number(o?.amount ?? 0);
  const loyaltyPoints = cards.reduce((sum, card) => sum + Number(card.points), 0);
  return {
    redemptions: {
      total_redeemed: r?.total ?? 0,
      total_failed: r?.failed ?? 0,
      total_succeeded: (r?.total ?? 0) - (r?.failed ?? 0),
      total_rolled_back: r?.rolledBack ?? 0,
      // A refused rollback records nothing (src/docs/webhooks.md), so none is ever counted as failed.
      total_rollback_failed: 0,
      total_rollback_succeeded: r?.rolledBack ?? 0,
      gift: {
        redeemed_amount: Number(spent?.gift ?? 0),
        amount_to_go: cards.reduce((sum, card) => sum + Number(card.gift), 0),
      },
      loyalty_card: { redeemed_points: Number(spent?.points ?? 0), points_to_go: loyaltyPoints },
    },
    orders: {
      total_amount: amount,
      total_discount_amount: Number(o?.discount ?? 0),
      total_count: count,
      average_amount: count ? Math.round(amount / count) : 0,
      last_order_amount: Number(o?.lastAmount ?? 0),
      ...(o?.lastAt && { last_order_date: new Date(o.lastAt).toISOString() }),
    },
    loyaltyPoints,
    /** The customer's successful redemptions of other customers' referral codes, oldest first. */
    referrals: (spent?.referrals ?? []).map((r) => ({ ...r, at: new Date(r.at) })),
    /** Points per loyalty campaign, by campaign id. */
    loyaltyCampaigns: Object.fromEntries(
      cards.flatMap((card) =>
        card.type === 'LOYALTY_CARD' && card.campaignId ? [[card.campaignId, Number(card.points)] as const] : [],
      ),
    ),
  };
}
