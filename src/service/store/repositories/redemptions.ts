import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
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

/** `CASE id WHEN … THEN amount … ELSE 0 END`: a per-row amount in a statement that updates several rows. */
const amountById = (id: SQL, amounts: { id: string; amount: number }[]) =>
  sql`(CASE ${id} ${sql.join(
    amounts.map((a) => sql`WHEN ${a.id} THEN ${a.amount}::bigint`),
    sql` `,
  )} ELSE 0::bigint END)`;

/**
 * Takes one use of each voucher and its `gift` of the gift balance, only while both are available: the conditional
 * UPDATE is the check, so concurrent redemptions can never overspend. Rows are locked in id order first, so
 * statements over overlapping vouchers cannot deadlock, and with the lock an UPDATE takes itself (`NO KEY UPDATE`):
 * `FOR UPDATE` would also wait for the key-share locks that inserting redemptions referencing the voucher takes, and
 * two redemptions that both inserted first would wait for each other. Returns the vouchers it could spend, as they
 * are now.
 */
export async function spendVouchers(db: Executor, spends: { id: string; gift: number }[], at: Date) {
  if (!spends.length) return [];
  const ids = spends.map((s) => s.id);
  const gift = amountById(
    sql`${vouchers.id}`,
    spends.map((s) => ({ id: s.id, amount: s.gift })),
  );
  const locked = db.select({ id: vouchers.id }).from(vouchers).where(anyOf(vouchers.id, ids)).orderBy(vouchers.id);
  return db
    .update(vouchers)
    .set({
      redeemedQuantity: sql`${vouchers.redeemedQuantity} + 1`,
      giftBalance: sql`${vouchers.giftBalance} - ${gift}`,
      updatedAt: at,
    })
    .where(
      and(
        inArray(vouchers.id, locked.for('no key update')),
        or(isNull(vouchers.redemptionQuantity), sql`${vouchers.redeemedQuantity} < ${vouchers.redemptionQuantity}`),
        sql`(${gift} = 0 OR ${vouchers.giftBalance} >= ${gift})`,
      ),
    )
    .returning();
}

/** Adds one redemption, the order amount and each tier's discount to the tiers' summary counters (locked in id order). */
export async function countTierRedemptions(
  db: Executor,
  counts: { id: string; discount: number }[],
  orderAmount: number,
) {
  if (!counts.length) return [];
  const locked = db
    .select({ id: promotionTiers.id })
    .from(promotionTiers)
    .where(
      anyOf(
        promotionTiers.id,
        counts.map((c) => c.id),
      ),
    )
    .orderBy(promotionTiers.id);
  const discount = amountById(
    sql`${promotionTiers.id}`,
    counts.map((c) => ({ id: c.id, amount: c.discount })),
  );
  return db
    .update(promotionTiers)
    .set({
      totalRedeemed: sql`${promotionTiers.totalRedeemed} + 1`,
      ordersTotalAmount: sql`${promotionTiers.ordersTotalAmount} + ${orderAmount}`,
      ordersTotalDiscountAmount: sql`${promotionTiers.ordersTotalDiscountAmount} + ${discount}`,
    })
    .where(inArray(promotionTiers.id, locked.for('no key update')))
    .returning();
}

export async function insertOrder(db: Executor, row: OrderInsert) {
  await db.insert(orders).values(row);
}

export async function insertRedemptions(db: Executor, rows: RedemptionInsert[]) {
  if (rows.length) await db.insert(redemptions).values(rows);
}
