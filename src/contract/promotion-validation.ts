/*
 * POST /v1/promotions/validation and the client SDK's GET /client/v1/promotions/validation (deprecated there, still
 * sent by the SDKs): which promotion tiers apply to a customer and order, each with its discount and the order as
 * that tier alone would leave it.
 */
import { z } from 'zod';
import { metadataSchema, queryBooleanSchema, timestampSchema } from './common.ts';
import { discountSchema } from './discount.ts';
import { singleOrderSchema, singleValidationOutcomeFields, tierRedeemRequestSchema } from './single-redemption.ts';
import { targetListSchema } from './applicable-to.ts';

export const promotionValidationRequestSchema = tierRedeemRequestSchema
  .extend({ options: z.object({ expand: z.array(z.literal('category')).max(1).optional() }).optional() })
  .meta({ id: 'PromotionsValidateRequestBody' });
export type PromotionValidationRequest = z.infer<typeof promotionValidationRequestSchema>;

/** `audienceRulesOnly=true` and `filters` are refused (400) rather than ignored: Promodesk does not narrow by them. */
export const promotionValidationQuerySchema = z.object({ audienceRulesOnly: queryBooleanSchema.optional() });

export const validPromotionSchema = z.object({
  valid: z.literal(true),
  id: z.string(),
  object: z.literal('promotion_tier'),
  name: z.string(),
  banner: z.string().optional(),
  discount: discountSchema.optional(),
  /** What this tier alone takes off the order. */
  discount_amount: z.number().int(),
  hierarchy: z.number().int(),
  start_date: timestampSchema.optional(),
  expiration_date: timestampSchema.optional(),
  metadata: metadataSchema,
  /** Promodesk's discounts target the whole order: nothing is listed per product. */
  applicable_to: targetListSchema,
  inapplicable_to: targetListSchema,
  order: singleOrderSchema,
  tracking_id: z.string().optional(),
});

export const promotionValidationSchema = z
  .object({
    valid: z.boolean(),
    promotions: z.array(validPromotionSchema),
    tracking_id: z.string().optional(),
  })
  .meta({ id: 'PromotionsValidateResponseBody' });
export type PromotionValidation = z.infer<typeof promotionValidationSchema>;

/** POST /v1/promotions/tiers/{promotionTierId}/validation: the customer and order one tier is judged against. */
export const tierValidationRequestSchema = tierRedeemRequestSchema.meta({ id: 'PromotionsTiersValidateRequestBody' });
export type TierValidationRequest = z.infer<typeof tierValidationRequestSchema>;

/**
 * One tier judged alone: valid with what it takes off and the order it leaves, or why not (`reason` and `error`),
 * with the tier's own fields either way.
 */
export const tierValidationSchema = z
  .object({
    valid: z.boolean(),
    id: z.string(),
    object: z.literal('promotion_tier'),
    name: z.string(),
    banner: z.string().optional(),
    /** Left out for a tier made without an action. */
    discount: discountSchema.optional(),
    campaign: z.object({
      id: z.string(),
      start_date: timestampSchema.optional(),
      expiration_date: timestampSchema.optional(),
      active: z.boolean(),
      object: z.literal('campaign'),
    }),
    hierarchy: z.number().int(),
    start_date: timestampSchema.optional(),
    expiration_date: timestampSchema.optional(),
    metadata: metadataSchema,
    /** What the tier takes off the order, and what of it applies. */
    discount_amount: z.number().int().optional(),
    applied_discount_amount: z.number().int().optional(),
    applicable_to: targetListSchema.optional(),
    inapplicable_to: targetListSchema.optional(),
    order: singleOrderSchema.optional(),
    ...singleValidationOutcomeFields,
  })
  .meta({ id: 'PromotionsTiersValidateResponseBody' });
export type TierValidation = z.infer<typeof tierValidationSchema>;
