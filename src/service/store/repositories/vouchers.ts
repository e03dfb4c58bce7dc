import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { vouchers } from '../schema/catalog.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

/** What every voucher of one insert shares: all columns but the id and the code. */
export type SharedVoucherFields = Omit<typeof vouchers.$inferInsert, 'id' | 'code'>;

/**
 * Inserts one voucher per `{id, code}`, all with the `shared` fields, skipping codes already used in the project;
 * returns the codes that were taken. One statement whatever the count: the ids and codes travel as two array
 * parameters (never one parameter per value, which PostgreSQL caps at 65,535), the shared values once each.
 */
export async function insertVouchersSkippingTakenCodes(
  db: Executor,
  shared: SharedVoucherFields,
  items: { id: string; code: string }[],
) {
  if (!items.length) return [];
  const columns = getTableColumns(vouchers);
  const keys = (Object.keys(shared) as (keyof SharedVoucherFields)[]).filter((key) => shared[key] !== undefined);
  const names = keys.map((key) => sql`, ${sql.identifier(columns[key].name)}`);
  // Each shared value is cast to its column's type: in a SELECT list an untyped parameter would be text.
  const values = keys.map(
    (key) => sql`, ${sql.param(shared[key], columns[key])}::${sql.raw(columns[key].getSQLType())}`,
  );
  const inserted = await queryRows<{ code: string }>(
    db,
    sql`
    INSERT INTO ${vouchers} (id, code${sql.join(names)})
    SELECT item.id, item.code${sql.join(values)}
    FROM unnest(${sql.param(items.map((i) => i.id))}::text[], ${sql.param(items.map((i) => i.code))}::text[]) AS item(id, code)
    ON CONFLICT (project_id, code) DO NOTHING
    RETURNING code`,
  );
  const done = new Set(inserted.map((r) => r.code));
  return items.map((i) => i.code).filter((code) => !done.has(code));
}

export async function findVoucherById(db: Executor, id: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}

export async function findVouchersByIds(db: Executor, ids: string[]) {
  return ids.length ? db.select().from(vouchers).where(anyOf(vouchers.id, ids)) : [];
}

export async function findVoucherByCode(db: Executor, projectId: string, code: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.projectId, projectId), eq(vouchers.code, code)));
  return row;
}

/** The voucher whose images `assetId` names, in whichever project (the id is unguessable, as a token is). */
export async function findVoucherByAssetId(db: Executor, assetId: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.assetId, assetId));
  return row;
}

/** A campaign's first codes by id: the sample a campaign preview shows. */
export async function firstCodesOf(db: Executor, campaignId: string, limit: number) {
  const rows = await db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaignId), isNull(vouchers.deletedAt)))
    .orderBy(vouchers.id)
    .limit(limit);
  return rows.map((row) => row.code);
}

/** Switches a voucher on or off; answers the voucher as it now is, or undefined when the project has no such code. */
export async function updateVoucherActive(db: Executor, projectId: string, code: string, active: boolean, at: Date) {
  const [row] = await db
    .update(vouchers)
    .set({ active, updatedAt: at })
    .where(and(eq(vouchers.projectId, projectId), eq(vouchers.code, code)))
    .returning();
  return row;
}

/** Which of `codes` the project already uses. */
export async function takenCodes(db: Executor, projectId: string, codes: string[]) {
  if (!codes.length) return new Set<string>();
  const rows = await db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(and(eq(vouchers.projectId, projectId), anyOf(vouchers.code, codes)));
  return new Set(rows.map((row) => row.code));
}

/**
 * Inserts imported vouchers, each with its own redemption quantity and gift amount (the gift balance starts at it),
 * the other columns `shared`; skips codes already used in the project and returns them. One statement: four array
 * parameters, whatever the count.
 */
export async function insertImportedVouchers(
  db: Executor,
  shared: Omit<SharedVoucherFields, 'redemptionQuantity' | 'giftAmount' | 'giftBalance'>,
  items: { id: string; code: string; redemptionQuantity: number | null; giftAmount: number | null }[],
) {
  if (!items.length) return [];
  const columns = getTableColumns(vouchers);
  const keys = (Object.keys(shared) as (keyof typeof shared)[]).filter((key) => shared[key] !== undefined);
  const names = keys.map((key) => sql`, ${sql.identifier(columns[key].name)}`);
  const values = keys.map(
    (key) => sql`, ${sql.param(shared[key], columns[key])}::${sql.raw(columns[key].getSQLType())}`,
  );
  const inserted = await queryRows<{ code: string }>(
    db,
    sql`
    INSERT INTO ${vouchers} (id, code, redemption_quantity, gift_amount, gift_balance${sql.join(names)})
    SELECT item.id, item.code, item.quantity, item.gift, item.gift${sql.join(values)}
    FROM unnest(
      ${sql.param(items.map((i) => i.id))}::text[],
      ${sql.param(items.map((i) => i.code))}::text[],
      ${sql.param(items.map((i) => i.redemptionQuantity))}::integer[],
      ${sql.param(items.map((i) => i.giftAmount))}::bigint[]
    ) AS item(id, code, quantity, gift)
    ON CONFLICT (project_id, code) DO NOTHING
    RETURNING code`,
  );
  const done = new Set(inserted.map((r) => r.code));
  return items.map((i) => i.code).filter((code) => !done.has(code));
}
