import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TrashBinFilters } from '../../../contract/trash-bin.ts';
import type { BinResourceType } from '../../../contract/bin-resource-type.ts';
import type { Executor } from '../db.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { trashBinEntries } from '../schema/trash-bin.ts';
import { addToVouchersCount } from './campaigns.ts';
import { conditionsToSql } from './templates.ts';

export type BinEntryRow = typeof trashBinEntries.$inferSelect;

export async function insertBinEntry(db: Executor, row: typeof trashBinEntries.$inferInsert) {
  const [created] = await db.insert(trashBinEntries).values(row).returning();
  return created!;
}

/** Locks the entry, so a restore and a permanent deletion of one entry happen one after the other. */
export async function lockBinEntry(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(trashBinEntries)
    .where(and(eq(trashBinEntries.projectId, projectId), eq(trashBinEntries.id, id)))
    .for('update');
  return row;
}

export async function findBinEntryOf(db: Executor, projectId: string, type: BinResourceType, resourceId: string) {
  const [row] = await db
    .select()
    .from(trashBinEntries)
    .where(
      and(
        eq(trashBinEntries.projectId, projectId),
        eq(trashBinEntries.resourceType, type),
        eq(trashBinEntries.resourceId, resourceId),
      ),
    );
  return row;
}

export const deleteBinEntry = (db: Executor, id: string) =>
  db.delete(trashBinEntries).where(eq(trashBinEntries.id, id));

function filtersToSql(filters: TrashBinFilters | undefined): SQL | undefined {
  if (!filters) return undefined;
  const parts = [
    ...conditionsToSql(trashBinEntries.id, filters.id?.conditions ?? {}),
    ...conditionsToSql(trashBinEntries.resourceType, filters.resource_type?.conditions ?? {}),
    ...conditionsToSql(trashBinEntries.resourceName, filters.resource_name?.conditions ?? {}),
    ...conditionsToSql(trashBinEntries.resourceId, filters.resource_id?.conditions ?? {}),
  ];
  if (parts.length === 0) return undefined;
  return filters.junction === 'or' ? or(...parts) : and(...parts);
}

/** Ids compare byte by byte, the same on every database whatever its locale. */
const idInByteOrder = sql`${trashBinEntries.id} COLLATE "C"`;

/**
 * Keyset page of a project's entries by id (ids start with their time, so `-id` is newest first), after the cursor
 * entry's id. Answers `limit + 1` rows at most so the caller can tell `has_more`.
 */
export function pageBinEntries(
  db: Executor,
  projectId: string,
  page: { limit: number; order: 'id' | '-id'; startingAfterId?: string | undefined; filters?: TrashBinFilters },
) {
  const ascending = page.order === 'id';
  const after = page.startingAfterId;
  return db
    .select()
    .from(trashBinEntries)
    .where(
      and(
        eq(trashBinEntries.projectId, projectId),
        after === undefined ? undefined : ascending ? gt(idInByteOrder, after) : lt(idInByteOrder, after),
        filtersToSql(page.filters),
      ),
    )
    .orderBy(ascending ? asc(idInByteOrder) : desc(idInByteOrder))
    .limit(page.limit + 1);
}

/**
 * A voucher leaves every list and lookup: `deleted_at` is set and its code becomes a tombstone that starts with a
 * space (no code can: writes refuse spaces, imports trim them), so the code is free and no request finds the row.
 * Its campaign counts one voucher less.
 */
export async function tombstoneVoucher(db: Executor, voucher: { id: string; campaignId: string | null }, at: Date) {
  await db
    .update(vouchers)
    .set({ code: ` bin:${voucher.id}`, deletedAt: at, updatedAt: at })
    .where(eq(vouchers.id, voucher.id));
  if (voucher.campaignId) await addToVouchersCount(db, voucher.campaignId, -1, at);
}

/** The voucher back under its code, its campaign counting it again. */
export async function reviveVoucher(db: Executor, id: string, code: string, at: Date) {
  const [row] = await db
    .update(vouchers)
    .set({ code, deletedAt: null, updatedAt: at })
    .where(eq(vouchers.id, id))
    .returning();
  if (row?.campaignId) await addToVouchersCount(db, row.campaignId, 1, at);
  return row;
}

export async function reviveCampaign(db: Executor, id: string, active: boolean, at: Date) {
  const [row] = await db
    .update(campaigns)
    .set({ deletedAt: null, active, updatedAt: at })
    .where(eq(campaigns.id, id))
    .returning();
  return row;
}
