import { z } from 'zod';
import {
  categorySchema,
  dayOfWeekSchema,
  metadataSchema,
  timestampSchema,
  validityHoursSchema,
  validityTimeframeSchema,
} from './common.ts';
import { simpleCustomerSchema } from './customer.ts';
import { giftSchema, loyaltyCardSchema, voucherTypeSchema } from './campaign.ts';
import { discountSchema } from './discount.ts';
import { validationRuleAssignmentListSchema } from './validation-rule-assignment.ts';

/** A card's `balance` is always known, while campaign voucher settings may leave it out. */
const voucherLoyaltyCardSchema = loyaltyCardSchema.extend({ balance: z.number().int() });

/**
 * Redemption counters. `quantity` is absent when the voucher can be redeemed without limit: the official schema
 * types it as a non-nullable integer, so "unlimited" cannot be `null` on the wire.
 */
export const voucherRedemptionSummarySchema = z.object({
  quantity: z.number().int().nonnegative().optional(),
  redeemed_quantity: z.number().int().nonnegative(),
  redeemed_points: z.number().int().optional(),
  object: z.literal('list'),
  url: z.string().optional(),
});

const assetSchema = z.object({ id: z.string(), url: z.string() });

/**
 * The voucher object as a redemption embeds it and as GET /v1/vouchers lists it. The validity fields are
 * optional rather than nullable because the official `VoucherBase` does not allow `null` for them.
 */
export const voucherSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    campaign: z.string().optional(),
    campaign_id: z.string().optional(),
    category: z.string().optional(),
    category_id: z.string().optional(),
    type: voucherTypeSchema,
    discount: discountSchema.optional(),
    gift: giftSchema.optional(),
    loyalty_card: voucherLoyaltyCardSchema.optional(),
    start_date: timestampSchema.optional(),
    expiration_date: timestampSchema.optional(),
    validity_timeframe: validityTimeframeSchema.optional(),
    validity_day_of_week: z.array(dayOfWeekSchema).optional(),
    validity_hours: validityHoursSchema.optional(),
    active: z.boolean().nullable(),
    additional_info: z.string().optional(),
    metadata: metadataSchema,
    assets: z.object({ qr: assetSchema, barcode: assetSchema }).optional(),
    is_referral_code: z.boolean().nullable().optional(),
    created_at: timestampSchema,
    updated_at: timestampSchema.optional(),
    holder_id: z.string().optional(),
    referrer_id: z.string().optional(),
    object: z.literal('voucher'),
    publish: z.object({ object: z.literal('list'), count: z.number().int(), url: z.string().optional() }).optional(),
    redemption: voucherRedemptionSummarySchema,
    categories: z.array(categorySchema),
    validation_rules_assignments: validationRuleAssignmentListSchema.optional(),
    holder: simpleCustomerSchema.optional(),
  })
  .meta({ id: 'Voucher' });
export type Voucher = z.infer<typeof voucherSchema>;

/** GET /v1/vouchers: the hosted service names the array `vouchers`. */
export const voucherListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('vouchers'),
    vouchers: z.array(voucherSchema),
    total: z.number().int(),
  })
  .meta({ id: 'VoucherList' });
export type VoucherList = z.infer<typeof voucherListSchema>;

/**
 * GET /v1/vouchers: filter by campaign and by holder (`customer`: the customer's id or source id, as the hosted API
 * names it), page through up to 100 pages as the hosted API does. `code` is Promodesk's own: codes containing the
 * text, ignoring case.
 */
export const voucherListQuerySchema = z.object({
  campaign_id: z.string().min(1).optional(),
  customer: z.string().min(1).max(200).optional(),
  code: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  order: z.enum(['created_at', '-created_at', 'code', '-code']).default('-created_at'),
});
export type VoucherListQuery = z.input<typeof voucherListQuerySchema>;

/** GET /v1/loyalties/{campaignId}/members: the campaign's loyalty cards, under `vouchers` as the hosted API's. */
export const loyaltyMemberListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('vouchers'),
    vouchers: z.array(voucherSchema),
    total: z.number().int(),
  })
  .meta({ id: 'LoyaltyMemberList' });
