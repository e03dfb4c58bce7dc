import { z } from 'zod';
import { categorySchema, metadataSchema, timestampSchema, validityFields } from './common.ts';
import { discountSchema } from './discount.ts';
import { validationRuleAssignmentListSchema } from './validation-rule-assignment.ts';

export const promotionTierSchema = z
  .object({
    id: z.string(),
    created_at: timestampSchema,
    /** null until the tier is first changed, as the hosted service answers. */
    updated_at: timestampSchema.nullable(),
    name: z.string(),
    banner: z.string().optional(),
    action: z.object({ discount: discountSchema }),
    metadata: metadataSchema,
    hierarchy: z.number().int(),
    promotion_id: z.string(),
    campaign: z.object({
      id: z.string(),
      ...validityFields,
      active: z.boolean(),
      category_id: z.string().optional(),
      object: z.literal('campaign'),
    }),
    campaign_id: z.string(),
    active: z.boolean(),
    ...validityFields,
    summary: z.object({
      redemptions: z.object({ total_redeemed: z.number().int() }),
      orders: z.object({ total_amount: z.number().int(), total_discount_amount: z.number().int() }),
    }),
    object: z.literal('promotion_tier'),
    validation_rule_assignments: validationRuleAssignmentListSchema.nullable(),
    category_id: z.string().optional(),
    categories: z.array(categorySchema),
  })
  .meta({ id: 'PromotionTier' });
export type PromotionTier = z.infer<typeof promotionTierSchema>;

export const promotionTierListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('tiers'),
    tiers: z.array(promotionTierSchema),
    total: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: 'PromotionTiersList' });
