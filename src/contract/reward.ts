import { z } from 'zod';
import { metadataSchema, queryBooleanSchema, timestampSchema } from './common.ts';
import { simpleCustomerSchema } from './customer.ts';
import { orderRequestSchema } from './order.ts';
import { redemptionSchema } from './redemption.ts';
import { voucherSchema } from './voucher.ts';

/** A project's rewards at most, and a program's assignments at most: a catalogue, not a stock of codes. */
export const rewardLimits = { rewards: 1000, assignmentsPerProgram: 1000, points: 1_000_000_000, stock: 1_000_000_000 };

/** The campaign kinds a CAMPAIGN reward hands out: a code of a discount campaign, or credits on a card. */
export const rewardCampaignTypes = ['DISCOUNT_COUPONS', 'GIFT_VOUCHERS', 'LOYALTY_PROGRAM'] as const;

const idSchema = z.string().trim().min(1).max(100);
const positiveCount = z.number().int().min(1).max(rewardLimits.points);

/** Written: the campaign and, for a gift or loyalty campaign, the credits or points put on the customer's card. */
const campaignWriteSchema = z.object({
  campaign: z.object({ id: idSchema, balance: positiveCount.optional() }),
});
/** Pay with points: `points_ratio` points are worth `exchange_ratio` of the currency (sent as numbers or strings). */
const coinWriteSchema = z.object({
  coin: z.object({
    exchange_ratio: z.coerce.number().positive().max(1_000_000),
    points_ratio: z.coerce.number().int().min(1).max(1_000_000).default(1),
  }),
});
const productWriteSchema = z.object({
  product: z.object({ id: idSchema, sku_id: idSchema.nullable().optional() }),
});
export const rewardParametersWriteSchema = z.union([campaignWriteSchema, coinWriteSchema, productWriteSchema]);
export type RewardParametersWrite = z.infer<typeof rewardParametersWriteSchema>;

const attributesSchema = z.object({
  image_url: z.string().trim().max(2000).optional(),
  description: z.string().trim().max(2000).optional(),
});

export const rewardCreateSchema = z.object({
  name: z.string().trim().min(1, 'A reward needs a name').max(200),
  parameters: rewardParametersWriteSchema,
  /** MATERIAL only: how many can still be taken; absent or null is unlimited. */
  stock: z.number().int().min(0).max(rewardLimits.stock).nullable().optional(),
  attributes: attributesSchema.optional(),
  metadata: metadataSchema.optional(),
});
export type RewardCreate = z.infer<typeof rewardCreateSchema>;
/** Update: any field; parameters keep the reward's type. */
export const rewardUpdateSchema = rewardCreateSchema.partial();
export type RewardUpdate = z.infer<typeof rewardUpdateSchema>;

export const rewardTypeSchema = z.enum(['CAMPAIGN', 'COIN', 'MATERIAL']);
export const rewardParametersSchema = z.union([
  z.object({
    campaign: z.object({ id: z.string(), balance: z.number().int().optional(), type: z.enum(rewardCampaignTypes) }),
  }),
  z.object({ coin: z.object({ exchange_ratio: z.number(), points_ratio: z.number().int() }) }),
  z.object({ product: z.object({ id: z.string(), sku_id: z.string().nullable() }) }),
]);
export type RewardParameters = z.infer<typeof rewardParametersSchema>;

export const rewardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    stock: z.number().int().nullable(),
    redeemed: z.number().int().nullable(),
    attributes: attributesSchema,
    metadata: z.record(z.string(), z.unknown()),
    type: rewardTypeSchema,
    parameters: rewardParametersSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema.nullable(),
    object: z.literal('reward'),
  })
  .meta({ id: 'Reward' });
export type Reward = z.infer<typeof rewardSchema>;

export const rewardListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  assignment_id: z.string().max(100).optional(),
});
export type RewardListQuery = z.infer<typeof rewardListQuerySchema>;

export const rewardListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(rewardSchema),
  total: z.number().int(),
});

/** The points price; COIN rewards have none (the member chooses how many points to spend). */
const loyaltyParametersSchema = z.object({ loyalty: z.object({ points: positiveCount }) });

export const rewardAssignmentSchema = z
  .object({
    id: z.string(),
    reward_id: z.string(),
    related_object_id: z.string(),
    related_object_type: z.literal('campaign'),
    parameters: z.object({ loyalty: z.object({ points: z.number().int() }) }).optional(),
    created_at: timestampSchema,
    updated_at: timestampSchema.nullable(),
    object: z.literal('reward_assignment'),
  })
  .meta({ id: 'RewardAssignment' });
export type RewardAssignment = z.infer<typeof rewardAssignmentSchema>;

export const rewardAssignmentListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(rewardAssignmentSchema),
  total: z.number().int(),
});

/**
 * POST /v1/rewards/{rewardId}/assignments: the program and the price, or (a pay-with-points reward) at most one
 * validation rule the spending must pass, as the hosted service allows.
 */
export const rewardSideAssignmentCreateSchema = z.object({
  campaign: idSchema,
  parameters: loyaltyParametersSchema.optional(),
  validation_rules: z.array(idSchema).max(1).optional(),
});
/** POST /v1/loyalties/{campaignId}/rewards: one or more rewards with their prices. */
export const programSideAssignmentCreateSchema = z
  .array(z.object({ reward: idSchema, parameters: loyaltyParametersSchema.optional() }))
  .min(1)
  .max(100);
export const rewardAssignmentUpdateSchema = z.object({ parameters: loyaltyParametersSchema });
/** What one assignment is made of, whichever path names the reward and the program. */
export type AssignmentWrite = {
  rewardId: string;
  campaignId: string;
  points: number | undefined;
  validationRules?: string[] | undefined;
};

export const memberRewardListQuerySchema = z.object({
  affordable_only: queryBooleanSchema.optional(),
});
export const memberRewardListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(
    z.object({ reward: rewardSchema, assignment: rewardAssignmentSchema, object: z.literal('loyalty_reward') }),
  ),
  total: z.number().int(),
});

export const rewardRedemptionRequestSchema = z.object({
  reward: z.object({ id: idSchema, points: positiveCount.optional() }),
  /** Required for a COIN reward: the order the points pay part of. */
  order: orderRequestSchema.optional(),
  metadata: metadataSchema.optional(),
});
export type RewardRedemptionRequest = z.infer<typeof rewardRedemptionRequestSchema>;

/** A redemption of a member's points for a reward: the card's redemption, with the reward and what it gave. */
export const rewardRedemptionSchema = redemptionSchema
  .extend({
    reward: rewardSchema.omit({ stock: true, redeemed: true, attributes: true, object: true }).extend({
      assignment_id: z.string(),
      customer: simpleCustomerSchema,
      /** The code published to the customer (discount campaign), or the card credited (gift or loyalty campaign). */
      voucher: voucherSchema.optional(),
      object: z.literal('reward'),
    }),
  })
  .meta({ id: 'RewardRedemption' });
export type RewardRedemption = z.infer<typeof rewardRedemptionSchema>;
