/*
 * POST /v1/qualifications and POST /client/v1/qualifications (the hosted API's "check eligibility"): the redeemables
 * a customer and order qualify for, newest first, paged by `starting_after`.
 */
import { z } from 'zod';
import { metadataSchema, timestampSchema } from './common.ts';
import { customerRequestSchema } from './customer.ts';
import { discountSchema } from './discount.ts';
import { orderCalculatedSchema, orderRequestSchema } from './order.ts';
import { stackingRulesSchema } from './stacking-rules.ts';
import { targetListSchema } from './applicable-to.ts';

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

export const qualificationsRequestSchema = z
  .object({
    customer: customerRequestSchema.optional(),
    order: orderRequestSchema.optional(),
    tracking_id: z.string().min(1).max(300).optional(),
    scenario: z.enum(qualificationScenarios).optional(),
    options: z
      .object({
        limit: z.number().int().min(1).max(MAX_QUALIFIED_REDEEMABLES).optional(),
        starting_after: timestampSchema.nullable().optional(),
        /** Accepted in the official shape and refused when present: Promodesk does not narrow by them. */
        filters: z.record(z.string(), z.unknown()).optional(),
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
  id: z.string(),
  object: z.enum(['campaign', 'promotion_tier']),
  created_at: timestampSchema,
  /** The discount it gives, or for a gift card campaign the amount each card starts with. */
  result: z.object({
    discount: discountSchema.optional(),
    gift: z.object({ balance: z.number().int() }).optional(),
  }),
  /** The order as this redeemable alone would leave it (promotion tiers judged against an order). */
  order: orderCalculatedSchema.optional(),
  /** Promodesk's discounts target the whole order: nothing is listed per product. */
  applicable_to: targetListSchema,
  inapplicable_to: targetListSchema,
  metadata: metadataSchema,
  name: z.string(),
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
