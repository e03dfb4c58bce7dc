import { and, asc, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { vouchers } from '../schema/catalog.ts';

/**
 * A customer's held codes by voucher id (keyset: after `afterId` in the chosen direction), one more than `limit`
 * to tell whether more remain, and how many they hold in all.
 */
export async function pageHeldVouchers(
  db: Executor,
  projectId: string,
  customerId: string,
  page: { limit: number; descending: boolean; afterId: string | undefined },
) {
  const held = and(eq(vouchers.projectId, projectId), eq(vouchers.holderId, customerId), isNull(vouchers.deletedAt));
  const after = page.afterId ? (page.descending ? lt : gt)(vouchers.id, page.afterId) : undefined;
  const rows = await db
    .select()
    .from(vouchers)
    .where(and(held, after))
    .orderBy(page.descending ? desc(vouchers.id) : asc(vouchers.id))
    .limit(page.limit + 1);
  const [total] = await db.select({ n: count() }).from(vouchers).where(held);
  return { rows, total: total?.n ?? 0 };
}
