import { z } from 'zod';
import { categorySchema, errorBodySchema, metadataSchema, timestampSchema } from './common.ts';
import { customerRequestSchema, simpleCustomerSchema } from './customer.ts';
import { orderCalculatedSchema, orderRequestSchema } from './order.ts';
import { promotionTierSchema } from './promotion-tier.ts';
import { voucherSchema } from './voucher.ts';

/** The most redeemables one request may carry (`StackingRules.redeemables_limit` maximum). */
export const MAX_REDEEMABLES = 30;

/**
 * A voucher by code; a gift card may say how many credits to spend (default: as much as the order needs), a loyalty
 * card which pay-with-points reward pays for the order and with how many points (default: as many as it needs).
 */
export const redeemVoucherSchema = z.object({
  object: z.literal('voucher'),
  id: z.string().min(1),
  gift: z.object({ credits: z.number().int().positive() }).optional(),
  reward: z.object({ id: z.string().min(1).max(100), points: z.number().int().positive().optional() }).optional(),
});

export const redeemPromotionTierSchema = z.object({
  object: z.literal('promotion_tier'),
  id: z.string().min(1),
});

/** One promotion stack (`stack_…`), which stands for its tiers in the stack's order. */
export const redeemPromotionStackSchema = z.object({
  object: z.literal('promotion_stack'),
  id: z.string().min(1),
});

/** A redeemable as the engine evaluates it: a voucher or a promotion tier. */
export const redeemableRequestSchema = z.discriminatedUnion('object', [redeemVoucherSchema, redeemPromotionTierSchema]);
export type RedeemableRequest = z.infer<typeof redeemableRequestSchema>;

/** A redeemable as a request names it: a voucher, a promotion tier or (once per request) a promotion stack. */
export const requestedRedeemableSchema = z.discriminatedUnion('object', [
  redeemVoucherSchema,
  redeemPromotionTierSchema,
  redeemPromotionStackSchema,
]);
export type RequestedRedeemable = z.infer<typeof requestedRedeemableSchema>;

export const ttlUnitSchema = z.enum([
  'DAYS',
  'HOURS',
  'MICROSECONDS',
  'MILLISECONDS',
  'MINUTES',
  'NANOSECONDS',
  'SECONDS',
]);

const msPerTtlUnit: Record<z.infer<typeof ttlUnitSchema>, number> = {
  DAYS: 86_400_000,
  HOURS: 3_600_000,
  MINUTES: 60_000,
  SECONDS: 1_000,
  MILLISECONDS: 1,
  MICROSECONDS: 1e-3,
  NANOSECONDS: 1e-6,
};

/** Without `ttl` a lock lives 7 days, the hosted default; a `ttl` without `ttl_unit` counts days, that default's unit. */
export const sessionTtlLimits = { defaultDays: 7, maxDays: 30 };

/** How long a session's lock lasts, in milliseconds (unrounded). */
export const sessionTtlMs = (session: {
  ttl?: number | undefined;
  ttl_unit?: z.infer<typeof ttlUnitSchema> | undefined;
}) =>
  session.ttl === undefined
    ? sessionTtlLimits.defaultDays * msPerTtlUnit.DAYS
    : session.ttl * msPerTtlUnit[session.ttl_unit ?? 'DAYS'];

export const sessionSchema = z
  .object({
    key: z.string().min(1).max(200).optional(),
    type: z.literal('LOCK').default('LOCK'),
    ttl: z.number().positive().finite().optional(),
    ttl_unit: ttlUnitSchema.optional(),
  })
  .refine((session) => sessionTtlMs(session) <= sessionTtlLimits.maxDays * msPerTtlUnit.DAYS, {
    path: ['ttl'],
    message: `A session lock lasts at most ${sessionTtlLimits.maxDays} days`,
  });

export const redemptionExpandSchema = z.enum(['order', 'redemption', 'redeemable', 'category']);

/** POST /client/v1/redemptions. */
export const clientRedemptionRequestSchema = z
  .object({
    redeemables: z.array(requestedRedeemableSchema).min(1).max(MAX_REDEEMABLES),
    order: orderRequestSchema.optional(),
    customer: customerRequestSchema.optional(),
    session: sessionSchema.optional(),
    tracking_id: z.string().optional(),
    metadata: metadataSchema.optional(),
    options: z.object({ expand: z.array(redemptionExpandSchema).optional() }).optional(),
  })
  .meta({ id: 'ClientRedemptionsRedeemRequestBody' });
export type ClientRedemptionRequest = z.infer<typeof clientRedemptionRequestSchema>;

/** A stacked request as the engine evaluates it: its promotion stack, if it names one, replaced by the stack's tiers. */
export type ResolvedRedemptionRequest = Omit<ClientRedemptionRequest, 'redeemables'> & {
  redeemables: RedeemableRequest[];
};

export const redemptionResultSchema = z.enum(['SUCCESS', 'FAILURE']);
export const redemptionStatusSchema = z.enum(['SUCCEEDED', 'FAILED', 'ROLLED_BACK']);

export const redemptionRelatedObjectTypes = ['voucher', 'promotion_tier', 'redemption'] as const;

/** A parent or child redemption record (OpenAPI `Redemption`). */
/** Who made a redemption or rollback: a person at the desk (`USER`, their id) or an API key (`API`, its client id). */
export const redemptionChannelSchema = z.object({
  channel_id: z.string(),
  channel_type: z.enum(['USER', 'API', 'AUTO_REDEEM']),
});
export type RedemptionChannel = z.infer<typeof redemptionChannelSchema>;

