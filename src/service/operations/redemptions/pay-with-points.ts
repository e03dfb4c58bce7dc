/*
 * A loyalty card in a stack pays part of the order with a pay-with-points (COIN) reward assigned to its program, as
 * a gift card pays with credits: the points offered (all of the balance by default) buy an amount off what the
 * other redeemables left, and only the whole points that amount costs leave the card. They leave it with the
 * redemption (`spendCardPoints`, conditional on the balance, so a concurrent spend makes this pass lose the race)
 * and come back with its rollback (`refundCardPoints`).
 */
import type { RedeemableRequest } from '../../../contract/redemption.ts';
import { centsPerPoint } from '../../domain/discounts.ts';
import type { PayWithPoints } from '../../domain/redeemable-checks.ts';
import type { Tx } from '../../store/db.ts';
import { addPoints, subtractPoints } from '../../store/repositories/loyalty.ts';
import type { RewardRow } from '../../store/repositories/rewards.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { awardTierChange } from '../loyalties/earning.ts';
import { LostRace } from './persist.ts';

/** The reward a loyalty card's request names, as found assigned to the card's program (its assignment's rules guard it). */
export type CardReward = { reward: RewardRow; assignmentId: string };

const rewardOf = (request: RedeemableRequest) => (request.object === 'voucher' ? request.reward : undefined);

/** What the checks need of a loyalty card's reward; undefined when the request names none. */
export function payWithState(
  card: VoucherRow,
  found: CardReward | undefined,
  request: RedeemableRequest,
): PayWithPoints | undefined {
  const asked = rewardOf(request);
  if (!asked) return undefined;
  return {
    rewardId: asked.id,
    assigned: found !== undefined,
    coin: found !== undefined && 'coin' in found.reward.parameters,
    points: asked.points,
    balance: card.loyaltyBalance ?? 0,
  };
}

/** The rate a card pays at and the points it offers, when it pays with a COIN reward. */
export function cardPayment(card: VoucherRow, found: CardReward | undefined, request: RedeemableRequest) {
  const parameters = found?.reward.parameters;
  if (!parameters || !('coin' in parameters)) return undefined;
  const balance = card.loyaltyBalance ?? 0;
  return { rate: centsPerPoint(parameters.coin), offered: Math.min(rewardOf(request)?.points ?? balance, balance) };
}

export interface CardSpend {
  key: string;
  card: VoucherRow;
  reward: RewardRow;
  points: number;
}

const pointsLost = {
  code: 'loyalty_card_points_exceeded' as const,
  message: 'The loyalty card points were spent concurrently',
};

/** Takes each paying card's points, with its ledger entry naming the reward and the redemption. */
export async function spendCardPoints(
  tx: Tx,
  spends: CardSpend[],
  context: { projectId: string; redemptionId: string; orderId: string; at: Date },
) {
  for (const { key, card, reward, points } of spends) {
    const spent = await subtractPoints(tx, points, {
      projectId: context.projectId,
      voucherId: card.id,
      campaignId: card.campaignId,
      type: 'POINTS_REDEMPTION',
      sourceId: null,
      reason: `Paid with ${reward.name}`,
      details: {
        reward: { id: reward.id, name: reward.name, type: reward.type },
        redemption: { id: context.redemptionId },
        order: { id: context.orderId },
      },
      at: context.at,
    });
    if (!spent) throw new LostRace(key, pointsLost);
    await awardTierChange(tx, context.projectId, spent.tierChange, context.at);
  }
}

/** Gives a rolled-back card its points back, as a refund (its balance, not the points it has earned). */
export async function refundCardPoints(
  tx: Tx,
  refunds: { voucherId: string; campaignId: string | null; points: number; redemptionId: string }[],
  context: { projectId: string; rollbackId: string; at: Date },
) {
  for (const { voucherId, campaignId, points, redemptionId } of refunds) {
    const refunded = await addPoints(tx, points, {
      projectId: context.projectId,
      voucherId,
      campaignId,
      type: 'POINTS_REFUND',
      sourceId: null,
      reason: 'Redemption rolled back',
      details: { redemption: { id: redemptionId }, rollback: { id: context.rollbackId } },
      at: context.at,
      refund: true,
    });
    if (refunded?.tierChange) await awardTierChange(tx, context.projectId, refunded.tierChange, context.at);
  }
}
