import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { ViewList } from '../../../contract/saved-view.ts';
import type { Executor } from '../db.ts';
import { users } from '../schema/people.ts';
import { savedViews } from '../schema/saved-views.ts';

export type SavedViewInsert = typeof savedViews.$inferInsert;

const withOwner = { view: savedViews, ownerName: users.name };

/** What a person sees: their own views and the project's shared ones, of one list or all, by name. */
export function listVisibleViews(db: Executor, projectId: string, userId: string, list: ViewList | undefined) {
  const visible = or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true));
  const conditions: SQL[] = [eq(savedViews.projectId, projectId), visible!];
  if (list) conditions.push(eq(savedViews.list, list));
  return db
    .select(withOwner)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(...conditions))
    .orderBy(asc(savedViews.list), asc(savedViews.name), asc(savedViews.id));
}

export async function countOwnViews(db: Executor, projectId: string, userId: string, list: ViewList) {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.projectId, projectId), eq(savedViews.ownerId, userId), eq(savedViews.list, list)));
  return row?.n ?? 0;
}

/** A view the person can see, locked for a change; another project's or another person's private view is none. */
export async function lockVisibleView(db: Executor, projectId: string, userId: string, id: string) {
  const [row] = await db
    .select(withOwner)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(
      and(
        eq(savedViews.projectId, projectId),
        eq(savedViews.id, id),
        or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true)),
      ),
    )
    .for('update', { of: savedViews });
  return row;
}

export async function insertView(db: Executor, row: SavedViewInsert) {
  const [created] = await db.insert(savedViews).values(row).returning();
  return created!;
}

export async function updateView(
  db: Executor,
  id: string,
  change: Partial<Pick<SavedViewInsert, 'name' | 'shared' | 'state'>> & { updatedAt: Date },
) {
  const [row] = await db.update(savedViews).set(change).where(eq(savedViews.id, id)).returning();
  return row!;
}

export const deleteView = (db: Executor, id: string) => db.delete(savedViews).where(eq(savedViews.id, id));
