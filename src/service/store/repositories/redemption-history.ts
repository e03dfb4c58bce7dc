import { and, asc, count, desc, eq, exists, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { RedemptionFilters } from '../../../contract/redemption-filters.ts';
import type { RedemptionListQuery } from '../../../contract/redemption.ts';
import { vouchers } from '../schema/catalog.ts';
import { conditionsToSql } from './templates.ts';
import type { Executor } from '../db.ts';
import { isCustomerNamed } from './customers.ts';
import { redemptions } from '../schema/activity.ts';
import { alias } from 'drizzle-orm/pg-core';

const child = alias(redemptions, 'child');

/**
 * The official filters as SQL, joined by their junction. A redeemable's fields (its code, object, campaign) are the
 * listed row's own when listing one stack's redeemables, else those of one of the stack's redeemables.
 */
function filtersToSql(db: Executor, filters: RedemptionFilters, redeemables: boolean): SQL | undefined {
  const own = [
    ...conditionsToSql(redemptions.failureCode, filters.failure_code?.conditions ?? {}),
    ...conditionsToSql(redemptions.result, filters.result?.conditions ?? {}),
    ...conditionsToSql(redemptions.customerId, filters.customer_id?.conditions ?? {}),
  ];
  const of = (r: typeof redemptions | typeof child) => [
    ...conditionsToSql(r.relatedObjectId, filters.related_object_id?.conditions ?? {}),
    ...conditionsToSql(r.campaignId, filters.related_object_parent_id?.conditions ?? {}),
  ];
  const code = filters.voucher_code?.conditions;
  const coded = (r: typeof redemptions | typeof child) =>
    code &&
    exists(
      db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(and(eq(vouchers.id, r.voucherId), ...conditionsToSql(vouchers.code, code))),
    );
  const redeemable = redeemables
    ? [...of(redemptions), coded(redemptions)]
    : [...of(child), coded(child)].map(
        (part) =>
          part &&
          exists(
            db
              .select({ id: child.id })
              .from(child)
              .where(and(eq(child.parentId, redemptions.id), part)),
          ),
      );
  const parts = [...own, ...redeemable].filter((part): part is SQL => part !== undefined);
  if (!parts.length) return undefined;
  return filters.junction?.toLowerCase() === 'or' ? or(...parts) : and(...parts);
}

/**
 * A page of a project's stacked redemptions (parents), newest first, or with `parentId` of one stack's redeemables
 * in the order they were recorded; with the total the filters leave.
 */
export async function pageRedemptions(
  db: Executor,
  projectId: string,
  query: RedemptionListQuery,
  filters: RedemptionFilters = {},
) {
  const parentId = filters.parent_redemption_id?.conditions.$is;
  const where = and(
    filtersToSql(db, filters, parentId !== undefined),
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
