import { z } from 'zod';
import {
  categorySchema,
  idListQuerySchema,
  metadataSchema,
  queryBooleanSchema,
  timestampSchema,
  validityFields,
} from './common.ts';
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

/**
 * GET /v1/promotions/tiers: the project's tiers, a page at a time. `is_available=true` keeps the tiers that are on,
 * of a promotion that is on, and within their and their promotion's dates. `campaign_ids` is Promodesk's own: only
 * the tiers of these promotions (comma-separated ids), so a page of promotions reads all its tiers in one request.
 */
export const promotionTierListQuerySchema = z.object({
  is_available: queryBooleanSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  order: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at']).default('created_at'),
  campaign_ids: idListQuerySchema.optional(),
});
export type PromotionTierListQuery = z.infer<typeof promotionTierListQuerySchema>;
