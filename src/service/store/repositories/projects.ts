import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { projects } from '../schema/access.ts';

export type ProjectRow = typeof projects.$inferSelect;

export async function findProject(db: Executor, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

export async function listProjects(db: Executor) {
  return db.select().from(projects).orderBy(asc(projects.createdAt), asc(projects.id));
}
