/*
 * POST /v1/qualifications and POST /client/v1/qualifications (the hosted API's "check eligibility"): the redeemables
 * a customer and order qualify for, newest first, paged by `starting_after`.
 */
import { z } from 'zod';
import { categorySchema, metadataSchema, timestampSchema } from './common.ts';
import { customerRequestSchema } from './customer.ts';
import { discountSchema } from './discount.ts';
import { orderCalculatedSchema, orderRequestSchema } from './order.ts';
import { stackingRulesSchema } from './stacking-rules.ts';
import { targetListSchema } from './applicable-to.ts';
import { validationRuleAssignmentListSchema } from './validation-rule-assignment.ts';

export const qualificationScenarios = [
  'ALL',
  'CUSTOMER_WALLET',
  'AUDIENCE_ONLY',
  'PRODUCTS',
  'PRODUCTS_DISCOUNT',
  'PROMOTION_STACKS',
  'PRODUCTS_BY_CUSTOMER',
  'PRODUCTS_DISCOUNT_BY_CUSTOMER',
] as const;
/** The scenarios Promodesk answers; the others are refused (400) rather than answered as ALL. */
export const supportedQualificationScenarios = ['ALL', 'AUDIENCE_ONLY'] as const;

export const MAX_QUALIFIED_REDEEMABLES = 50;
export const DEFAULT_QUALIFIED_REDEEMABLES = 5;

const filterValuesSchema = z.array(z.string().max(200)).max(100);
/** One field's conditions in the hosted filter language, as the official `QualificationsFiltersCondition` lists them. */
const fieldFilterSchema = z.strictObject({
  conditions: z.strictObject({
    $is: filterValuesSchema.optional(),
    $is_not: filterValuesSchema.optional(),
    $in: filterValuesSchema.optional(),
    $not_in: filterValuesSchema.optional(),
    $has_value: z.unknown().optional(),
    $is_unknown: z.unknown().optional(),
  }),
});
/** The redeemable fields a qualification narrows by, joined by `junction` (`and` when absent). */
export const qualificationFiltersSchema = z.strictObject({
  junction: z.enum(['and', 'or', 'AND', 'OR']).optional(),
  category_id: fieldFilterSchema.optional(),
  campaign_id: fieldFilterSchema.optional(),
  campaign_type: fieldFilterSchema.optional(),
  resource_id: fieldFilterSchema.optional(),
  resource_type: fieldFilterSchema.optional(),
  voucher_type: fieldFilterSchema.optional(),
  code: fieldFilterSchema.optional(),
  holder_role: fieldFilterSchema.optional(),
});
export type QualificationFilters = z.infer<typeof qualificationFiltersSchema>;

export const qualificationsRequestSchema = z
  .object({
    customer: customerRequestSchema.optional(),
    order: orderRequestSchema.optional(),
    tracking_id: z.string().min(1).max(300).optional(),
    scenario: z.enum(qualificationScenarios).optional(),
    options: z
      .object({
        /** As hosted, a larger limit is taken and the answer holds at most 50 ("determined by the API"). */
        limit: z.number().int().min(1).optional(),
        starting_after: timestampSchema.nullable().optional(),
        filters: qualificationFiltersSchema.optional(),
        expand: z
          .array(z.enum(['redeemable', 'category', 'validation_rules']))
          .max(3)
          .optional(),
        sorting_rule: z.enum(['BEST_DEAL', 'LEAST_DEAL', 'DEFAULT']).optional(),
      })
      .optional(),
    session: z.object({ type: z.literal('LOCK').optional() }).optional(),
    metadata: metadataSchema.optional(),
  })
  .meta({ id: 'QualificationsCheckEligibilityRequestBody' });
export type QualificationsRequest = z.infer<typeof qualificationsRequestSchema>;

export const qualifiedRedeemableSchema = z.object({
  /** A campaign's or tier's id, or a voucher's code. */
  id: z.string(),
  object: z.enum(['campaign', 'promotion_tier', 'voucher']),
  created_at: timestampSchema,
  /** The discount it gives, or for a gift card (or a gift card campaign) the balance it would spend from. */
  result: z.object({
    discount: discountSchema.optional(),
    gift: z.object({ balance: z.number().int() }).optional(),
  }),
  /** The order as this redeemable alone would leave it, when there is an order to judge. */
  order: orderCalculatedSchema.optional(),
  applicable_to: targetListSchema,
  inapplicable_to: targetListSchema,
  metadata: metadataSchema,
  categories: z.array(categorySchema),
  /** With `expand: validation_rules`, the rules assigned to it, when it has any. */
  validation_rules_assignments: validationRuleAssignmentListSchema.optional(),
  /** A campaign's or tier's name; codes have none. */
  name: z.string().optional(),
  banner: z.string().optional(),
  campaign_name: z.string().optional(),
  campaign_id: z.string().optional(),
});
export type QualifiedRedeemable = z.infer<typeof qualifiedRedeemableSchema>;

export const qualificationsResponseSchema = z
  .object({
    redeemables: z.object({
      object: z.literal('list'),
      data_ref: z.literal('data'),
      data: z.array(qualifiedRedeemableSchema),
      /** How many this answer holds, as the official field says. */
      total: z.number().int(),
      has_more: z.boolean(),
      more_starting_after: timestampSchema.optional(),
    }),
    tracking_id: z.string().optional(),
    order: orderCalculatedSchema.optional(),
    stacking_rules: stackingRulesSchema,
  })
  .meta({ id: 'QualificationsCheckEligibilityResponseBody' });
export type QualificationsResponse = z.infer<typeof qualificationsResponseSchema>;
