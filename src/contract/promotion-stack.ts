import { z } from 'zod';
import { categorySchema, timestampSchema } from './common.ts';

/** The hosted service's bound: a stack groups up to 30 tiers. */
export const MAX_TIERS_PER_STACK = 30;
/** Promodesk's own bound on the stacks of one promotion (the hosted docs name none). */
export const MAX_STACKS_PER_PROMOTION = 100;

const stackName = z.string().trim().min(1, 'A stack needs a name').max(200);
const tierIds = z
  .array(z.string().min(1).max(100))
  .min(1, 'A stack needs at least one tier')
  .max(MAX_TIERS_PER_STACK, `A stack holds at most ${MAX_TIERS_PER_STACK} tiers`)
  .refine((ids) => new Set(ids).size === ids.length, 'A tier appears once in a stack');
const stackTiers = z.object({ ids: tierIds, hierarchy_mode: z.literal('MANUAL').default('MANUAL') });

/** A named, ordered group of one promotion's tiers. */
export const promotionStackSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at: timestampSchema,
    updated_at: timestampSchema.optional(),
    campaign_id: z.string(),
    object: z.literal('promotion_stack'),
    /** Tiers apply in the order of `ids` (the only mode, MANUAL), which the hosted service does not answer. */
    tiers: z.object({ ids: z.array(z.string()) }),
    category_id: z.string().nullable(),
    categories: z.array(categorySchema),
  })
  .meta({ id: 'PromotionStack' });
export type PromotionStack = z.infer<typeof promotionStackSchema>;

export const promotionStackListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(promotionStackSchema),
    total: z.number().int(),
  })
  .meta({ id: 'PromotionsStacksListResponseBody' });
export type PromotionStackList = z.infer<typeof promotionStackListSchema>;

/** POST /v1/promotions/{campaignId}/stacks: every id must be a tier of that promotion. */
export const promotionStackCreateSchema = z
  .object({ name: stackName, tiers: stackTiers, category_id: z.string().min(1).max(100).optional() })
  .meta({ id: 'PromotionsStacksCreateRequestBody' });
export type PromotionStackCreate = z.infer<typeof promotionStackCreateSchema>;

/** PUT /v1/promotions/{campaignId}/stacks/{stackId}: what is sent replaces; `category_id: null` clears it. */
export const promotionStackUpdateSchema = z
  .object({
    name: stackName.optional(),
    tiers: stackTiers.optional(),
    category_id: z.string().min(1).max(100).nullable().optional(),
  })
  .meta({ id: 'PromotionsStacksUpdateRequestBody' });
export type PromotionStackUpdate = z.infer<typeof promotionStackUpdateSchema>;

/** GET /v1/promotions/stacks: a page of the project's stacks (the hosted API pages by number). */
export const promotionStackListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  order: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at', 'name', '-name']).default('-created_at'),
});
export type PromotionStackListQuery = z.infer<typeof promotionStackListQuerySchema>;
