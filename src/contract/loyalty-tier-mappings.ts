import { z } from 'zod';
import { rewardAssignmentSchema, rewardSchema } from './reward.ts';

/** GET .../tiers/{loyaltyTierId}/earning-rules: numbered pages of the program's rules, as the official list takes. */
export const tierEarningRuleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** GET .../tiers/{loyaltyTierId}/rewards: the program's rewards at the tier's price (official LoyaltiesLoyaltyTierReward). */
export const tierRewardListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(
    z.object({ reward: rewardSchema, assignment: rewardAssignmentSchema, object: z.literal('loyalty_tier_reward') }),
  ),
  total: z.number().int(),
});
export type TierRewardList = z.infer<typeof tierRewardListSchema>;
