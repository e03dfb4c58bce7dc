import { z } from 'zod';
import { campaignListQuerySchema, campaignSchema } from './campaign.ts';
import { campaignCreateSchema, campaignCreateVoucherSchema } from './campaign-create.ts';

const {
  campaign_type: _type,
  voucher: _voucher,
  promotion: _promotion,
  referral_program: _referral,
  ...common
} = campaignCreateSchema.shape;
const loyaltyCardVoucherSchema = campaignCreateVoucherSchema.options[2];

/**
 * POST /v1/loyalties: POST /v1/campaigns with `campaign_type` LOYALTY_PROGRAM (its default here); without `voucher`
 * the cards start with 0 points and the default code config. The service judges it by the campaign rules too.
 */
export const loyaltyProgramCreateSchema = z
  .object({
    ...common,
    campaign_type: z.literal('LOYALTY_PROGRAM').default('LOYALTY_PROGRAM'),
    voucher: loyaltyCardVoucherSchema.default({ type: 'LOYALTY_CARD', loyalty_card: { points: 0 } }),
  })
  .meta({ id: 'LoyaltiesCreateCampaignRequestBody' });
export type LoyaltyProgramCreate = z.infer<typeof loyaltyProgramCreateSchema>;

/** GET /v1/loyalties: loyalty programs page by page (the hosted API pages them by number), newest first. */
export const loyaltyProgramListQuerySchema = campaignListQuerySchema.pick({ limit: true, page: true, order: true });

export const loyaltyProgramListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('campaigns'),
    campaigns: z.array(campaignSchema),
    total: z.number().int(),
  })
  .meta({ id: 'LoyaltiesListCampaignsResponseBody' });
export type LoyaltyProgramList = z.infer<typeof loyaltyProgramListSchema>;
