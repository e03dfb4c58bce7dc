import type { AllAssignmentsQuery } from '../../../contract/validation-rule-assignment.ts';
import type { ApplicableTo } from '../../../contract/applicable-to.ts';
import { logicOf, numberedRules, type ValidationRule } from '../../../contract/validation-rule.ts';
import type { Executor } from '../../store/db.ts';
import {
  findRules,
  pageAssignments,
  pageRules,
  type ValidationRuleRow,
} from '../../store/repositories/validation-rules.ts';
import { notFound } from '../failures.ts';
import { iso, presentAssignment } from '../present-common.ts';

/** Each entry as the hosted service answers it: with its effect and `strict` (false unless sent). */
const presentEntries = (entries: ApplicableTo['included']) =>
  (entries ?? []).map((entry) => ({ ...entry, strict: entry.strict ?? false, effect: 'APPLY_TO_EVERY' as const }));

const withEffects = ({ included, excluded, included_all }: ApplicableTo): ApplicableTo => ({
  included: presentEntries(included),
  excluded: presentEntries(excluded),
  included_all: included_all ?? false,
});

export const presentRule = (row: ValidationRuleRow): ValidationRule => ({
  id: row.id,
  object: 'validation_rules',
  name: row.name,
  // The hosted service answers the logic it applies, `and` over every rule when none was sent.
  rules: numberedRules(row.rules).length ? { ...row.rules, logic: logicOf(row.rules) } : row.rules,
  ...(row.error?.message !== undefined && { error: { message: row.error.message } }),
  applicable_to: row.applicableTo && withEffects(row.applicableTo),
  type: row.type,
  context_type: row.contextType,
  created_at: iso(row.createdAt),
  updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
});

/** A validation rule of the project, or a 404. */
export async function readRule(db: Executor, projectId: string, ruleId: string) {
  const [row] = await findRules(db, [ruleId]);
  if (!row || row.projectId !== projectId) throw notFound('validation_rules', ruleId);
  return presentRule(row);
}

/** One page of the project's rules, newest first, each with its number of assignments. */
export async function readRulePage(db: Executor, projectId: string, query: Parameters<typeof pageRules>[2]) {
  const { rows, total } = await pageRules(db, projectId, query);
  return {
    object: 'list' as const,
    data_ref: 'data' as const,
    data: rows.map(({ rule, assignments }) => ({ ...presentRule(rule), assignments_count: assignments })),
    total,
  };
}

/**
 * One page of the project's rule assignments (GET /v1/validation-rules-assignments), or of one rule's. An unknown
 * rule, or another project's, has none: the hosted API answers an empty list there, not a 404.
 */
export async function readAssignmentPage(db: Executor, projectId: string, query: AllAssignmentsQuery) {
  const { rule, related_object_id, ...paging } = query;
  const { rows, total } = await pageAssignments(db, projectId, {
    ...paging,
    ...(rule !== undefined && { ruleId: rule }),
    ...(related_object_id !== undefined && { relatedObjectId: related_object_id }),
  });
  return { object: 'list' as const, data_ref: 'data' as const, data: rows.map(presentAssignment), total };
}
