import type { ValidationRule } from '../../../contract/validation-rule.ts';
import type { Executor } from '../../store/db.ts';
import { findRules, type ValidationRuleRow } from '../../store/repositories/validation-rules.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';

export const presentRule = (row: ValidationRuleRow): ValidationRule => ({
  id: row.id,
  object: 'validation_rules',
  name: row.name,
  rules: row.rules,
  ...(row.error?.message !== undefined && { error: { message: row.error.message } }),
  created_at: iso(row.createdAt),
  updated_at: row.updatedAt ? iso(row.updatedAt) : null,
});

/** A validation rule of the project, or a 404. */
export async function readRule(db: Executor, projectId: string, ruleId: string) {
  const [row] = await findRules(db, [ruleId]);
  if (!row || row.projectId !== projectId) throw notFound('validation_rules', ruleId);
  return presentRule(row);
}
