import { z } from 'zod';
import { campaignSchema, campaignTypeSchema, campaignVoucherSchema } from './campaign.ts';
import { campaignSetupFieldsSchema } from './campaign-setup.ts';
import { campaignTemplateSchema } from './campaign-template.ts';
import { validationRuleCreateSchema } from './validation-rule.ts';

/*
 * A template's blueprint and what is read from it (its defaults, a setup's preview): apart from the template list's
 * contract, so a page that only lists templates does not load the validation rule language.
 */

/**
 * What a campaign template stores: the campaign's settings and the validation rules that each campaign made
 * from it receives as new copies. The hosted service does not show this shape; it is ours.
 */
export const blueprintSchema = z.object({
  campaign: campaignSetupFieldsSchema
    .omit({ name: true, voucher: true, category_id: true, access_settings: true })
    .extend({ campaign_type: campaignTypeSchema, voucher: campaignVoucherSchema }),
  validation_rules: z.array(
    validationRuleCreateSchema.extend({
      error: z.object({ message: z.string().optional() }).optional(),
      type: validationRuleCreateSchema.shape.type.unwrap().optional(),
      context_type: validationRuleCreateSchema.shape.context_type.unwrap().optional(),
    }),
  ),
});
export type Blueprint = z.infer<typeof blueprintSchema>;

/** Promodesk's own read of one template with what a campaign made from it starts with (the setup form's values). */
export const campaignTemplateDefaultsSchema = campaignTemplateSchema
  .extend({ blueprint: blueprintSchema })
  .meta({ id: 'CampaignTemplateWithBlueprint' });
export type CampaignTemplateDefaults = z.infer<typeof campaignTemplateDefaultsSchema>;

/**
 * Promodesk's own dry run of a campaign setup: the campaign exactly as the same request would create it (its id is
 * not kept), the rules it would receive, and codes drawn the same way as its vouchers' (others are drawn on create).
 */
export const campaignPreviewSchema = z
  .object({
    object: z.literal('campaign_preview'),
    campaign: campaignSchema,
    validation_rules: blueprintSchema.shape.validation_rules,
    sample_codes: z.array(z.string()),
  })
  .meta({ id: 'CampaignPreview' });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;
