import { and, asc, desc, eq, gt, inArray, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionExportFilters } from '../../../contract/export.ts';
import type { Executor } from '../db.ts';
import { exports, loyaltyTransactions } from '../schema/activity.ts';
import { vouchers } from '../schema/catalog.ts';

export type ExportRow = typeof exports.$inferSelect;
export type ExportedTransactionRow = typeof loyaltyTransactions.$inferSelect & { voucherCode: string };

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

export async function finishExport(
  db: Executor,
  id: string,
  outcome: { status: 'DONE' } | { status: 'ERROR'; error: string },
  now: Date,
) {
  await db
    .update(exports)
    .set({ ...outcome, lockedUntil: null, updatedAt: now })
    .where(eq(exports.id, id));
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
  ].filter((part): part is SQL => part !== undefined);

/**
 * The transactions an export lists: the card's own, created up to the moment the export was scheduled (so a
 * download is a stable snapshot), narrowed by the user's filters joined by their junction.
 */
export function exportScope(exportRow: ExportRow, cardId: string, filters: TransactionExportFilters | undefined): SQL {
  const created = filters?.created_at?.conditions;
  const user = [
    ...(created?.$after ? [gt(loyaltyTransactions.createdAt, new Date(created.$after[0]!))] : []),
    ...(created?.$before ? [lt(loyaltyTransactions.createdAt, new Date(created.$before[0]!))] : []),
    ...(filters?.voucher_id ? textConditions([vouchers.code, vouchers.id], filters.voucher_id.conditions) : []),
    ...(filters?.campaign_id ? textConditions([loyaltyTransactions.campaignId], filters.campaign_id.conditions) : []),
  ];
  const userFilter = user.length === 0 ? undefined : filters?.junction === 'or' ? or(...user) : and(...user);
  return and(
    eq(loyaltyTransactions.voucherId, cardId),
    lte(loyaltyTransactions.createdAt, exportRow.createdAt),
    userFilter,
  )!;
}

/** One keyset batch of an export's rows after `after` (created_at, id), in the export's order. */
export async function transactionBatch(
  db: Executor,
  scope: SQL,
  descending: boolean,
  after: { createdAt: Date; id: string } | undefined,
  size: number,
): Promise<ExportedTransactionRow[]> {
  const position = after
    ? (descending ? lt : gt)(
        sql`(${loyaltyTransactions.createdAt}, ${loyaltyTransactions.id})`,
        sql`(${after.createdAt}, ${after.id})`,
      )
    : undefined;
  const direction = descending ? desc : asc;
  const rows = await db
    .select({ tx: loyaltyTransactions, voucherCode: vouchers.code })
    .from(loyaltyTransactions)
    .innerJoin(vouchers, eq(vouchers.id, loyaltyTransactions.voucherId))
    .where(and(scope, position))
    .orderBy(direction(loyaltyTransactions.createdAt), direction(loyaltyTransactions.id))
    .limit(size);
  return rows.map((r) => ({ ...r.tx, voucherCode: r.voucherCode }));
}
