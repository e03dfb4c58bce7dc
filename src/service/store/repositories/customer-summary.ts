import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { orders, redemptions } from '../schema/activity.ts';
import { vouchers } from '../schema/catalog.ts';

/** Redemption, order and loyalty figures of one customer, each computed by the database in one pass. */
export async function customerSummary(db: Executor, customerId: string) {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${redemptions.result} = 'FAILURE')::int`,
    })
    .from(redemptions)
    .where(and(eq(redemptions.customerId, customerId), sql`${redemptions.parentId} IS NULL`));
  const [o] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.amount}), 0)::bigint`,
      discount: sql<number>`coalesce(sum(${orders.totalDiscountAmount}), 0)::bigint`,
    })
    .from(orders)
    // As the official summary: only PAID and FULFILLED orders count, and a status change moves an order in or out.
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['PAID', 'FULFILLED'])));
  const [l] = await db
    .select({ points: sql<number>`coalesce(sum(${vouchers.loyaltyBalance}), 0)::bigint` })
    .from(vouchers)
    .where(and(eq(vouchers.holderId, customerId), eq(vouchers.type, 'LOYALTY_CARD')));
  return {
    redemptions: {
      total_redeemed: r?.total ?? 0,
      total_failed: r?.failed ?? 0,
      total_succeeded: (r?.total ?? 0) - (r?.failed ?? 0),
    },
    orders: {
      total_amount: Number(o?.amount ?? 0),
      total_discount_amount: Number(o?.discount ?? 0),
      total_count: o?.count ?? 0,
    },
    loyaltyPoints: Number(l?.points ?? 0),
  };
}
