import type { z } from 'zod';
import type { categorySchema } from '../../contract/common.ts';
import type {
  ValidationRuleAssignment,
  validationRuleAssignmentListSchema,
} from '../../contract/validation-rule-assignment.ts';
import type { AssignmentRow, CategoryRow } from '../store/repositories/campaigns.ts';
import type { Validity } from '../../contract/common.ts';
import type { Related } from './related.ts';

export const iso = (date: Date) => date.toISOString();

/*
 * The official schemas type most optional fields as non-nullable, so a presenter leaves an unset one `undefined`
 * (a database `null` becomes `?? undefined`): JSON leaves the key out. Each presenter's return type is the
 * contract's, so the compiler checks every field's name and type.
 */

export const presentCategory = (row: CategoryRow): z.infer<typeof categorySchema> => ({
  id: row.id,
  name: row.name,
  hierarchy: row.hierarchy,
  stacking_rules_type: row.stackingRulesType ?? undefined,
  object: 'category',
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

export const presentAssignmentList = (rows: AssignmentRow[]): z.infer<typeof validationRuleAssignmentListSchema> => ({
  object: 'list',
  data_ref: 'data',
  data: rows.map(presentAssignment),
  total: rows.length,
});

/** Validity fields in the interface's shape, and no other key the stored window may hold. */
export const presentValidity = (validity: Validity): Validity => ({
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
