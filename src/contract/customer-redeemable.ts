import { z } from 'zod';
import { campaignTypeSchema, voucherTypeSchema } from './campaign.ts';
import { timestampSchema } from './common.ts';
import { voucherSchema } from './voucher.ts';

/** GET /v1/customers/{id}/redeemables: cursor paging by the holding's id, as the hosted API pages it. */
export const customerRedeemableListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['id', '-id']).default('id'),
  starting_after_id: z.string().min(1).max(100).optional(),
});
export type CustomerRedeemableListQuery = z.infer<typeof customerRedeemableListQuerySchema>;

/** What a held code is now, for the customer's wallet. */
export const redeemableStatusSchema = z.enum(['ACTIVE', 'USED', 'DISABLED', 'NOT_ACTIVE_YET', 'EXPIRED', 'NO_BALANCE']);
export type RedeemableStatus = z.infer<typeof redeemableStatusSchema>;

/** One code the customer holds: a loyalty card, a gift card, a discount or referral code. */
export const customerRedeemableSchema = z
  .object({
    id: z.string(),
    created_at: timestampSchema,
    redeemable_id: z.string(),
    redeemable_object: z.literal('voucher'),
    customer_id: z.string(),
    holder_role: z.enum(['OWNER', 'REFERRER', 'REFEREE']),
    campaign_id: z.string().nullable(),
    campaign_type: campaignTypeSchema.nullable(),
    voucher_type: voucherTypeSchema,
    redeemable: z.object({ type: z.literal('voucher'), voucher: voucherSchema, status: redeemableStatusSchema }),
  })
  .meta({ id: 'CustomerRedeemable' });
export type CustomerRedeemable = z.infer<typeof customerRedeemableSchema>;

export const customerRedeemableListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(customerRedeemableSchema),
    total: z.number().int(),
    has_more: z.boolean(),
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'CustomersRedeemablesListResponseBody' });
export type CustomerRedeemableList = z.infer<typeof customerRedeemableListSchema>;
