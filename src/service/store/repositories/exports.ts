import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ExportListQuery, TransactionExportFilters } from '../../../contract/export.ts';
import type { Db, Executor } from '../db.ts';
import { exportChunks, exports, loyaltyTransactions } from '../schema/activity.ts';
import { vouchers } from '../schema/catalog.ts';

export type ExportRow = typeof exports.$inferSelect;

export async function insertExport(db: Executor, row: typeof exports.$inferInsert) {
  const [created] = await db.insert(exports).values(row).returning();
  return created!;
}

export async function findExport(db: Executor, projectId: string | undefined, id: string) {
  const [row] = await db
    .select()
    .from(exports)
    .where(and(eq(exports.id, id), projectId ? eq(exports.projectId, projectId) : undefined));
  return row;
}

/** A page of a project's exports by creation time, with the project's total. */
export async function pageExports(db: Executor, projectId: string, query: ExportListQuery) {
  const rows = await db
    .select()
    .from(exports)
    .where(eq(exports.projectId, projectId))
    .orderBy(
      query.order === 'created_at' ? asc(exports.createdAt) : desc(exports.createdAt),
      query.order === 'created_at' ? asc(exports.id) : desc(exports.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(exports).where(eq(exports.projectId, projectId));
  return { rows, total: total?.total ?? 0 };
}

/**
 * Claims the oldest export that is scheduled, or in progress with an expired lock (its worker died), so several
 * instances share one queue: FOR UPDATE SKIP LOCKED never hands one job to two workers.
 */
export async function claimExport(db: Executor, now: Date, lockMs: number) {
  const claimable = db
    .select({ id: exports.id })
    .from(exports)
    .where(or(eq(exports.status, 'SCHEDULED'), and(eq(exports.status, 'IN_PROGRESS'), lt(exports.lockedUntil, now))))
    .orderBy(asc(exports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(exports)
    .set({
      status: 'IN_PROGRESS',
      lockedUntil: new Date(now.getTime() + lockMs),
      attempts: sql`${exports.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(exports.id, claimable))
    .returning();
  return row;
}

/** Hands every in-progress export back to the queue: for a store only this process can open (PGlite). */
export async function releaseInProgressExports(db: Executor) {
  await db.update(exports).set({ status: 'SCHEDULED', lockedUntil: null }).where(eq(exports.status, 'IN_PROGRESS'));
}

/**
 * Ends an export's attempt, unless another worker has claimed the job since (its `attempts` moved on); the chunks of
 * every other attempt go. Answers whether this attempt still held the job.
 */
export async function finishExport(
  db: Db,
  job: { id: string; attempts: number },
  outcome: { status: 'DONE' } | { status: 'ERROR'; error: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const held = await tx
      .update(exports)
      .set({ ...outcome, lockedUntil: null, updatedAt: now })
      .where(and(eq(exports.id, job.id), eq(exports.attempts, job.attempts)))
      .returning({ id: exports.id });
    if (held.length === 0) return false;
    await tx.delete(exportChunks).where(and(eq(exportChunks.exportId, job.id), ne(exportChunks.attempt, job.attempts)));
    return true;
  });
}

/**
 * Hands an attempt's export back to the queue (a process stopping), unless another worker has claimed it since; the
 * attempt's chunks go, and the next attempt, numbered as this one was (no failed attempt), writes them again.
 * Answers false: the job is no longer held.
 */
export async function releaseExport(db: Executor, job: { id: string; attempts: number }) {
  await db.delete(exportChunks).where(and(eq(exportChunks.exportId, job.id), eq(exportChunks.attempt, job.attempts)));
  await db
    .update(exports)
    .set({ status: 'SCHEDULED', lockedUntil: null, attempts: sql`${exports.attempts} - 1` })
    .where(and(eq(exports.id, job.id), eq(exports.attempts, job.attempts), eq(exports.status, 'IN_PROGRESS')));
  return false;
}

/** Extends an attempt's lock while it works, unless another worker has claimed the job; answers whether it held. */
export async function renewExportLock(db: Executor, job: { id: string; attempts: number }, until: Date) {
  const held = await db
    .update(exports)
    .set({ lockedUntil: until })
    .where(and(eq(exports.id, job.id), eq(exports.attempts, job.attempts), eq(exports.status, 'IN_PROGRESS')))
    .returning({ id: exports.id });
  return held.length > 0;
}

type TextConditions = NonNullable<TransactionExportFilters['voucher_id']>['conditions'];
type TextColumn = typeof vouchers.code | typeof vouchers.id | typeof loyaltyTransactions.campaignId;

/** Conditions on one or more columns naming the same thing (a card by code or by id): any may match. */
const textConditions = (columns: TextColumn[], c: TextConditions) =>
  [
    c.$in ? (c.$in.length ? or(...columns.map((col) => inArray(col, c.$in!))) : sql`false`) : undefined,
    c.$not_in?.length ? and(...columns.map((col) => notInArray(col, c.$not_in!))) : undefined,
    c.$is ? or(...columns.map((col) => eq(col, c.$is![0]!))) : undefined,
    c.$is_not ? and(...columns.map((col) => ne(col, c.$is_not![0]!))) : undefined,
    '$has_value' in c ? or(...columns.map((col) => isNotNull(col))) : undefined,
    '$is_unknown' in c ? and(...columns.map((col) => isNull(col))) : undefined,
  ].filter((part): part is SQL => part !== undefined);

/**
 * The transactions an export lists: the card's own, the campaign's cards' (or, for `POST /v1/exports`, the
 * project's), created up to the moment the export was scheduled (whenever its job runs), narrowed by the user's
 * filters joined by their junction. The writer joins each transaction's voucher.
 */
export function exportScope(
  exportRow: ExportRow,
  limit: { cardId?: string | undefined; campaignId?: string | undefined },
  filters: TransactionExportFilters | undefined,
): SQL {
  const created = filters?.created_at?.conditions;
  const user = [
    ...(created?.$after ? [gt(loyaltyTransactions.createdAt, new Date(created.$after[0]!))] : []),
    ...(created?.$before ? [lt(loyaltyTransactions.createdAt, new Date(created.$before[0]!))] : []),
    ...(filters?.voucher_id ? textConditions([vouchers.code, vouchers.id], filters.voucher_id.conditions) : []),
    ...(filters?.campaign_id ? textConditions([loyaltyTransactions.campaignId], filters.campaign_id.conditions) : []),
  ];
  const userFilter = user.length === 0 ? undefined : filters?.junction === 'or' ? or(...user) : and(...user);
  return and(
    limit.cardId
      ? eq(loyaltyTransactions.voucherId, limit.cardId)
      : limit.campaignId
        ? eq(vouchers.campaignId, limit.campaignId)
        : eq(loyaltyTransactions.projectId, exportRow.projectId),
    lte(loyaltyTransactions.createdAt, exportRow.createdAt),
    userFilter,
  )!;
}

/** Deletes an export; its chunks go with it (cascade), and a job still writing it loses its lock and stops. */
export async function deleteExport(db: Executor, projectId: string, id: string) {
  const deleted = await db
    .delete(exports)
    .where(and(eq(exports.id, id), eq(exports.projectId, projectId)))
    .returning({ id: exports.id });
  return deleted.length > 0;
}
