/*
 * What a tier changes (the official LoyaltyTier `earning_rules` and `rewards` mappings): the points the program's
 * earning rules give its members and the points price of the program's rewards.
 */
import type { z } from 'zod';
import type { earningRuleListSchema } from '../../../contract/earning-rule.ts';
import type { TierRewardList } from '../../../contract/loyalty-tier-mappings.ts';
import { tierLoyalty, tierPrice } from '../../domain/earning-points.ts';
import type { Executor } from '../../store/db.ts';
import { countEarningRules, pageEarningRules } from '../../store/repositories/earning-rules.ts';
import { findMemberTier, findTier, type LoyaltyTierRow } from '../../store/repositories/loyalty-tiers.ts';
import { programAssignmentsWithRewards, type AssignmentRow } from '../../store/repositories/rewards.ts';
import { notFound } from '../failures.ts';
import { presentAssignment, presentReward } from '../rewards/present.ts';
import { loyaltyProgram, presentEarningRule } from './earning-rules.ts';

type TierMappings = Pick<LoyaltyTierRow, 'earningRules' | 'rewards'>;

/** The mappings of the tier a card holds now; none when it holds no tier. */
export async function cardTierMappings(db: Executor, cardId: string): Promise<TierMappings | undefined> {
  return (await findMemberTier(db, cardId))?.tier;
}

/** An assignment as a member of `tier` pays for it: the tier's price where it maps the assignment. */
export const pricedAssignment = (assignment: AssignmentRow, tier: TierMappings | undefined): AssignmentRow => ({
  ...assignment,
  points: tierPrice(assignment.points, tier?.rewards[assignment.id]),
});

async function programTier(db: Executor, projectId: string, campaignId: string, tierId: string) {
  const program = await loyaltyProgram(db, projectId, campaignId);
  const tier = await findTier(db, program.id, tierId);
  if (!tier) throw notFound('loyalty_tier', tierId);
  return { program, tier };
}

/** The program's earning rules, newest first, each with the points it gives in the tier. */
export async function readTierEarningRules(
  db: Executor,
  projectId: string,
  ids: { campaignId: string; tierId: string },
  query: { limit: number; page: number },
): Promise<z.infer<typeof earningRuleListSchema>> {
  const { program, tier } = await programTier(db, projectId, ids.campaignId, ids.tierId);
  const rows = await pageEarningRules(db, program.id, { ...query, newestFirst: true });
  const data = rows.map((row) => ({
    ...presentEarningRule(row),
    loyalty: tierLoyalty(row.definition.loyalty, tier.earningRules[row.id]),
  }));
  return { object: 'list', data_ref: 'data', data, total: await countEarningRules(db, program.id) };
}

/** The program's rewards, each with its assignment at the tier's price. */
export async function readTierRewards(
  db: Executor,
  projectId: string,
  ids: { campaignId: string; tierId: string },
): Promise<TierRewardList> {
  const { program, tier } = await programTier(db, projectId, ids.campaignId, ids.tierId);
  const data = (await programAssignmentsWithRewards(db, program.id)).map(
    ({ assignment, reward }): TierRewardList['data'][number] => ({
      reward: presentReward(reward),
      assignment: presentAssignment(pricedAssignment(assignment, tier)),
      object: 'loyalty_tier_reward',
    }),
  );
  return { object: 'list', data_ref: 'data', data, total: data.length };
}
