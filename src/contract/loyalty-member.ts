import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { publicationRequestSchema } from './publication.ts';

/** Points one request may move at most, as a voucher balance change allows. */
const maxPoints = 1_000_000_000_000;
/** Cards one transfer may take points from. */
export const maxTransferSources = 50;

/**
 * POST /v1/loyalties/{campaignId}/members: a card of the program for a customer (by id, source id or a full object
 * upserted as a publication does), a specific unassigned `voucher` code of the program, or the next free one.
 */
export const memberCreateSchema = publicationRequestSchema
  .pick({ voucher: true, customer: true, source_id: true, channel: true, metadata: true })
  .meta({ id: 'LoyaltiesMembersCreateRequestBody' });
export type MemberCreate = z.infer<typeof memberCreateSchema>;

/** POST .../members/{memberId}/balance: points added (positive) or subtracted (negative), with a reason. */
export const memberBalanceChangeSchema = z
  .object({
    points: z
      .number()
      .int()
      .min(-maxPoints)
      .max(maxPoints)
      .refine((n) => n !== 0, 'The points must not be 0'),
    reason: z.string().trim().max(1000).optional(),
    source_id: z.string().trim().min(1).max(200).optional(),
    /** Taken for the SDK; the card's points buckets decide how added points expire. */
    expiration_type: z.enum(['PROGRAM_RULES', 'CUSTOM_DATE', 'NON_EXPIRING']).optional(),
    expiration_date: timestampSchema.optional(),
  })
  .meta({ id: 'LoyaltiesMembersBalanceUpdateRequestBody' });
export type MemberBalanceChange = z.infer<typeof memberBalanceChangeSchema>;

export const memberBalanceSchema = z
  .object({
    points: z.number().int(),
    total: z.number().int(),
    balance: z.number().int().min(0),
    type: z.literal('loyalty_card'),
    object: z.literal('balance'),
    related_object: z.object({ type: z.literal('voucher'), id: z.string() }),
    operation_type: z.literal('MANUAL'),
  })
  .meta({ id: 'LoyaltiesMembersBalanceUpdateResponseBody' });
export type MemberBalance = z.infer<typeof memberBalanceSchema>;

/** POST .../members/{memberId}/transfers: the cards to take points from (each once) and how many from each. */
export const pointsTransferSchema = z
  .array(
    z.object({
      code: z.string().trim().min(1).max(200),
      points: z.number().int().min(1).max(maxPoints),
      reason: z.string().trim().max(1000).optional(),
      source_id: z.string().trim().min(1).max(200),
    }),
  )
  .min(1)
  .max(maxTransferSources)
  .refine((sources) => new Set(sources.map((s) => s.code)).size === sources.length, 'Name each card once')
  .meta({ id: 'LoyaltiesMembersTransfersCreateRequestBody' });
export type PointsTransfer = z.infer<typeof pointsTransferSchema>;

/** GET .../members/{memberId}/activity (and the SDK's `/activities`): newest first by default, keyset paged. */
export const memberActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['created_at', '-created_at']).default('-created_at'),
  starting_after_id: z.string().min(1).max(200).optional(),
});
export type MemberActivityQuery = z.infer<typeof memberActivityQuerySchema>;

/** The official member activity types Promodesk records. */
export const memberActivityTypes = [
  'customer.publication.succeeded',
  'customer.rewarded.loyalty_points',
  'customer.voucher.loyalty_card.points_added',
  'customer.voucher.loyalty_card.points_transferred',
  'customer.voucher.loyalty_card.points_expired',
  'customer.voucher.loyalty_card.pending_points.activated',
  'customer.reward_redemptions.completed',
  'customer.loyalty.tier.joined',
  'customer.loyalty.tier.left',
  'customer.loyalty.tier.upgraded',
  'customer.loyalty.tier.downgraded',
] as const;

export const memberActivitySchema = z
  .object({
    id: z.string(),
    type: z.enum(memberActivityTypes),
    data: z.record(z.string(), z.unknown()),
    created_at: timestampSchema,
    group_id: z.string().optional(),
  })
  .meta({ id: 'MemberActivity' });
export type MemberActivity = z.infer<typeof memberActivitySchema>;

export const memberActivityListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(memberActivitySchema),
    has_more: z.boolean(),
    /** The last entry's id, to pass as `starting_after_id`; only when `has_more`. */
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'LoyaltiesMemberActivityListResponseBody' });
