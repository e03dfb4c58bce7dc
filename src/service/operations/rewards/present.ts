import type { Reward, RewardAssignment } from '../../../contract/reward.ts';
import type { AssignmentRow, RewardRow } from '../../store/repositories/rewards.ts';
import { iso } from '../present-common.ts';

export function presentReward(row: RewardRow): Reward {
  return {
    id: row.id,
    name: row.name,
    stock: row.stock,
    redeemed: row.redeemed,
    attributes: row.attributes,
    metadata: row.metadata,
    type: row.type,
    parameters: row.parameters,
    created_at: iso(row.createdAt),
    updated_at: row.updatedAt ? iso(row.updatedAt) : null,
    object: 'reward',
  };
}

export function presentAssignment(row: AssignmentRow): RewardAssignment {
  return {
    id: row.id,
    reward_id: row.rewardId,
    related_object_id: row.campaignId,
    related_object_type: 'campaign',
    ...(row.points !== null && { parameters: { loyalty: { points: row.points } } }),
    created_at: iso(row.createdAt),
    updated_at: row.updatedAt ? iso(row.updatedAt) : null,
    object: 'reward_assignment',
  };
}
