import { z } from 'zod';
import { campaignSchema } from './campaign.ts';

/**
 * GET /v1/campaigns/{campaignId}/summary: a campaign's figures, all time or within `start_date`..`end_date` (days in
 * UTC, both included). Each takes a date (`2026-06-01`) or a date-time, of which the day counts.
 */
export const campaignSummaryQuerySchema = z.object({
  start_date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  end_date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
});
export type CampaignSummaryQuery = z.infer<typeof campaignSummaryQuerySchema>;

const count = z.number().int();

/** What every campaign's summary has: the campaign (as `CampaignBase`) and its redemption and order figures. */
const summaryBase = z.object({
  object: z.literal('campaign_summary'),
  campaign: campaignSchema.omit({
    is_referral_code: true,
    validation_rules_assignments: true,
    deleted: true,
    deleted_at: true,
    status: true,
  }),
  redemptions: count,
  redemptions_succeeded: count,
  redemptions_failed: count,
  rollbacks: count,
  rollbacks_succeeded: count,
  rollbacks_failed: count,
  validations: count,
  validations_succeeded: count,
  validations_failed: count,
  orders_amount: count,
  orders_rolledback_amount: count,
});

const vouchersPublications = {
  vouchers_created: count,
  vouchers_deleted: count,
  publications: count,
  publications_succeeded: count,
  publications_failed: count,
};
const discounts = { discounted_amount: count, rolledback_discounted_amount: count };
const gift = {
  created_vouchers_amount: count,
  amount_added: count,
  amount_deleted: count,
  amount_redeemed: count,
  amount_rolledback: count,
  amount_subtracted: count,
};
const loyalty = {
  created_vouchers_points: count,
  points_deleted: count,
  points_subtracted: count,
  points_added: count,
  points_rewarded: count,
  points_redeemed: count,
  points_rolledback: count,
  points_expired: count,
  points_transferred_out: count,
  points_transferred_in: count,
  pending_points_added: count,
  pending_points_subtracted: count,
  pending_points_activated: count,
  pending_points_canceled: count,
};

/** One shape per campaign type, in the official order: discount coupons, promotion, gift cards, loyalty, referral. */
export const campaignSummarySchema = z
  .union([
    summaryBase.extend({ ...vouchersPublications, ...discounts }),
    summaryBase.extend(discounts),
    summaryBase.extend({ ...vouchersPublications, ...gift }),
    summaryBase.extend({ ...vouchersPublications, ...loyalty }),
    summaryBase.extend({ ...vouchersPublications, referred_customers: count }),
  ])
  .meta({ id: 'CampaignsSummaryGetResponseBody' });
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;
