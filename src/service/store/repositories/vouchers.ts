import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db.ts';
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

export async function findVoucherByCode(db: Executor, projectId: string, code: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.projectId, projectId), eq(vouchers.code, code)));
  return row;
}

/** A campaign's first codes by id: the sample a campaign preview shows. */
export async function firstCodesOf(db: Executor, campaignId: string, limit: number) {
  const rows = await db
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(eq(vouchers.campaignId, campaignId))
    .orderBy(vouchers.id)
    .limit(limit);
  return rows.map((row) => row.code);
}
