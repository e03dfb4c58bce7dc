import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { brandings } from '../schema/brandings.ts';

export type BrandingRow = typeof brandings.$inferSelect;

/** The project's brand details (one at most); by id too when given. Locked for the change that reads them. */
export async function findBranding(db: Executor, projectId: string, id?: string) {
  const [row] = await db
    .select()
    .from(brandings)
    .where(and(eq(brandings.projectId, projectId), id === undefined ? undefined : eq(brandings.id, id)))
    .for('update');
  return row;
}

/** Stores the brand details; undefined when the project has them already (the unique project decides races). */
export async function insertBranding(db: Executor, row: typeof brandings.$inferInsert) {
  const [created] = await db.insert(brandings).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateBranding(
  db: Executor,
  id: string,
  change: Pick<BrandingRow, 'brand' | 'address' | 'contact' | 'updatedAt'>,
) {
  const [row] = await db.update(brandings).set(change).where(eq(brandings.id, id)).returning();
  return row!;
}

export const deleteBranding = (db: Executor, id: string) => db.delete(brandings).where(eq(brandings.id, id));
