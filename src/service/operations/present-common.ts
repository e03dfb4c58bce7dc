import type { z } from 'zod';
import type { categorySchema } from '../../contract/common.ts';
import type { ValidationRuleAssignment } from '../../contract/validation-rule-assignment.ts';
import type { AssignmentRow, CategoryRow } from '../store/repositories/campaigns.ts';
import type { Validity } from '../../contract/common.ts';
import type { Related } from './related.ts';

export const iso = (date: Date) => date.toISOString();

/** Drops null and undefined fields: the official schemas type most optional fields as non-nullable. */
export function compact<T extends Record<string, unknown>>(object: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== null && v !== undefined)) as never;
}

export const presentCategory = (row: CategoryRow): z.infer<typeof categorySchema> =>
  compact({
    id: row.id,
    name: row.name,
    hierarchy: row.hierarchy,
    stacking_rules_type: row.stackingRulesType ?? undefined,
    object: 'category' as const,
    created_at: iso(row.createdAt),
    updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
  });

export const presentAssignment = (row: AssignmentRow): ValidationRuleAssignment => ({
  id: row.id,
  rule_id: row.ruleId,
  related_object_id: row.relatedObjectId,
  related_object_type: row.relatedObjectType,
  created_at: iso(row.createdAt),
  object: 'validation_rules_assignment',
});

export const presentAssignmentList = (rows: AssignmentRow[]) => ({
  object: 'list' as const,
  data_ref: 'data' as const,
  data: rows.map(presentAssignment),
  total: rows.length,
});

/** Validity fields in the interface's shape, without the unset ones. */
export const presentValidity = (validity: Validity) =>
  compact({
    start_date: validity.start_date,
    expiration_date: validity.expiration_date,
    validity_timeframe: validity.validity_timeframe,
    validity_day_of_week: validity.validity_day_of_week,
    validity_hours: validity.validity_hours,
  });

/** The category and rule assignments of one object, from what was loaded with it. */
export function relatedOf(related: Related, object: { id: string; categoryId: string | null }) {
  const category = object.categoryId ? related.categories.get(object.categoryId) : undefined;
  return { category, assignments: related.assignments.get(object.id) ?? [] };
}
