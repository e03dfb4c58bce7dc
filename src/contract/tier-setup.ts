import { z } from 'zod';
import { validityChangeFields } from './common.ts';
import { createdResourceSchema } from './campaign-setup.ts';
import { oneCategory, oneCategoryIssue, promotionTierSchema, tierFields } from './promotion-tier.ts';
import { refineValidityWindow } from './validity-window.ts';

/**
 * POST /v1/templates/campaigns/{id}/tier-setup: the promotion the new tier joins and the tier's own fields; the
 * discount template gives its discount (no `action` is taken, as hosted), its window and metadata where the request
 * is silent, and copies of its rules. As in campaign setup, `null` for a date or validity field means "none, whatever
 * the template says" (Promodesk's addition).
 */
export const tierSetupRequestSchema = z
  .object({
    campaign_id: z.string().min(1).max(100),
    name: tierFields.name,
    banner: tierFields.banner,
    metadata: tierFields.metadata,
    hierarchy: tierFields.hierarchy,
    active: z.boolean().optional(),
    category_id: tierFields.category_id,
    category: tierFields.category,
    ...validityChangeFields,
  })
  .refine(oneCategory, oneCategoryIssue)
  .superRefine(refineValidityWindow)
  .meta({ id: 'TemplatesCampaignsTierSetupCreateRequestBody' });
export type TierSetupRequest = z.infer<typeof tierSetupRequestSchema>;

export const tierSetupSchema = z
  .object({
    created_resources: z.array(createdResourceSchema),
    promotion_tier: promotionTierSchema,
    object: z.literal('promotion_tier_setup'),
  })
  .meta({ id: 'TemplatesCampaignsTierSetupCreateResponseBody' });
export type TierSetup = z.infer<typeof tierSetupSchema>;
