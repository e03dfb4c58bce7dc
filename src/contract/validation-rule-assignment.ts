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
