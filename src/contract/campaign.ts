import { z } from 'zod';
import { pointsExpirationRulesSchema } from './points-expiry.ts';
import {
  categorySchema,
  isoDurationSchema,
  metadataSchema,
  moneySchema,
  timestampSchema,
  validityChangeFields,
  validityFields,
} from './common.ts';
import { discountSchema } from './discount.ts';
import { loyaltyTiersExpirationSchema } from './loyalty-tiers-expiration.ts';
import { validationRuleAssignmentListSchema } from './validation-rule-assignment.ts';
import { refineValidityWindow } from './validity-window.ts';

export const campaignTypeSchema = z.enum([
  'LOYALTY_PROGRAM',
  'GIFT_VOUCHERS',
  'DISCOUNT_COUPONS',
  'PROMOTION',
  'REFERRAL_PROGRAM',
]);
export type CampaignType = z.infer<typeof campaignTypeSchema>;
export const campaignModeSchema = z.enum(['AUTO_UPDATE', 'STATIC', 'STANDALONE']);
/**
 * Promodesk's own: what a campaign is now, decided by the service (deleted, then switched off, then its dates). A
 * campaign can be ACTIVE and still refuse a code outside its days or hours of the week.
 */
export const campaignStatusSchema = z.enum(['ACTIVE', 'SCHEDULED', 'EXPIRED', 'DISABLED', 'DELETED']);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;
export const voucherTypeSchema = z.enum(['DISCOUNT_VOUCHER', 'GIFT_VOUCHER', 'LOYALTY_CARD']);

export const codeConfigSchema = z.object({
  pattern: z.string().regex(/#/, 'A pattern needs at least one # to replace').max(100).optional(),
  length: z.number().int().min(1).max(64).optional(),
  charset: z.string().min(2).max(200).optional(),
  prefix: z.string().max(50).optional(),
  postfix: z.string().max(50).optional(),
  initial_count: z.number().int().optional(),
});

export const giftSchema = z.object({
  amount: moneySchema,
  subtracted_amount: moneySchema.optional(),
  balance: moneySchema,
  effect: z.enum(['APPLY_TO_ORDER', 'APPLY_TO_ITEMS']).optional(),
});

export const loyaltyCardSchema = z.object({
  points: z.number().int(),
  balance: z.number().int().optional(),
  next_expiration_date: z.string().optional(),
  next_expiration_points: z.number().int().optional(),
  pending_points: z.number().int().optional(),
  expired_points: z.number().int().optional(),
  subtracted_points: z.number().int().optional(),
});

/** Voucher settings a campaign hands to every voucher it generates. */
export const campaignVoucherSchema = z.object({
  type: voucherTypeSchema,
  discount: discountSchema.optional(),
  gift: giftSchema.optional(),
  /** A program's points expire by its `expiration_rules` unless an earning rule sets its own. */
  loyalty_card: loyaltyCardSchema.extend({ expiration_rules: pointsExpirationRulesSchema.optional() }).optional(),
  redemption: z.object({
    quantity: z.number().int().positive().nullable(),
    redeemed_quantity: z.number().int().optional(),
  }),
  code_config: codeConfigSchema,
  is_referral_code: z.boolean(),
});
export type CampaignVoucher = z.infer<typeof campaignVoucherSchema>;

export const referralProgramSchema = z.object({
  conversion_event_type: z.enum(['redemption', 'custom_event']),
  custom_event: z.object({ id: z.string().optional(), name: z.string() }).optional(),
  referee_reward: z
    .object({
      related_object_parent: z.object({ id: z.string(), name: z.string(), object: z.literal('CAMPAIGN') }),
      type: z.enum(['LOYALTY_CARD', 'GIFT_VOUCHER']),
      amount: z.number().int(),
    })
    .optional(),
});

/** A campaign's name, as every request that names one takes it (unique in the project: the service checks that). */
export const campaignNameSchema = z.string().trim().min(1, 'A campaign needs a name').max(200);

export const campaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().optional(),
    campaign_type: campaignTypeSchema,
    type: campaignModeSchema,
    voucher: campaignVoucherSchema.optional(),
    is_referral_code: z.boolean().optional(),
    auto_join: z.boolean(),
    join_once: z.boolean(),
    use_voucher_metadata_schema: z.boolean(),
    ...validityFields,
    activity_duration_after_publishing: isoDurationSchema.optional(),
    vouchers_count: z.number().int().optional(),
    active: z.boolean(),
    metadata: metadataSchema.optional(),
    created_at: timestampSchema,
    updated_at: timestampSchema.optional(),
    category: z.string().optional(),
    category_id: z.string().nullable(),
    categories: z.array(categorySchema),
    creation_status: z.enum(['DONE', 'IN_PROGRESS', 'FAILED', 'DRAFT', 'MODIFYING']),
    vouchers_generation_status: z.enum(['DONE', 'IN_PROGRESS', 'FAILED', 'DRAFT', 'MODIFYING']),
    protected: z.boolean(),
    referral_program: referralProgramSchema.optional(),
    loyalty_tiers_expiration: loyaltyTiersExpirationSchema.optional(),
    validation_rules_assignments: validationRuleAssignmentListSchema.optional(),
    object: z.literal('campaign'),
    /** In the bin (soft-deleted): the hosted service's fields. */
    deleted: z.boolean(),
    deleted_at: timestampSchema.nullable(),
    status: campaignStatusSchema,
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  campaign_type: campaignTypeSchema.optional(),
  /** Promodesk's own: campaigns whose name contains this text, ignoring case. */
  name: z.string().min(1).max(200).optional(),
  order: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at']).default('-created_at'),
});

