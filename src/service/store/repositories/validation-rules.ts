import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { escapeLike } from '../like.ts';
import { anyOf } from '../any-of.ts';
import { validationRuleAssignments, validationRules } from '../schema/catalog.ts';

export type ValidationRuleRow = typeof validationRules.$inferSelect;

export async function insertRules(db: Executor, rules: (typeof validationRules.$inferInsert)[]) {
  if (rules.length) await db.insert(validationRules).values(rules);
}

export async function insertAssignments(db: Executor, rows: (typeof validationRuleAssignments.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(validationRuleAssignments).values(rows).returning();
}

export async function findRules(db: Executor, ids: string[]) {
  return ids.length ? db.select().from(validationRules).where(anyOf(validationRules.id, ids)) : [];
}

/** One page of a project's rules, newest first, each with how many objects it is assigned to. */
export async function pageRules(
  db: Executor,
  projectId: string,
  query: { limit: number; page: number; name?: string | undefined; ids?: string[] | undefined },
) {
  const where = and(
    eq(validationRules.projectId, projectId),
    query.name ? ilike(validationRules.name, `%${escapeLike(query.name)}%`) : undefined,
    query.ids ? anyOf(validationRules.id, query.ids) : undefined,
  );
  const assigned = db
    .select({ ruleId: validationRuleAssignments.ruleId, n: count().as('n') })
    .from(validationRuleAssignments)
    .where(eq(validationRuleAssignments.projectId, projectId))
    .groupBy(validationRuleAssignments.ruleId)
    .as('assigned');
  const rows = await db
    .select({ rule: validationRules, assignments: sql<number>`coalesce(${assigned.n}, 0)::int` })
    .from(validationRules)
    .leftJoin(assigned, eq(assigned.ruleId, validationRules.id))
    .where(where)
    .orderBy(desc(validationRules.createdAt), desc(validationRules.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(validationRules).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** A project's rule, locked for a change in the caller's transaction. */
export async function lockRule(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(validationRules)
    .where(and(eq(validationRules.projectId, projectId), eq(validationRules.id, id)))
    .for('update');
  return row;
}

export async function updateRule(db: Executor, id: string, values: Partial<typeof validationRules.$inferInsert>) {
  const [row] = await db.update(validationRules).set(values).where(eq(validationRules.id, id)).returning();
  return row!;
}

/** Deletes a rule and its assignments; answers the assignments it had. */
export async function deleteRule(db: Executor, id: string) {
  const removed = await db
    .delete(validationRuleAssignments)
    .where(eq(validationRuleAssignments.ruleId, id))
    .returning();
  await db.delete(validationRules).where(eq(validationRules.id, id));
  return removed;
}

export async function deleteAssignment(db: Executor, ruleId: string, assignmentId: string) {
  const [row] = await db
    .delete(validationRuleAssignments)
    .where(and(eq(validationRuleAssignments.ruleId, ruleId), eq(validationRuleAssignments.id, assignmentId)))
    .returning();
  return row;
}

export async function findAssignment(db: Executor, ruleId: string, assignmentId: string) {
  const [row] = await db
    .select()
    .from(validationRuleAssignments)
    .where(and(eq(validationRuleAssignments.ruleId, ruleId), eq(validationRuleAssignments.id, assignmentId)));
  return row;
}

/** Whether the rule guards any campaign or tier. */
export async function isRuleAssigned(db: Executor, ruleId: string) {
  const [row] = await db
    .select({ id: validationRuleAssignments.id })
    .from(validationRuleAssignments)
    .where(eq(validationRuleAssignments.ruleId, ruleId))
    .limit(1);
  return row !== undefined;
}

/** Removes every rule assignment of one object (a tier being deleted). */
export async function deleteAssignmentsOf(db: Executor, relatedObjectId: string) {
  await db.delete(validationRuleAssignments).where(eq(validationRuleAssignments.relatedObjectId, relatedObjectId));
}

/** One page of a project's rule assignments, by creation time (ties by id), optionally of one rule or object. */
export async function pageAssignments(
  db: Executor,
  projectId: string,
  query: {
    limit: number;
    page: number;
    order: 'created_at' | '-created_at';
    ruleId?: string;
    relatedObjectId?: string;
  },
) {
  const where = and(
    eq(validationRuleAssignments.projectId, projectId),
    query.ruleId === undefined ? undefined : eq(validationRuleAssignments.ruleId, query.ruleId),
    query.relatedObjectId === undefined
      ? undefined
      : eq(validationRuleAssignments.relatedObjectId, query.relatedObjectId),
  );
  const direction = query.order === 'created_at' ? asc : desc;
  // OFFSET: the hosted API pages these by number (page at most 100, so at most 10,000 rows skipped).
  const rows = await db
    .select()
    .from(validationRuleAssignments)
    .where(where)
    .orderBy(direction(validationRuleAssignments.createdAt), direction(validationRuleAssignments.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(validationRuleAssignments).where(where);
  return { rows, total: total?.total ?? 0 };
}
