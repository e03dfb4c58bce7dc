import { z } from 'zod';
import { isoDurationSchema, metadataSchema, moneySchema, validityChangeFields } from './common.ts';
import { campaignModeSchema, campaignNameSchema, campaignSchema, codeConfigSchema } from './campaign.ts';
import { discountSchema } from './discount.ts';
import { refineValidityWindow } from './validity-window.ts';

/** The most vouchers one request generates (a setup, a duplicate). */
export const MAX_GENERATED_VOUCHERS = 100_000;

/**
 * The settings a setup request may override. Promodesk's own additions: `null` for a date or validity field means
 * "none, whatever the template says", and `voucher.discount` / `voucher.gift.amount` change the template's value.
 */
export const campaignSetupFieldsSchema = z.object({
  name: campaignNameSchema,
  description: z.string().max(1000).optional(),
  type: campaignModeSchema.optional(),
  join_once: z.boolean().optional(),
  auto_join: z.boolean().optional(),
  use_voucher_metadata_schema: z.boolean().optional(),
  vouchers_count: z.number().int().min(0).max(MAX_GENERATED_VOUCHERS).optional(),
  ...validityChangeFields,
  activity_duration_after_publishing: isoDurationSchema.nullable().optional(),
  category_id: z.string().min(1).optional(),
  category: z.string().min(1).max(100).optional(),
  metadata: metadataSchema.optional(),
  access_settings: z
    .object({ assign: z.array(z.string()).optional(), unassign: z.array(z.string()).optional() })
    .optional(),
  voucher: z
    .object({
      code_config: codeConfigSchema.optional(),
      redemption: z.object({ quantity: z.number().int().positive().nullable().optional() }).optional(),
      discount: discountSchema.optional(),
      gift: z.object({ amount: moneySchema.positive('A gift card needs an amount above zero') }).optional(),
    })
    .optional(),
});

/** Overrides of the template's blueprint; `name` is the only required field. */
export const campaignSetupRequestSchema = campaignSetupFieldsSchema
  .refine((b) => !(b.category_id && b.category), {
    message: 'Send category or category_id, not both',
    path: ['category'],
  })
  // What the request states of the window; the service judges the template's window merged with it as well.
  .superRefine(refineValidityWindow)
  .meta({ id: 'TemplatesCampaignsCampaignSetupCreateRequestBody' });
export type CampaignSetupRequest = z.infer<typeof campaignSetupRequestSchema>;

export const createdResourceSchema = z.object({
  id: z.string(),
  object: z.enum(['validation_rules', 'product', 'sku', 'products_collection', 'segments', 'location']),
});

export const campaignSetupSchema = z
  .object({
    created_resources: z.array(createdResourceSchema),
    campaign: campaignSchema,
    object: z.literal('campaign_setup'),
  })
  .meta({ id: 'TemplatesCampaignsCampaignSetupCreateResponseBody' });
export type CampaignSetup = z.infer<typeof campaignSetupSchema>;