export const redemptionSchema = z
  .object({
    id: z.string(),
    object: z.literal('redemption'),
    date: timestampSchema,
    customer_id: z.string().nullable(),
    tracking_id: z.string().nullable(),
    metadata: metadataSchema.nullable(),
    amount: z.number().int().optional(),
    /** The parent redemption's id on a child, null on the parent. */
    redemption: z.string().nullable(),
    result: redemptionResultSchema,
    status: redemptionStatusSchema,
    session: z.object({ key: z.string() }).optional(),
    related_redemptions: z
      .object({
        rollbacks: z.array(
          z.object({
            id: z.string(),
            date: timestampSchema,
            rollback_order_mode: z.enum(['WITH_ORDER', 'WITHOUT_ORDER']),
          }),
        ),
        redemptions: z.array(z.object({ id: z.string(), date: timestampSchema })),
      })
      .optional(),
    failure_code: z.string().optional(),
    failure_message: z.string().optional(),
    order: orderCalculatedSchema.nullable(),
    channel: redemptionChannelSchema,
    customer: simpleCustomerSchema.nullable(),
    related_object_type: z.enum(redemptionRelatedObjectTypes),
    related_object_id: z.string(),
    voucher: voucherSchema.optional(),
    promotion_tier: promotionTierSchema.optional(),
    gift: z.object({ amount: z.number().int() }).optional(),
    loyalty_card: z.object({ points: z.number().int() }).optional(),
  })
  .meta({ id: 'Redemption' });
export type Redemption = z.infer<typeof redemptionSchema>;

/** Keys of `skipped_redeemables[].result.details.key`, one per reason the official schema names. */
export const skipReasonKeySchema = z.enum([
  'applicable_redeemables_limit_exceeded',
  'applicable_redeemables_per_category_limit_exceeded',
  'applicable_exclusive_redeemables_limit_exceeded',
  'applicable_exclusive_redeemables_per_category_limit_exceeded',
  'exclusion_rules_not_met',
  'preceding_validation_failed',
  'no_effect',
]);
export type SkipReasonKey = z.infer<typeof skipReasonKeySchema>;

export const redeemableOutcomeFields = {
  id: z.string(),
  object: z.enum(['voucher', 'promotion_tier']),
  metadata: metadataSchema.optional(),
  categories: z.array(categorySchema).optional(),
  campaign_name: z.string().optional(),
  campaign_id: z.string().optional(),
  name: z.string().optional(),
};

export const inapplicableRedeemableSchema = z
  .object({
    status: z.literal('INAPPLICABLE'),
    ...redeemableOutcomeFields,
    result: z.object({
      error: errorBodySchema
        .partial({ details: true, request_id: true })
        .extend({
          /** The redeemable the error is about, as the hosted changelog of 12 Mar 2026 names it on every such error. */
          redeemable_type: z.enum(['voucher', 'promotion_tier']).optional(),
          redeemable_id: z.string().optional(),
        })
        .optional(),
      details: z.object({ message: z.string(), key: z.string() }).optional(),
    }),
  })
  .meta({ id: 'ValidationsRedeemableInapplicable' });
export type InapplicableRedeemable = z.infer<typeof inapplicableRedeemableSchema>;

export const skippedRedeemableSchema = z
  .object({
    status: z.literal('SKIPPED'),
    ...redeemableOutcomeFields,
    result: z.object({ details: z.object({ key: skipReasonKeySchema, message: z.string() }) }),
  })
  .meta({ id: 'ValidationsRedeemableSkipped' });
export type SkippedRedeemable = z.infer<typeof skippedRedeemableSchema>;

/** Response of POST /client/v1/redemptions. */
export const clientRedemptionResponseSchema = z
  .object({
    redemptions: z.array(redemptionSchema),
    parent_redemption: redemptionSchema,
    order: orderCalculatedSchema.optional(),
    inapplicable_redeemables: z.array(inapplicableRedeemableSchema).optional(),
    skipped_redeemables: z.array(skippedRedeemableSchema).optional(),
  })
  .meta({ id: 'ClientRedemptionsRedeemResponseBody' });
export type ClientRedemptionResponse = z.infer<typeof clientRedemptionResponseSchema>;

/**
 * `GET /v1/redemptions`: stacked redemptions (the parents), newest first. `campaign` keeps those with a redeemable
 * of that campaign; `customer` takes an id or a source id.
 */
export const redemptionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  result: redemptionResultSchema.optional(),
  status: redemptionStatusSchema.optional(),
  campaign: z.string().max(200).optional(),
  customer: z.string().max(200).optional(),
  created_after: timestampSchema.optional(),
  created_before: timestampSchema.optional(),
});
export type RedemptionListQuery = z.infer<typeof redemptionListQuerySchema>;

/**
 * The official list's `filters` (bracket syntax) that Promodesk answers: `filters[parent_redemption_id][conditions][$is]`
 * lists one stack's redeemables instead of stacks, in the order the stack recorded them, each with its voucher as
 * it is now (as reading one by id gives it). Another filter is refused with 400, not ignored.
 */

export const redemptionListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('redemptions'),
    redemptions: z.array(redemptionSchema),
    total: z.number().int(),
  })
  .meta({ id: 'RedemptionsListResponseBody' });
