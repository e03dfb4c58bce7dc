import { z } from 'zod';
import { timestampSchema } from './common.ts';

export const assignableObjectTypes = [
  'campaign',
  'voucher',
  'promotion_tier',
  'earning_rule',
  'reward_assignment',
  'distribution',
] as const;

export const validationRuleAssignmentSchema = z.object({
  id: z.string(),
  rule_id: z.string(),
  related_object_id: z.string(),
  related_object_type: z.enum(assignableObjectTypes),
  created_at: timestampSchema,
  object: z.literal('validation_rules_assignment'),
  validation_status: z.enum(['VALID', 'PARTIALLY_VALID', 'INVALID']).optional(),
  validation_omitted_rules: z.array(z.string()).optional(),
});
export type ValidationRuleAssignment = z.infer<typeof validationRuleAssignmentSchema>;

export const validationRuleAssignmentListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(validationRuleAssignmentSchema),
  total: z.number().int(),
});

/** POST /v1/validation-rules/{id}/assignments: the campaign, code or promotion tier the rule now also guards. */
export const validationRuleAssignmentCreateSchema = z
  .object({
    related_object_type: z.enum(['campaign', 'voucher', 'promotion_tier']),
    related_object_id: z.string().min(1).max(100),
  })
  .meta({ id: 'ValidationRulesAssignmentsCreateRequestBody' });
export type ValidationRuleAssignmentCreate = z.infer<typeof validationRuleAssignmentCreateSchema>;

/** GET /v1/validation-rules-assignments and GET /v1/validation-rules/{id}/assignments: the official paging. */
export const validationRuleAssignmentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  order: z.enum(['created_at', '-created_at']).default('-created_at'),
});
export const allAssignmentsQuerySchema = validationRuleAssignmentListQuerySchema.extend({
  related_object_id: z.string().min(1).max(100).optional(),
  rule: z.string().min(1).max(100).optional(),
});
export type AllAssignmentsQuery = z.infer<typeof allAssignmentsQuerySchema>;
