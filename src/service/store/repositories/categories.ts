import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { campaigns, categories, promotionTiers, vouchers } from '../schema/catalog.ts';
import { promotionStacks } from '../schema/promotion-stacks.ts';

export type CategoryInsert = typeof categories.$inferInsert;

/** The project's categories, newest first, as the official list shows them. */
export const listCategories = (db: Executor, projectId: string) =>
  db.select().from(categories).where(eq(categories.projectId, projectId)).orderBy(desc(categories.createdAt));

export async function countCategories(db: Executor, projectId: string) {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertCategory(db: Executor, row: CategoryInsert) {
  const [created] = await db.insert(categories).values(row).returning();
  return created!;
}

export async function lockCategory(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.projectId, projectId), eq(categories.id, id)))
    .for('update');
  return row;
}

export async function updateCategory(
  db: Executor,
  id: string,
  change: Pick<CategoryInsert, 'name' | 'hierarchy' | 'updatedAt'>,
) {
  const [row] = await db.update(categories).set(change).where(eq(categories.id, id)).returning();
  return row!;
}

/** Deletes a category after taking it off the campaigns, vouchers, tiers and promotion stacks it was set on. */
export async function deleteCategory(db: Executor, id: string) {
  for (const table of [campaigns, vouchers, promotionTiers, promotionStacks]) {
    await db.update(table).set({ categoryId: null }).where(eq(table.categoryId, id));
  }
  await db.delete(categories).where(eq(categories.id, id));
}
