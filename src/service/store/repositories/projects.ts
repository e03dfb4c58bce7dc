import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { invitations, projects } from '../schema/access.ts';
import { inProject, projectTables } from './snapshots.ts';

export type ProjectRow = typeof projects.$inferSelect;

export async function findProject(db: Executor, id: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

export async function listProjects(db: Executor) {
  return db.select().from(projects).orderBy(asc(projects.createdAt), asc(projects.id));
}

/** Whether any project lists `origin` among its allowed client origins. */
export async function isAllowedClientOrigin(db: Executor, origin: string) {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(sql`${projects.clientOrigins} @> ${JSON.stringify([origin])}::jsonb`)
    .limit(1);
  return rows.length > 0;
}

export async function insertProject(db: Executor, project: typeof projects.$inferInsert) {
  await db.insert(projects).values(project);
}

/** Stores the project's own stacking rules and their dates (all null: back to the defaults). */
export async function setStackingRules(
  db: Executor,
  projectId: string,
  change: Pick<ProjectRow, 'stackingRules' | 'stackingRulesCreatedAt' | 'stackingRulesUpdatedAt'>,
) {
  await db.update(projects).set(change).where(eq(projects.id, projectId));
}

/**
 * The project row under a lock, so two changes of it (its stacking rules, a template name checked in it) apply one
 * after the other. `update` also holds back every row added to the project meanwhile (their foreign key checks
 * wait for it); `no key update` lets them go on.
 */
export async function lockProject(db: Executor, id: string, strength: 'update' | 'no key update' = 'update') {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).for(strength);
  return row;
}

export async function updateProject(
  db: Executor,
  id: string,
  change: Partial<Pick<ProjectRow, 'name' | 'description' | 'timezone' | 'currency' | 'clientOrigins' | 'settings'>>,
) {
  const [row] = await db.update(projects).set(change).where(eq(projects.id, id)).returning();
  return row;
}

/**
 * Every row of the project, children first and the project row last (no foreign key cascades: each table of a
 * project goes in turn, the same tables a project snapshot holds), and the project taken out of the invitations
 * not yet accepted. Run after `lockProject`, which keeps new rows from joining the project meanwhile.
 */
export async function deleteProjectRows(db: Executor, id: string) {
  for (const table of [...projectTables].reverse()) await db.delete(table).where(inProject(table, id));
  await db
    .update(invitations)
    .set({ projects: sql`${invitations.projects} - ${id}::text` })
    .where(sql`${invitations.projects} ? ${id}`);
}
