import type { Executor } from '../db.ts';
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
