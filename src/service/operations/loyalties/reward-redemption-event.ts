import type { Publication } from '../../../contract/publication.ts';
import type { RewardRedemption } from '../../../contract/reward.ts';
import type { Voucher } from '../../../contract/voucher.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import type { AssignmentRow } from '../../store/repositories/rewards.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { iso } from '../present-common.ts';
import { presentAssignment } from '../rewards/present.ts';

/*
 * The hosted `customer.reward_redemptions.completed` event (EVENTS.CUSTOMER.REWARD_REDEMPTIONS.COMPLETED) of a
 * reward a member bought with points, in the official `EventCustomerRewardRedemptionsCompletedData` shape as far as
 * the engine knows it. Promodesk gives every reward in the redemption's transaction (there is no CREATED or PENDING
 * step), so the reward redemption is COMPLETED as it is made; it is no resource of its own, its id names it here.
 */

export interface CompletedRewardRedemption {
  redemptionId: string;
  /** The reward as the redemption answers it (its holder in `customer`, what it gave in `voucher`). */
  reward: RewardRedemption['reward'];
  assignment: AssignmentRow;
  /** The member's loyalty card after the points left it. */
  card: Voucher;
  /** The publication of the code a discount campaign's reward gave, which the hosted event carries along. */
  publication: Publication | undefined;
  /** The credits or points a gift or loyalty campaign's reward added to the holder's card. */
  balance: number | undefined;
  at: Date;
}

/** A voucher as the official `SimpleVoucher` carries it: `redemption.quantity` is always said (null: no limit). */
const simpleVoucher = (card: Voucher) => ({
  ...card,
  redemption: { ...card.redemption, quantity: card.redemption.quantity ?? null },
});

export function recordRewardRedemptionCompleted(tx: Executor, projectId: string, r: CompletedRewardRedemption) {
  const { customer } = r.reward;
  const source = { id: r.redemptionId, type: 'redemption' };
  return recordWebhookEvent(
    tx,
    projectId,
    'customer.reward_redemptions.completed',
    {
      customer,
      holder: customer,
      voucher: simpleVoucher(r.card),
      campaign: { id: r.card.campaign_id, name: r.card.campaign, campaign_type: 'LOYALTY_PROGRAM', object: 'campaign' },
      reward_redemption: {
        id: newId('rewr_'),
        state: 'COMPLETED',
        created_at: iso(r.at),
        updated_at: null,
        voucher_id: r.card.id,
        campaign_id: r.card.campaign_id,
        customer_id: customer.id,
        reward_assignment_id: r.assignment.id,
        source_id: source.id,
        source_type: source.type,
      },
      reward: { ...r.reward, ...(r.reward.voucher && { voucher: simpleVoucher(r.reward.voucher) }) },
      reward_assignment: presentAssignment(r.assignment),
      source,
      balance: r.balance === undefined ? null : { amount: r.balance },
      publication: r.publication ?? null,
    },
    r.at,
  );
}
