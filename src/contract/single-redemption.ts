/*
 * The hosted API's single-code operations (deprecated there, still sent by the SDKs): redeem or validate one voucher
 * or one promotion tier. Promodesk answers them with the stacked engine, one redeemable per request.
 */
import { z } from 'zod';
import { discountSchema } from './discount.ts';
import { metadataSchema, timestampSchema } from './common.ts';
import { simpleCustomerSchema } from './customer.ts';
import { orderCalculatedSchema } from './order.ts';
import { clientRedemptionRequestSchema, redeemVoucherSchema, redemptionSchema } from './redemption.ts';
import { targetListSchema } from './applicable-to.ts';

const singleFields = clientRedemptionRequestSchema.omit({ redeemables: true, options: true }).shape;

/** POST /v1/vouchers/{code}/redemption, /client/v1/redeem and /v1/vouchers/{code}/validate. */
export const voucherRedeemRequestSchema = z
  .object({
    ...singleFields,
    /** A gift card's credits to spend (default: as much as the order needs). */
    gift: redeemVoucherSchema.shape.gift,
    /** A loyalty card's pay-with-points reward and the points to spend (default: as many as the order needs). */
    reward: redeemVoucherSchema.shape.reward,
    options: z.object({ expand: z.array(z.literal('category')).max(1).optional() }).optional(),
  })
  .meta({ id: 'VouchersRedeemRequestBody' });
export type VoucherRedeemRequest = z.infer<typeof voucherRedeemRequestSchema>;

/** POST /v1/promotions/tiers/{promotionTierId}/redemption. */
export const tierRedeemRequestSchema = z.object(singleFields).meta({ id: 'PromotionTierRedeemRequestBody' });

/** The single-code answers' order: the official one types these as strings, left out when there is none. */
export const singleOrderSchema = orderCalculatedSchema
  .extend({
    source_id: z.string().optional(),
    updated_at: timestampSchema.optional(),
    customer_id: z.string().optional(),
    referrer_id: z.string().optional(),
  })
  .meta({ id: 'SingleRedemptionOrder' });
export type SingleOrder = z.infer<typeof singleOrderSchema>;

/**
 * The redemption of one code or tier: the stacked redemption's one child, with its voucher or tier. Fields the
 * official single-code answer does not let be null are left out instead.
 */
export const singleRedemptionSchema = redemptionSchema
  .extend({
    customer_id: z.string().optional(),
    tracking_id: z.string().optional(),
    metadata: metadataSchema.optional(),
    order: singleOrderSchema.optional(),
    customer: simpleCustomerSchema.optional(),
  })
  .meta({ id: 'RedemptionsRedeemVoucherResponseBody' });
export type SingleRedemption = z.infer<typeof singleRedemptionSchema>;

/** GET /v1/vouchers/{code}/redemption: the code's uses and its latest redemptions. */
export const voucherRedemptionsSchema = z
  .object({
    quantity: z.number().int().nullable(),
    redeemed_quantity: z.number().int(),
    object: z.literal('list'),
    url: z.string(),
    data_ref: z.literal('redemption_entries'),
    total: z.number().int(),
    redemption_entries: z.array(redemptionSchema),
  })
  .meta({ id: 'VouchersRedemptionGetResponseBody' });
export type VoucherRedemptions = z.infer<typeof voucherRedemptionsSchema>;

/** How a single validation of a code or a tier ends: its tracking id and, when not valid, why. */
export const singleValidationOutcomeFields = {
  tracking_id: z.string().optional(),
  reason: z.string().optional(),
  error: z
    .object({
      code: z.number().int(),
      key: z.string(),
      message: z.string(),
      details: z.string(),
      resource_id: z.string().optional(),
      resource_type: z.string().optional(),
    })
    .optional(),
};

/** POST /v1/vouchers/{code}/validate and GET /client/v1/validate with a code: valid with its effect, or why not. */
export const voucherValidationSchema = z
  .object({
    valid: z.boolean(),
    code: z.string(),
    /** Promodesk's discounts target the whole order: nothing is listed per product. */
    applicable_to: targetListSchema.optional(),
    inapplicable_to: targetListSchema.optional(),
    campaign: z.string().optional(),
    campaign_id: z.string().optional(),
    metadata: metadataSchema.optional(),
    discount: discountSchema.optional(),
    gift: z.object({ amount: z.number().int(), balance: z.number().int() }).optional(),
    order: singleOrderSchema.optional(),
    session: z.object({ key: z.string(), type: z.literal('LOCK'), ttl: z.number(), ttl_unit: z.string() }).optional(),
    ...singleValidationOutcomeFields,
  })
  .meta({ id: 'VouchersValidateResponseBody' });
export type VoucherValidation = z.infer<typeof voucherValidationSchema>;
