import { z } from 'zod';
import { metadataSchema, queryBooleanSchema, timestampSchema } from './common.ts';
import { customerRequestSchema } from './customer.ts';
import { discountSchema } from './discount.ts';
import { giftSchema } from './campaign.ts';
import { voucherSchema } from './voucher.ts';

/** Codes one publication may hand out at most: the official `campaign.count` maximum. */
export const maxPublicationCount = 50;

/** The campaign to publish from, by name or id; `count` asks for several codes at once (all or none). */
export const publicationCampaignSchema = z.object({
  name: z.string().trim().min(1).max(200),
  count: z.coerce.number().int().min(1).max(maxPublicationCount).optional(),
});

/**
 * POST /v1/publications and POST /client/v1/publish: a specific `voucher` by code, or a `campaign` to take a free
 * code from (the official third example sends the campaign's name as a string, which is taken too). A `voucher`
 * wins when both are sent, as the hosted service skips the campaign then.
 */
export const publicationRequestSchema = z
  .object({
    voucher: z.string().trim().min(1).max(200).optional(),
    campaign: z.union([z.string().trim().min(1).max(200), publicationCampaignSchema]).optional(),
    customer: customerRequestSchema,
    source_id: z.string().trim().min(1).max(200).optional(),
    channel: z.string().trim().min(1).max(100).optional(),
    metadata: metadataSchema.optional(),
    /** The SDK sends it in the body; the official operation takes it in the query too. */
    join_once: z.boolean().optional(),
  })
  .meta({ id: 'PublicationsCreateRequestBody' });
export type PublicationRequest = z.infer<typeof publicationRequestSchema>;

/** `join_once` in the query string of POST /v1/publications. */
export const publicationFlagsQuerySchema = z.object({ join_once: queryBooleanSchema.optional() });

/** POST /client/v1/publish: the official client SDK sends the campaign's name in the query string. */
export const clientPublishQuerySchema = publicationFlagsQuerySchema.extend({
  campaign: z.string().trim().min(1).max(200).optional(),
});

/**
 * GET /v1/publications/create: the same publication in the query string (`customer[source_id]=…`,
 * `campaign[name]=…`, `metadata[key]=…`); the nested parameters are read in bracket syntax, one code at most.
 */
export const publicationQuerySchema = z.object({
  /** Read as `customer[id]`, `customer[source_id]` and the customer's other fields; declared for the document. */
  customer: z.string().optional(),
  voucher: z.string().optional(),
  source_id: z.string().optional(),
  channel: z.string().optional(),
  join_once: queryBooleanSchema.optional(),
});

/** The customer a publication names (official `CustomerWithSummaryLoyaltyReferrals`, figures left null). */
export const publicationCustomerSchema = z.object({
  id: z.string(),
  source_id: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  metadata: metadataSchema.optional(),
  summary: z.null(),
  loyalty: z.null(),
  referrals: z.null(),
  object: z.literal('customer'),
});

export const publicationBaseSchema = z.object({
  id: z.string(),
  object: z.literal('publication'),
  created_at: timestampSchema,
  customer_id: z.string(),
  /** The customer's source id, when they have one. */
  tracking_id: z.string().optional(),
  metadata: metadataSchema,
  channel: z.string(),
  source_id: z.string().nullable(),
  result: z.literal('SUCCESS'),
  customer: publicationCustomerSchema,
  vouchers_id: z.array(z.string()),
});

/** One code: the voucher as it now is (holder and publish count included); several: their codes. */
export const publicationSchema = z
  .union([
    publicationBaseSchema.extend({ voucher: voucherSchema }),
    publicationBaseSchema.extend({ vouchers: z.array(z.string()) }),
  ])
  .meta({ id: 'PublicationsCreateResponseBody' });
export type Publication = z.infer<typeof publicationSchema>;

/** The short voucher a listed publication carries (official `ListPublicationsItemVoucher`). */
export const listedVoucherSchema = z.object({
  code: z.string(),
  object: z.literal('voucher'),
  /** Left out for a standalone voucher. */
  campaign: z.string().optional(),
  gift: giftSchema.optional(),
  loyalty_card: z.object({ points: z.number().int(), balance: z.number().int() }).optional(),
  discount: discountSchema.optional(),
  is_referral_code: z.boolean(),
});

export const publicationListItemSchema = z.union([
  publicationBaseSchema.extend({ voucher: listedVoucherSchema }),
  publicationBaseSchema.extend({ vouchers: z.array(z.string()) }),
]);

export const publicationOrders = [
  'id',
  '-id',
  'created_at',
  '-created_at',
  'customer_id',
  '-customer_id',
  'channel',
  '-channel',
] as const;

/**
 * GET /v1/publications: numbered pages (the hosted service stops at page 1000, `page_over_limit`), newest first
 * unless `order` says otherwise. `campaign` is a campaign's name, `customer` a customer's id or source id,
 * `voucher` a code; `voucher_type` `discount` or `loyalty`; `is_referral_code` narrows only when true, as documented.
 */
export const publicationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
  order: z.enum(publicationOrders).default('-created_at'),
  campaign: z.string().trim().min(1).max(200).optional(),
  customer: z.string().trim().min(1).max(200).optional(),
  voucher: z.string().trim().min(1).max(200).optional(),
  result: z.enum(['SUCCESS', 'FAILURE']).optional(),
  voucher_type: z.enum(['discount', 'loyalty']).optional(),
  is_referral_code: queryBooleanSchema.optional(),
  source_id: z.string().trim().min(1).max(200).optional(),
});
export type PublicationListQuery = z.infer<typeof publicationListQuerySchema>;

/** The hosted service refuses pages above this one. */
export const maxPublicationPage = 1000;

export const publicationListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('publications'),
    publications: z.array(publicationListItemSchema),
    total: z.number().int(),
  })
  .meta({ id: 'PublicationsListResponseBody' });
export type PublicationList = z.infer<typeof publicationListSchema>;
