import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { customRoles, projects } from '../schema/access.ts';

export async function existingProjectIds(db: Executor, ids: string[]) {
  const rows = ids.length ? await db.select({ id: projects.id }).from(projects).where(anyOf(projects.id, ids)) : [];
  return new Set(rows.map((r) => r.id));
}

export async function listCustomRoles(db: Executor) {
  return db.select().from(customRoles).orderBy(asc(customRoles.name), asc(customRoles.id));
}

export async function findCustomRole(db: Executor, id: string) {
  const [row] = await db.select().from(customRoles).where(eq(customRoles.id, id));
  return row;
}
