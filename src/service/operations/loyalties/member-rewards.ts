import type { z } from 'zod';
import type { memberRewardListSchema } from '../../../contract/reward.ts';
import type { Executor } from '../../store/db.ts';
import { programAssignmentsWithRewards } from '../../store/repositories/rewards.ts';
import { presentAssignment, presentReward } from '../rewards/present.ts';
import { readLoyaltyCard } from '../vouchers/read.ts';
import { cardTierMappings, pricedAssignment } from './tier-mappings.ts';

type MemberRewardList = z.infer<typeof memberRewardListSchema>;

/**
 * GET /v1/loyalties/members/{memberId}/rewards: the rewards the member's program offers, at the price of the member's
 * tier. `affordable` keeps those
 * whose price is within the card's balance, and pay-with-points rewards while the card holds any points.
 */
export async function readMemberRewards(
  db: Executor,
  projectId: string,
  memberId: string,
  affordable: boolean,
): Promise<MemberRewardList> {
  const card = await readLoyaltyCard(db, projectId, memberId, undefined);
  const balance = card.loyaltyBalance ?? 0;
  const tier = await cardTierMappings(db, card.id);
  const rows = card.campaignId ? await programAssignmentsWithRewards(db, card.campaignId) : [];
  const data = rows
    .map(({ assignment, reward }) => ({ reward, assignment: pricedAssignment(assignment, tier) }))
    .filter(({ assignment }) => !affordable || (assignment.points ?? 1) <= balance)
    .map(({ assignment, reward }): MemberRewardList['data'][number] => ({
      reward: presentReward(reward),
      assignment: presentAssignment(assignment),
      object: 'loyalty_reward',
    }));
  return { object: 'list', data_ref: 'data', data, total: data.length };
}
