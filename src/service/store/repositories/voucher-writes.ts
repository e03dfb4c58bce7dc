import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { vouchers } from '../schema/catalog.ts';

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
