import { z } from 'zod';
import { pointsExpirationRulesSchema } from './points-expiry.ts';
import { isoDurationSchema, metadataSchema, moneySchema, validityFields } from './common.ts';
import {
  campaignModeSchema,
  campaignNameSchema,
  campaignSchema,
  campaignTypeSchema,
  codeConfigSchema,
  giftSchema,
  referralProgramSchema,
  type CampaignType,
} from './campaign.ts';
import { MAX_GENERATED_VOUCHERS } from './campaign-setup.ts';
import { discountSchema } from './discount.ts';
import { voucherCodeSchema } from './voucher-write.ts';
import { MAX_TIERS_PER_PROMOTION, promotionTierCreateSchema, promotionTierListSchema } from './promotion-tier.ts';
import { loyaltyTiersExpirationSchema } from './loyalty-tiers-expiration.ts';
import { refineValidityWindow } from './validity-window.ts';

const voucherCommon = {
  code_config: codeConfigSchema.optional(),
  redemption: z.object({ quantity: z.number().int().positive().nullable().optional() }).optional(),
  /** A STANDALONE (generic) campaign's one code, created with it. */
  code: voucherCodeSchema.optional(),
};

/** What each generated code is: a discount (discount coupons, referral codes), a gift card or a loyalty card. */
export const campaignCreateVoucherSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('DISCOUNT_VOUCHER'),
    discount: discountSchema,
    is_referral_code: z.boolean().optional(),
    ...voucherCommon,
  }),
  z.object({
    type: z.literal('GIFT_VOUCHER'),
    gift: z.object({
      amount: moneySchema.positive('A gift card needs an amount above zero'),
      effect: giftSchema.shape.effect,
    }),
    ...voucherCommon,
  }),
  z.object({
    type: z.literal('LOYALTY_CARD'),
    loyalty_card: z.object({
      points: z.number().int().min(0).max(1_000_000_000),
      expiration_rules: pointsExpirationRulesSchema.optional(),
    }),
    ...voucherCommon,
  }),
]);

/** The voucher type each kind of campaign issues; a promotion issues none (its tiers apply without a code). */
export const voucherTypeOfCampaign: Record<CampaignType, 'DISCOUNT_VOUCHER' | 'GIFT_VOUCHER' | 'LOYALTY_CARD' | null> =
  {
    DISCOUNT_COUPONS: 'DISCOUNT_VOUCHER',
    REFERRAL_PROGRAM: 'DISCOUNT_VOUCHER',
    GIFT_VOUCHERS: 'GIFT_VOUCHER',
    LOYALTY_PROGRAM: 'LOYALTY_CARD',
    PROMOTION: null,
  };

/**
 * POST /v1/campaigns: a campaign of any type without a template. `validation_rules` are ids of existing rules,
 * assigned to the campaign (the hosted service takes one). A promotion brings its `promotion.tiers`; a referral
 * program its `referral_program`, whose reward campaign must exist.
 */
export const campaignCreateSchema = z
  .object({
    name: campaignNameSchema,
    description: z.string().max(1000).optional(),
    campaign_type: campaignTypeSchema.default('DISCOUNT_COUPONS'),
    type: campaignModeSchema.default('STATIC'),
    join_once: z.boolean().optional(),
    auto_join: z.boolean().optional(),
    use_voucher_metadata_schema: z.boolean().optional(),
    vouchers_count: z.number().int().min(0).max(MAX_GENERATED_VOUCHERS).optional(),
    ...validityFields,
    activity_duration_after_publishing: isoDurationSchema.optional(),
    category_id: z.string().min(1).max(100).optional(),
    category: z.string().min(1).max(100).optional(),
    metadata: metadataSchema.optional(),
    access_settings: z
      .object({
        assign: z.array(z.string().max(100)).max(100).optional(),
        unassign: z.array(z.string().max(100)).max(100).optional(),
      })
      .optional(),
    validation_rules: z.array(z.string().min(1).max(100)).max(1).optional(),
    voucher: campaignCreateVoucherSchema.optional(),
    loyalty_tiers_expiration: loyaltyTiersExpirationSchema.optional(),
    promotion: z
      .object({ tiers: z.array(promotionTierCreateSchema).max(MAX_TIERS_PER_PROMOTION).nullable().optional() })
      .optional(),
    referral_program: referralProgramSchema
      .extend({
        referee_reward: referralProgramSchema.shape.referee_reward
          .unwrap()
          .extend({
            related_object_parent: z.object({
              id: z.string().min(1).max(100),
              name: z.string().max(200).optional(),
              object: z.literal('CAMPAIGN').default('CAMPAIGN'),
            }),
            amount: z.number().int().positive().max(1_000_000_000),
          })
          .optional(),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const voucherType = voucherTypeOfCampaign[body.campaign_type];
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (voucherType === null) {
      if (body.voucher) issue('voucher', 'A promotion applies its tiers without codes: leave voucher out');
      if (body.vouchers_count) issue('vouchers_count', 'A promotion has no codes to generate');
    } else {
      if (!body.voucher) issue('voucher', `A ${body.campaign_type} campaign needs its ${voucherType} settings`);
      else if (body.voucher.type !== voucherType)
        issue('voucher.type', `A ${body.campaign_type} campaign issues ${voucherType}, not ${body.voucher.type}`);
      if (body.promotion?.tiers?.length) issue('promotion', 'Only a PROMOTION campaign has tiers');
    }
    if (body.loyalty_tiers_expiration && body.campaign_type !== 'LOYALTY_PROGRAM')
      issue('loyalty_tiers_expiration', 'Only a LOYALTY_PROGRAM campaign has tiers that expire');
    if (body.referral_program && body.campaign_type !== 'REFERRAL_PROGRAM')
      issue('referral_program', 'Only a REFERRAL_PROGRAM campaign has a referral program');
    if (body.type === 'STANDALONE' && !['DISCOUNT_COUPONS', 'GIFT_VOUCHERS'].includes(body.campaign_type))
      issue('type', 'Only discount and gift card campaigns can be STANDALONE');
    if (body.voucher?.code !== undefined) {
      if (body.type !== 'STANDALONE')
        issue('voucher.code', 'voucher.code is for STANDALONE campaigns; add codes to this one after creating it');
      else if (body.vouchers_count !== undefined && body.vouchers_count !== 1)
        issue('vouchers_count', 'A STANDALONE campaign with voucher.code holds that one code');
    }
    if (body.category_id && body.category) issue('category', 'Send category or category_id, not both');
  })
  .superRefine(refineValidityWindow)
  .meta({ id: 'CampaignsCreateRequestBody' });
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;

/** The new campaign; a promotion's comes with its tiers, as the hosted service answers. */
export const campaignCreatedSchema = campaignSchema
  .extend({ promotion: promotionTierListSchema.optional() })
  .meta({ id: 'CampaignsCreateResponseBody' });
export type CampaignCreated = z.infer<typeof campaignCreatedSchema>;
