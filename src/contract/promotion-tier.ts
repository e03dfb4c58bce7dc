import { z } from 'zod';
import { categorySchema, metadataSchema, timestampSchema, validityFields } from './common.ts';
import { discountSchema } from './discount.ts';
import { validationRuleAssignmentListSchema } from './validation-rule-assignment.ts';

export const promotionTierSchema = z
  .object({
    id: z.string(),
    created_at: timestampSchema,
    /** Left out until the tier is first changed: the official schema types it as a string. */
    updated_at: timestampSchema.optional(),
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
    /** Always the list, empty when no rule is assigned (as a campaign's): the official schema types it an object. */
    validation_rule_assignments: validationRuleAssignmentListSchema,
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
