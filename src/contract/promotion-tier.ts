import { z } from 'zod';
import {
  categorySchema,
  idListQuerySchema,
  metadataSchema,
  queryBooleanSchema,
  timestampSchema,
  validityChangeFields,
  validityFields,
} from './common.ts';
import { discountSchema } from './discount.ts';
import { validationRuleAssignmentListSchema } from './validation-rule-assignment.ts';
import { refineValidityWindow } from './validity-window.ts';

export const promotionTierSchema = z
  .object({
    id: z.string(),
    created_at: timestampSchema,
    /** Left out until the tier is first changed: the official schema types it as a string. */
    updated_at: timestampSchema.optional(),
    name: z.string(),
    banner: z.string().optional(),
    /** Empty for a tier made without an action, which gives no discount until one is set. */
    action: z.object({ discount: discountSchema.optional() }),
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

/** The most tiers one promotion holds (and one create request brings): a ladder, not a catalogue. */
export const MAX_TIERS_PER_PROMOTION = 100;
/** Rules one tier is created with, at most. */
export const MAX_TIER_RULES = 10;

/**
 * What a tier gives. The hosted service also takes the discount itself as the action (`{type, amount_off}`, no
 * `discount` wrapper), and a tier without an action, which gives nothing until one is set.
 */
const tierActionSchema = z.preprocess(
  (action) =>
    typeof action === 'object' && action !== null && 'type' in action && !('discount' in action)
      ? { discount: action }
      : action,
  z.object({ discount: discountSchema.optional() }),
);

export const tierFields = {
  name: z.string().trim().min(1, 'A tier needs a name').max(200),
  banner: z.string().max(1000).optional(),
  action: tierActionSchema,
  metadata: metadataSchema.optional(),
  hierarchy: z.number().int().min(1).max(10_000).optional(),
  category_id: z.string().min(1).max(100).optional(),
  category: z.string().min(1).max(100).optional(),
};
export const oneCategory = <T extends { category_id?: string | undefined | null; category?: string | undefined }>(
  b: T,
) => !(b.category_id && b.category);
export const oneCategoryIssue = { message: 'Send category or category_id, not both', path: ['category'] };

/**
 * A new tier (POST /v1/promotions/{campaignId}/tiers, and each of `promotion.tiers` of a new promotion). Without
 * `hierarchy` it comes after the promotion's last tier; `validation_rules` are ids of existing rules, assigned to it.
 */
export const promotionTierCreateSchema = z
  .object({
    ...tierFields,
    action: tierActionSchema.default({}),
    active: z.boolean().optional(),
    ...validityFields,
    validation_rules: z.array(z.string().min(1).max(100)).max(MAX_TIER_RULES).optional(),
  })
  .refine(oneCategory, oneCategoryIssue)
  .superRefine(refineValidityWindow)
  .meta({ id: 'PromotionsTiersCreateRequestBody' });
export type PromotionTierCreate = z.infer<typeof promotionTierCreateSchema>;

/**
 * PUT /v1/promotions/tiers/{id}: the fields sent replace the tier's (`metadata` whole, as there is no way to unset a
 * key); `null` clears a date or validity field, `category_id: null` the category. Switching is enable/disable's.
 */
export const promotionTierUpdateSchema = z
  .object({
    ...tierFields,
    name: tierFields.name.optional(),
    action: tierFields.action.optional(),
    category_id: tierFields.category_id.nullable(),
    ...validityChangeFields,
  })
  .refine(oneCategory, oneCategoryIssue)
  .superRefine(refineValidityWindow)
  .meta({ id: 'PromotionsTiersUpdateRequestBody' });
export type PromotionTierUpdate = z.infer<typeof promotionTierUpdateSchema>;
