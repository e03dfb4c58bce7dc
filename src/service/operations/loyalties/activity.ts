import type { MemberActivity, MemberActivityQuery } from '../../../contract/loyalty-member.ts';
import type { Executor } from '../../store/db.ts';
import { pageMemberActivity, type MemberActivityRow } from '../../store/repositories/member-activity.ts';
import { iso } from '../present-common.ts';
import { readLoyaltyCard } from '../vouchers/read.ts';

/** The official member activity a ledger movement is; a removal is a negative `points_added`, as the enum has none. */
const ledgerActivity: Record<string, MemberActivity['type']> = {
  POINTS_ACCRUAL: 'customer.rewarded.loyalty_points',
  POINTS_ADDITION: 'customer.voucher.loyalty_card.points_added',
  POINTS_REMOVAL: 'customer.voucher.loyalty_card.points_added',
  POINTS_REFUND: 'customer.voucher.loyalty_card.points_added',
  POINTS_REDEMPTION: 'customer.reward_redemptions.completed',
  POINTS_EXPIRATION: 'customer.voucher.loyalty_card.points_expired',
  POINTS_TRANSFER_IN: 'customer.voucher.loyalty_card.points_transferred',
  POINTS_TRANSFER_OUT: 'customer.voucher.loyalty_card.points_transferred',
  PENDING_POINTS_ACTIVATION: 'customer.voucher.loyalty_card.pending_points.activated',
};

const tierActivity: Record<string, MemberActivity['type']> = {
  'customer.loyalty_tier.joined': 'customer.loyalty.tier.joined',
  'customer.loyalty_tier.left': 'customer.loyalty.tier.left',
  'customer.loyalty_tier.upgraded': 'customer.loyalty.tier.upgraded',
  'customer.loyalty_tier.downgraded': 'customer.loyalty.tier.downgraded',
};

const typeOf = (row: MemberActivityRow): MemberActivity['type'] => {
  if (row.kind === 'publication') return 'customer.publication.succeeded';
  if (row.kind === 'tier') return tierActivity[row.ledger_type ?? ''] ?? 'customer.loyalty.tier.joined';
  return ledgerActivity[row.ledger_type ?? ''] ?? 'customer.voucher.loyalty_card.points_added';
};

/**
 * A tier change as the official event data names it: the tier (`loyalty_tier`, and `loyalty_tier_to` the base
 * requires) and, for a move between tiers, `loyalty_tier_from`; each the tier's id and name.
 */
function tierData(payload: MemberActivityRow['detail'], createdAt: string) {
  const { customer, campaign, loyalty_tier, loyalty_tier_previous } = payload;
  return {
    customer,
    campaign,
    loyalty_tier,
    loyalty_tier_to: loyalty_tier,
    ...(loyalty_tier_previous !== undefined && { loyalty_tier_from: loyalty_tier_previous }),
    created_at: createdAt,
  };
}

/**
 * GET .../members/{memberId}/activity: what happened to the member's card (points movements and publications), with the card and its holder in each entry's data.
 */
export async function readMemberActivity(
  db: Executor,
  input: { projectId: string; memberId: string; campaignId?: string | undefined } & MemberActivityQuery,
) {
  const card = await readLoyaltyCard(db, input.projectId, input.memberId, input.campaignId);
  const { rows, hasMore } = await pageMemberActivity(db, {
    cardId: card.id,
    order: input.order,
    limit: input.limit,
    startingAfterId: input.starting_after_id,
  });
  const voucher = { id: card.id, code: card.code, campaign_id: card.campaignId, holder_id: card.holderId };
  const data = rows.map((row): MemberActivity => {
    const createdAt = iso(new Date(row.created_at));
    return {
      id: row.id,
      type: typeOf(row),
      data: { ...(row.kind === 'tier' ? tierData(row.detail, createdAt) : row.detail), voucher },
      created_at: createdAt,
    };
  });
  return { data, hasMore };
}