export const campaignListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('campaigns'),
    campaigns: z.array(campaignSchema),
    total: z.number().int(),
  })
  .meta({ id: 'CampaignsListResponseBody' });

/**
 * PUT /v1/campaigns/{id}: the settings a campaign keeps changing after it is made. `null` clears a date or validity
 * field; `metadata` merges into the campaign's, `unset_metadata_fields` removes keys; `name` is Promodesk's own.
 */
export const campaignUpdateSchema = z
  .object({
    name: campaignNameSchema.optional(),
    description: z.string().max(1000).nullable().optional(),
    ...validityChangeFields,
    activity_duration_after_publishing: isoDurationSchema.nullable().optional(),
    join_once: z.boolean().optional(),
    auto_join: z.boolean().optional(),
    type: campaignModeSchema.extract(['AUTO_UPDATE', 'STATIC']).optional(),
    category_id: z.string().min(1).nullable().optional(),
    category: z.string().min(1).max(100).optional(),
    metadata: metadataSchema.optional(),
    unset_metadata_fields: z.array(z.string().min(1)).max(100).optional(),
    /** A loyalty program's only; `null` removes it. */
    loyalty_tiers_expiration: loyaltyTiersExpirationSchema.nullable().optional(),
  })
  .refine((b) => !(b.category_id && b.category), {
    message: 'Send category or category_id, not both',
    path: ['category'],
  })
  // What the request states of the window; the service judges the campaign's window merged with it as well.
  .superRefine(refineValidityWindow)
  .meta({ id: 'CampaignsUpdateRequestBody' });
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/** Promodesk's own copy of a campaign under a new name (same settings, copies of its rules, new codes). */
export const campaignDuplicateSchema = z.object({ name: campaignNameSchema });

/** POST /v1/templates/campaigns: a template made from a campaign (its settings and copies of its rules). */
export const templateFromCampaignSchema = z
  .object({
    campaign_id: z.string().min(1),
    name: z.string().trim().min(1, 'A template needs a name').max(200),
    description: z.string().max(1000).optional(),
  })
  .meta({ id: 'TemplatesCampaignsCreateRequestBody' });

/** The answer to enabling or disabling a campaign: empty, as the hosted API's (the SDKs type it `{}`). */
export const campaignSwitchResponseSchema = z.object({}).strict().meta({ id: 'CampaignSwitchResponse' });
