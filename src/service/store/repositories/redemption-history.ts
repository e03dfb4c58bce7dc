import { and, count, desc, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import type { RedemptionListQuery } from '../../../contract/redemption.ts';
import { queryRows, type Executor } from '../db.ts';
import { isCustomerNamed } from './customers.ts';
import { redemptions } from '../schema/activity.ts';
import { alias } from 'drizzle-orm/pg-core';

const child = alias(redemptions, 'child');

/** A page of a project's stacked redemptions (parents), newest first, with the total the filters leave. */
export async function pageRedemptions(db: Executor, projectId: string, query: RedemptionListQuery) {
  const where = and(
    eq(redemptions.projectId, projectId),
    isNull(redemptions.parentId),
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
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
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
 * A gift card's credit movements, oldest first: each redemption that spent credits (rolled back later or not), and
 * each rollback that gave them back.
 */
export function giftMovements(db: Executor, voucherId: string) {
  return queryRows<{
    id: string;
    created_at: string | Date;
    amount: string | number;
    type: 'CREDITS_REDEMPTION' | 'CREDITS_REFUND';
    redemption_id: string;
  }>(
    db,
    sql`SELECT r.id, r.created_at, -((r.data->'gift'->>'amount')::bigint) AS amount,
               'CREDITS_REDEMPTION' AS type, r.id AS redemption_id
          FROM redemptions r
         WHERE r.voucher_id = ${voucherId} AND r.parent_id IS NOT NULL AND r.result = 'SUCCESS'
           AND r.data ? 'gift'
        UNION ALL
        SELECT rr.id, rr.created_at, (r.data->'gift'->>'amount')::bigint, 'CREDITS_REFUND', r.id
          FROM redemption_rollbacks rr JOIN redemptions r ON r.id = rr.redemption_id
         WHERE r.voucher_id = ${voucherId} AND r.data ? 'gift'
        ORDER BY 2, 1`,
  );
}
