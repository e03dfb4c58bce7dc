import { and, asc, count, desc, eq, exists, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { RedemptionListQuery } from '../../../contract/redemption.ts';
import { queryRows, type Executor } from '../db.ts';
import { isCustomerNamed } from './customers.ts';
import { redemptions } from '../schema/activity.ts';
import { alias } from 'drizzle-orm/pg-core';

const child = alias(redemptions, 'child');

/**
 * A page of a project's stacked redemptions (parents), newest first, or with `parentId` of one stack's redeemables
 * in the order they were recorded; with the total the filters leave.
 */
export async function pageRedemptions(db: Executor, projectId: string, query: RedemptionListQuery, parentId?: string) {
  const where = and(
    eq(redemptions.projectId, projectId),
    parentId === undefined ? isNull(redemptions.parentId) : eq(redemptions.parentId, parentId),
    query.result ? eq(redemptions.result, query.result) : undefined,
    query.status ? eq(redemptions.status, query.status) : undefined,
    query.created_after ? gt(redemptions.createdAt, new Date(query.created_after)) : undefined,
    query.created_before ? lt(redemptions.createdAt, new Date(query.created_before)) : undefined,
    query.customer ? isCustomerNamed(db, projectId, redemptions.customerId, query.customer) : undefined,
    query.campaign
      ? exists(
          db
            .select({ id: child.id })
            .from(child)
            .where(and(eq(child.parentId, redemptions.id), eq(child.campaignId, query.campaign))),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(redemptions)
    .where(where)
    .orderBy(
      ...(parentId === undefined
        ? [desc(redemptions.createdAt), desc(redemptions.id)]
        : [asc(redemptions.createdAt), asc(redemptions.id)]),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(redemptions).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** A voucher's latest redemptions (the redeemables of its stacks), newest first, and how many it has in all. */
export async function latestRedemptionsOfVoucher(db: Executor, voucherId: string, limit: number) {
  const where = and(eq(redemptions.voucherId, voucherId), isNotNull(redemptions.parentId));
  const rows = await db
    .select()
    .from(redemptions)
    .where(where)
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(limit);
  const [total] = await db.select({ total: count() }).from(redemptions).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** One redemption (a stack's parent or one of its redeemables) of the project. */
export async function findRedemptionOf(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.projectId, projectId), eq(redemptions.id, id)));
  return row;
}

/** A stack's redeemables, in the order they were recorded. */
export function redeemablesOf(db: Executor, parentId: string) {
  return db
    .select({ id: redemptions.id, createdAt: redemptions.createdAt })
    .from(redemptions)
    .where(eq(redemptions.parentId, parentId))
    .orderBy(redemptions.createdAt, redemptions.id);
}

/**
 * A page of a gift card's credit movements, newest first: each redemption that spent credits (rolled back later or
 * not), each rollback that gave them back, and each credit transaction (balance changes, referral rewards), with
 * the credits moved up to and including it (`moved`) and by all of them (`total`), from which the balance after it
 * follows. The database sums and pages, so one page never reads the card's whole history.
 */
export async function pageGiftMovements(db: Executor, voucherId: string, page: { limit: number; page: number }) {
  const rows = await queryRows<{
    id: string;
    created_at: string | Date;
    amount: string | number;
    moved: string | number;
    total: string | number;
    type: string;
    redemption_id: string | null;
    source_id: string | null;
    reason: string | null;
  }>(
    db,
    sql`WITH movements AS (
          SELECT r.id, r.created_at, -((r.data->'gift'->>'amount')::bigint) AS amount,
                 'CREDITS_REDEMPTION' AS type, r.id AS redemption_id, NULL AS source_id, NULL AS reason
            FROM redemptions r
           WHERE r.voucher_id = ${voucherId} AND r.parent_id IS NOT NULL AND r.result = 'SUCCESS'
             AND r.data ? 'gift'
          UNION ALL
          SELECT rr.id, rr.created_at, (r.data->'gift'->>'amount')::bigint, 'CREDITS_REFUND', r.id, NULL, NULL
            FROM redemption_rollbacks rr JOIN redemptions r ON r.id = rr.redemption_id
           WHERE r.voucher_id = ${voucherId} AND r.data ? 'gift'
          UNION ALL
          SELECT t.id, t.created_at, t.amount, t.type, NULL, t.source_id, t.reason
            FROM loyalty_transactions t
           WHERE t.voucher_id = ${voucherId}
        )
        SELECT *, sum(amount) OVER (ORDER BY created_at, id) AS moved, sum(amount) OVER () AS total
          FROM movements
         ORDER BY created_at DESC, id DESC
         LIMIT ${page.limit + 1} OFFSET ${(page.page - 1) * page.limit}`,
  );
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
