import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { BulkFilter, BulkResource } from '../../../contract/bulk-action.ts';
import type { Executor } from '../db.ts';
import { customers } from '../schema/activity.ts';
import { bulkActionRows, bulkActionUndos } from '../schema/bulk-actions.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { products } from '../schema/products.ts';
import { customersMatching } from './customers.ts';

export type BulkRow = typeof bulkActionRows.$inferSelect;

/** Records what the action did to one object; the caller has checked it recorded nothing for it yet. */
export async function insertBulkRow(db: Executor, row: typeof bulkActionRows.$inferInsert) {
  await db.insert(bulkActionRows).values(row);
}

export async function findBulkRow(db: Executor, actionId: string, resourceId: string) {
  const [row] = await db
    .select()
    .from(bulkActionRows)
    .where(and(eq(bulkActionRows.actionId, actionId), eq(bulkActionRows.resourceId, resourceId)));
  return row;
}

/** Records `undoId` as the action's undo; a second one for the action fails on the key (a unique violation). */
export async function insertBulkUndo(db: Executor, actionId: string, undoId: string) {
  await db.insert(bulkActionUndos).values({ actionId, undoId });
}

/** The id of the action's undo, if one was scheduled. */
export async function findBulkUndo(db: Executor, actionId: string) {
  const [row] = await db.select().from(bulkActionUndos).where(eq(bulkActionUndos.actionId, actionId));
  return row?.undoId;
}

/** The objects an action changed (an export: wrote), in id order, with what they were after it. */
export async function changedBulkRows(db: Executor, actionId: string) {
  return db
    .select({ id: bulkActionRows.resourceId, after: bulkActionRows.after })
    .from(bulkActionRows)
    .where(and(eq(bulkActionRows.actionId, actionId), eq(bulkActionRows.outcome, 'changed')))
    .orderBy(asc(bulkActionRows.resourceId));
}

/** Counts of an action's rows by outcome. */
export async function bulkRowCounts(db: Executor, actionId: string) {
  const rows = await db
    .select({ outcome: bulkActionRows.outcome, n: count() })
    .from(bulkActionRows)
    .where(eq(bulkActionRows.actionId, actionId))
    .groupBy(bulkActionRows.outcome);
  return Object.fromEntries(rows.map((row) => [row.outcome, row.n])) as Partial<Record<BulkRow['outcome'], number>>;
}

/** The first `limit` rows of one outcome with their reasons. */
export function bulkRowsWith(db: Executor, actionId: string, outcome: 'failed' | 'skipped', limit: number) {
  return db
    .select({ id: bulkActionRows.resourceId, reason: bulkActionRows.reason })
    .from(bulkActionRows)
    .where(and(eq(bulkActionRows.actionId, actionId), eq(bulkActionRows.outcome, outcome)))
    .orderBy(asc(bulkActionRows.resourceId))
    .limit(limit);
}

/** Locks a voucher named by its id or its code (two indexed lookups: an OR of both would scan the table). */
export async function lockVoucherByRef(db: Executor, projectId: string, ref: string) {
  const lock = (match: SQL) =>
    db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.projectId, projectId), match))
      .for('update');
  const [byId] = await lock(eq(vouchers.id, ref));
  if (byId) return byId;
  const [byCode] = await lock(eq(vouchers.code, ref));
  return byCode;
}

/** The ids of a list's rows its filter matches, in creation order, at most `limit` of them. */
export async function idsMatching(
  db: Executor,
  projectId: string,
  resource: BulkResource,
  filter: BulkFilter,
  limit: number,
) {
  const { active, category_id: categoryId, campaign_id: campaignId } = filter;
  const byList = {
    campaigns: () =>
      db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.projectId, projectId),
            isNull(campaigns.deletedAt),
            active === undefined ? undefined : eq(campaigns.active, active),
            categoryId ? eq(campaigns.categoryId, categoryId) : undefined,
            campaignId ? eq(campaigns.id, campaignId) : undefined,
          ),
        )
        .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
        .limit(limit),
    vouchers: () =>
      db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(
          and(
            eq(vouchers.projectId, projectId),
            active === undefined ? undefined : eq(vouchers.active, active),
            categoryId ? eq(vouchers.categoryId, categoryId) : undefined,
            campaignId ? eq(vouchers.campaignId, campaignId) : undefined,
          ),
        )
        .orderBy(asc(vouchers.createdAt), asc(vouchers.id))
        .limit(limit),
    products: () =>
      db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.projectId, projectId))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(limit),
    customers: () =>
      db
        .select({ id: customers.id })
        .from(customers)
        .where(customersMatching(projectId, filter.q))
        .orderBy(asc(customers.createdAt), asc(customers.id))
        .limit(limit),
  };
  const rows = await byList[resource]();
  return rows.map((row) => row.id);
}
