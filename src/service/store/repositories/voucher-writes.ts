import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { loyaltyTransactions, redemptions, sessionLocks } from '../schema/activity.ts';
import { campaigns, validationRuleAssignments, vouchers } from '../schema/catalog.ts';

/** Locks a voucher of the project by code for the rest of the transaction; undefined when there is none. */
export async function lockVoucherByCode(db: Executor, projectId: string, code: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.projectId, projectId), eq(vouchers.code, code)))
    .for('update');
  return row;
}

export async function updateVoucherRow(db: Executor, id: string, values: Partial<typeof vouchers.$inferInsert>) {
  const [row] = await db.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
  return row!;
}

/**
 * How many redemptions and card transactions point at a voucher: history Promodesk keeps, so such a voucher is not
 * deleted. Read after the voucher's row lock, so a redemption committed meanwhile is seen.
 */
export async function voucherHistory(db: Executor, voucherId: string) {
  const [used] = await db.select({ n: count() }).from(redemptions).where(eq(redemptions.voucherId, voucherId));
  const [moved] = await db
    .select({ n: count() })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.voucherId, voucherId));
  return { redemptions: used?.n ?? 0, transactions: moved?.n ?? 0 };
}

/** Deletes a voucher with what only describes it (rule assignments, session reservations); its campaign counts one less. */
export async function deleteVoucherRow(db: Executor, voucher: { id: string; campaignId: string | null }, at: Date) {
  await db.delete(validationRuleAssignments).where(eq(validationRuleAssignments.relatedObjectId, voucher.id));
  await db.delete(sessionLocks).where(eq(sessionLocks.redeemableId, voucher.id));
  await db.delete(vouchers).where(eq(vouchers.id, voucher.id));
  if (voucher.campaignId)
    await db
      .update(campaigns)
      .set({ vouchersCount: sql`greatest(${campaigns.vouchersCount} - 1, 0)`, updatedAt: at })
      .where(eq(campaigns.id, voucher.campaignId));
}

/**
 * Adds `amount` (negative: removes) to a gift card's credits or a loyalty card's points in one conditional UPDATE:
 * the balance never goes below zero, whatever runs at the same time, and an addition grows the lifetime total too.
 * Answers the card as it now is, or undefined when the project has no such card or the balance is too small.
 */
export async function adjustCardBalance(
  db: Executor,
  card: { projectId: string; code: string; type: 'GIFT_VOUCHER' | 'LOYALTY_CARD' },
  amount: number,
  at: Date,
) {
  const added = Math.max(amount, 0);
  const [balance, total] =
    card.type === 'GIFT_VOUCHER'
      ? [vouchers.giftBalance, vouchers.giftAmount]
      : [vouchers.loyaltyBalance, vouchers.loyaltyPoints];
  const [row] = await db
    .update(vouchers)
    .set({
      [card.type === 'GIFT_VOUCHER' ? 'giftBalance' : 'loyaltyBalance']: sql`coalesce(${balance}, 0) + ${amount}`,
      [card.type === 'GIFT_VOUCHER' ? 'giftAmount' : 'loyaltyPoints']: sql`coalesce(${total}, 0) + ${added}`,
      updatedAt: at,
    })
    .where(
      and(
        eq(vouchers.projectId, card.projectId),
        eq(vouchers.code, card.code),
        eq(vouchers.type, card.type),
        sql`coalesce(${balance}, 0) + ${amount} >= 0`,
      ),
    )
    .returning();
  return row;
}
