import { and, eq, isNotNull, or, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { orders, redemptions } from '../schema/activity.ts';
import { campaigns, promotionTiers, vouchers } from '../schema/catalog.ts';

export type RedemptionInsert = typeof redemptions.$inferInsert;
export type OrderInsert = typeof orders.$inferInsert;

export async function findVouchersByCodes(db: Executor, projectId: string, codes: string[]) {
  return codes.length
    ? db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.projectId, projectId), anyOf(vouchers.code, codes)))
    : [];
}

export async function findTiersByIds(db: Executor, projectId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ tier: promotionTiers, campaign: campaigns })
    .from(promotionTiers)
    .innerJoin(campaigns, eq(campaigns.id, promotionTiers.campaignId))
    .where(and(eq(promotionTiers.projectId, projectId), anyOf(promotionTiers.id, ids)));
}

/** Successful redemptions per campaign: all of them, and the given customer's. */
export async function redemptionCounts(db: Executor, campaignIds: string[], customerId: string | undefined) {
  if (!campaignIds.length) return new Map<string, { perCustomer: number; campaignTotal: number }>();
  const rows = await db
    .select({
      campaignId: redemptions.campaignId,
      campaignTotal: sql<number>`count(*)`.mapWith(Number),
      perCustomer: sql<number>`count(*) filter (where ${redemptions.customerId} = ${customerId ?? null})`.mapWith(
        Number,
      ),
    })
    .from(redemptions)
    .where(
      and(
        anyOf(redemptions.campaignId, campaignIds),
        isNotNull(redemptions.parentId),
        eq(redemptions.result, 'SUCCESS'),
      ),
    )
    .groupBy(redemptions.campaignId);
  return new Map(rows.map((r) => [r.campaignId!, { perCustomer: r.perCustomer, campaignTotal: r.campaignTotal }]));
}

/**
 * Takes one use of a voucher and `giftAmount` of its gift balance, only while both are available: the conditional
 * UPDATE is the check, so concurrent redemptions can never overspend. Undefined when it was not available.
 */
export async function spendVoucher(db: Executor, id: string, giftAmount: number, at: Date) {
  const [row] = await db
    .update(vouchers)
    .set({
      redeemedQuantity: sql`${vouchers.redeemedQuantity} + 1`,
      ...(giftAmount > 0 && { giftBalance: sql`${vouchers.giftBalance} - ${giftAmount}` }),
      updatedAt: at,
    })
    .where(
      and(
        eq(vouchers.id, id),
        or(isNull(vouchers.redemptionQuantity), sql`${vouchers.redeemedQuantity} < ${vouchers.redemptionQuantity}`),
        giftAmount > 0 ? sql`${vouchers.giftBalance} >= ${giftAmount}` : undefined,
      ),
    )
    .returning();
  return row;
}

/** Adds one redemption and its order amounts to a tier's summary counters. */
export async function countTierRedemption(db: Executor, id: string, orderAmount: number, discountAmount: number) {
  const [row] = await db
    .update(promotionTiers)
    .set({
      totalRedeemed: sql`${promotionTiers.totalRedeemed} + 1`,
      ordersTotalAmount: sql`${promotionTiers.ordersTotalAmount} + ${orderAmount}`,
      ordersTotalDiscountAmount: sql`${promotionTiers.ordersTotalDiscountAmount} + ${discountAmount}`,
    })
    .where(eq(promotionTiers.id, id))
    .returning();
  return row!;
}

export async function insertOrder(db: Executor, row: OrderInsert) {
  await db.insert(orders).values(row);
}

export async function insertRedemptions(db: Executor, rows: RedemptionInsert[]) {
  if (rows.length) await db.insert(redemptions).values(rows);
}
