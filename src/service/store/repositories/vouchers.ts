import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { vouchers } from '../schema/catalog.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

/** Inserts vouchers whose codes are free in the project; returns the codes that were taken. */
export async function insertVouchersSkippingTakenCodes(db: Executor, rows: (typeof vouchers.$inferInsert)[]) {
  if (!rows.length) return [];
  const inserted = await db.insert(vouchers).values(rows).onConflictDoNothing({ target: [vouchers.projectId, vouchers.code] }).returning({ code: vouchers.code });
  const done = new Set(inserted.map((r) => r.code));
  return rows.map((r) => r.code).filter((code) => !done.has(code));
}

export async function findVoucherById(db: Executor, id: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}

export async function findVoucherByCode(db: Executor, projectId: string, code: string) {
  const [row] = await db.select().from(vouchers).where(and(eq(vouchers.projectId, projectId), eq(vouchers.code, code)));
  return row;
}
