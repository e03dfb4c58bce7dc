import { z } from 'zod';
import { daySchema, timestampSchema } from './common.ts';

/** A bucket of a card's points that expire on one day (the official LoyaltyPointsBucket). */
export const pointsBucketSchema = z
  .object({
    id: z.string(),
    voucher_id: z.string(),
    campaign_id: z.string(),
    bucket: z.object({ total_points: z.number().int() }),
    status: z.string(),
    expires_at: daySchema,
    created_at: timestampSchema,
    updated_at: timestampSchema.optional(),
    object: z.literal('loyalty_points_bucket'),
  })
  .meta({ id: 'LoyaltyPointsBucket' });
export type PointsBucket = z.infer<typeof pointsBucketSchema>;

export const pointsExpirationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** A card's points that will expire, soonest first: what is left of each bucket (`bucket.total_points`). */
export const pointsExpirationListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(pointsBucketSchema),
    total: z.number().int(),
  })
  .meta({ id: 'LoyaltiesMembersPointsExpirationListResponseBody' });

/** Points earned but not yet in the balance (the official LoyaltyPendingPoints). */
export const pendingPointsSchema = z
  .object({
    id: z.string(),
    voucher_id: z.string(),
    campaign_id: z.string(),
    /** The card's holder and the order that earned them, when there are. */
    customer_id: z.string().optional(),
    order_id: z.string().optional(),
    points: z.number().int(),
    activates_at: daySchema,
    details: z.record(z.string(), z.unknown()),
    created_at: timestampSchema,
    updated_at: timestampSchema.optional(),
  })
  .meta({ id: 'LoyaltyPendingPoints' });
export type PendingPoints = z.infer<typeof pendingPointsSchema>;

export const pendingPointsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['id', '-id']).default('id'),
  starting_after_id: z.string().max(100).optional(),
});

export const pendingPointsListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(pendingPointsSchema),
    has_more: z.boolean(),
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'ListPendingPoints' });

const balanceCommon = {
  object: z.literal('balance'),
  related_object: z.object({ type: z.literal('voucher'), id: z.string() }),
  operation_type: z.literal('MANUAL'),
};

/** Pending points activated: what reached the balance. */
export const pendingPointsActivatedSchema = z
  .object({
    points: z.number().int(),
    total: z.number().int(),
    balance: z.number().int(),
    type: z.literal('loyalty_card'),
    ...balanceCommon,
  })
  .meta({ id: 'LoyaltiesMembersPendingPointsActivateResponseBody' });

/** A change of pending points: a negative value takes some, never below zero. */
export const pendingPointsAdjustmentSchema = z
  .object({
    points: z
      .number()
      .int()
      .min(-1_000_000_000)
      .max(1_000_000_000)
      .refine((n) => n !== 0, 'Send a change other than 0'),
  })
  .meta({ id: 'LoyaltiesMembersPendingPointsBalanceRequestBody' });

export const pendingPointsAdjustedSchema = z
  .object({ points: z.number().int(), total: z.number().int(), ...balanceCommon })
  .meta({ id: 'LoyaltiesMembersPendingPointsBalanceResponseBody' });
