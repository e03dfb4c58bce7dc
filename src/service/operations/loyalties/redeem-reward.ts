import type { RewardRedemption, RewardRedemptionRequest } from '../../../contract/reward.ts';
import type { OrderRequest } from '../../../contract/order.ts';
import type { Publication } from '../../../contract/publication.ts';
import { calculateOrder } from '../../domain/order-totals.ts';
import { evaluateRule } from '../../domain/rules.ts';
import { newId } from '../../ids.ts';
import type { Db, Tx } from '../../store/db.ts';
import { findCustomer, type CustomerRow } from '../../store/repositories/customers.ts';
import { addCredits, addPoints, heldCard, subtractPoints } from '../../store/repositories/loyalty.ts';
import { insertRedemptions } from '../../store/repositories/redemptions.ts';
import { findAssignmentOf, findReward, takeRewardStock, type RewardRow } from '../../store/repositories/rewards.ts';
import { findVoucherById, type VoucherRow } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, invalidField, notFound } from '../failures.ts';
import { publish } from '../publications/publish.ts';
import { loadAssignedRules, ruleCustomer, ruleOrder } from '../rule-inputs.ts';
import { withMembership } from '../segments/membership.ts';
import { redemptionRow, saveRedeemedOrder } from '../redemptions/persist.ts';
import { orderToRedeem } from '../redemptions/redeemed-order.ts';
import { presentSimpleCustomer } from '../customers/present.ts';
import { iso } from '../present-common.ts';
import { presentOrder, presentRedemption } from '../redemptions/present.ts';
import { loadVouchers, readLoyaltyCard } from '../vouchers/read.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { cardTierMappings, pricedAssignment } from './tier-mappings.ts';
import { awardTierChange } from './earning.ts';
import { recordRewardRedemptionCompleted } from './reward-redemption-event.ts';

/*
 * Buying a reward with a member's points, all in one transaction, so a failure at any step takes nothing: the points
 * leave the card by `subtractPoints` (balance >= price in its WHERE), the reward's stock by `takeRewardStock`
 * (redeemed < stock in its WHERE), then the reward is given: a code of its discount campaign published to the
 * holder, credits or points added to the holder's card of its gift or loyalty campaign (published first if they
 * hold none), a discount on the order (COIN), or nothing more than the stock (MATERIAL, handed over at the desk).
 */

const refuse = (key: string, message: string, details: string) =>
  new DomainFailure({ kind: 'invalid', key, message, details });

/** The points a COIN reward spends and the discount they buy: at most the member's choice, the balance and the order. */
function coinSpend(reward: RewardRow, request: RewardRedemptionRequest, balance: number) {
  if (!('coin' in reward.parameters)) throw new Error('not a coin reward');
  if (!request.order) throw invalidField('order', 'A pay-with-points reward pays part of an order: send the order');
  const { exchange_ratio, points_ratio } = reward.parameters.coin;
  const centsPerPoint = (exchange_ratio * 100) / points_ratio;
  const orderAmount = calculateOrder(request.order, []).totals.total_amount;
  const needed = Math.ceil(orderAmount / centsPerPoint);
  const points = Math.min(request.reward.points ?? Math.min(balance, needed), needed);
  if (points < 1) throw invalidField('order', 'The order leaves nothing for points to pay');
  const discount = Math.min(orderAmount, Math.floor(points * centsPerPoint));
  return { points, discount };
}

/** Publishes a code of the reward's campaign to the holder (or finds their card) inside the redemption's transaction. */
async function publishTo(tx: Tx, projectId: string, campaignId: string, holder: CustomerRow, acting: Acting) {
  const held = await heldCard(tx, campaignId, holder.id);
  if (held) return held;
  const publication = await publish(
    tx,
    projectId,
    { campaign: campaignId, customer: { id: holder.id } },
    {
      side: 'server',
      acting,
    },
  );
  return (await findVoucherById(tx, publication.vouchers_id[0]!))!;
}

/** What a campaign's reward gave: the code published (and its publication) or the card credited (and by how much). */
type Given = { voucher: VoucherRow | undefined; publication?: Publication; balance?: number };

async function giveCampaignReward(
  tx: Tx,
  projectId: string,
  reward: RewardRow,
  holder: CustomerRow,
  acting: Acting,
): Promise<Given | undefined> {
  if (!('campaign' in reward.parameters)) return undefined;
  const { id: campaignId, type, balance } = reward.parameters.campaign;
  if (type === 'DISCOUNT_COUPONS') {
    const publication = await publish(
      tx,
      projectId,
      { campaign: campaignId, customer: { id: holder.id } },
      {
        side: 'server',
        acting,
      },
    );
    return { voucher: await findVoucherById(tx, publication.vouchers_id[0]!), publication };
  }
  const card = await publishTo(tx, projectId, campaignId, holder, acting);
  const t = {
    projectId,
    voucherId: card.id,
    campaignId,
    sourceId: null,
    reason: `Reward ${reward.name}`,
    details: { reward: { id: reward.id, name: reward.name } },
    at: acting.at,
  };
  const credited =
    type === 'GIFT_VOUCHERS'
      ? await addCredits(tx, balance ?? 0, { ...t, type: 'CREDITS_ADDITION' })
      : await addPoints(tx, balance ?? 0, { ...t, type: 'POINTS_ADDITION' });
  if (!credited)
    throw refuse('invalid_reward', 'Invalid reward', `The reward's campaign card ${card.code} takes no balance`);
  return { voucher: await findVoucherById(tx, card.id), balance: balance ?? 0 };
}

/** The validation rule a reward's assignment carries (a pay-with-points one may have one): the spending must pass it. */
async function checkAssignedRule(
  tx: Tx,
  assignmentId: string,
  reward: RewardRow,
  holder: CustomerRow,
  order: OrderRequest | undefined,
  at: Date,
  pointsUsed: number | undefined,
) {
  const [rule] = (await loadAssignedRules(tx, [assignmentId]))(assignmentId);
  if (!rule) return;
  const outcome = evaluateRule(rule, {
    customer: ruleCustomer(await withMembership(tx, holder, at), undefined),
    order: ruleOrder(order),
    redemptions: { perCustomer: 0, campaignTotal: 0 },
    // The card is its holder's: it is always redeemed by the customer it is published to.
    redeemable: { heldByCustomer: true, ...(pointsUsed !== undefined && { pointsUsed }) },
  });
  if (!outcome.passed)
    throw refuse(outcome.failure_code, outcome.message, `${reward.name} needs the rule ${rule.name}`);
}

export function redeemReward(
  db: Db,
  projectId: string,
  memberId: string,
  campaignId: string | undefined,
  request: RewardRedemptionRequest,
  acting: Acting,
) {
  return db.transaction(async (tx): Promise<RewardRedemption> => {
    const card = await readLoyaltyCard(tx, projectId, memberId, campaignId);
    const holder = card.holderId ? await findCustomer(tx, projectId, card.holderId) : undefined;
    if (!holder || !card.campaignId)
      throw refuse('invalid_voucher', 'Invalid Voucher', `The loyalty card ${card.code} has no holder to reward`);
    const reward = await findReward(tx, projectId, request.reward.id);
    const assignment = reward && (await findAssignmentOf(tx, reward.id, card.campaignId));
    if (!reward || !assignment) throw notFound('reward', request.reward.id);

    // A COIN reward pays part of an order: the one the request names (completed from the stored one), or a new one.
    const named = reward.type === 'COIN' ? await orderToRedeem(tx, projectId, request.order) : undefined;
    const coin = named ? coinSpend(reward, { ...request, order: named.request }, card.loyaltyBalance ?? 0) : undefined;
    await checkAssignedRule(tx, assignment.id, reward, holder, named?.request, acting.at, coin?.points);
    const price = pricedAssignment(assignment, await cardTierMappings(tx, card.id)).points;
    const points = coin?.points ?? price ?? 0;
    const redemptionId = newId('r_');
    const order =
      coin && named?.request
        ? presentOrder({
            id: named.stored?.id ?? newId('ord_'),
            request: named.request,
            status: named.request.status ?? 'PAID',
            calculation: calculateOrder(named.request, [{ discount: { type: 'AMOUNT', amount_off: coin.discount } }]),
            customer: holder,
            at: acting.at,
            parent: { id: redemptionId, childIds: [] },
          })
        : null;
    const spent = await subtractPoints(tx, points, {
      projectId,
      voucherId: card.id,
      campaignId: card.campaignId,
      type: 'POINTS_REDEMPTION',
      sourceId: null,
      reason: `Redeemed ${reward.name}`,
      details: {
        reward: { id: reward.id, name: reward.name, type: reward.type },
        redemption: { id: redemptionId },
        ...(order && { order: { id: order.id, source_id: order.source_id ?? null } }),
      },
      at: acting.at,
    });
    if (!spent)
      throw refuse(
        'not_enough_points',
        'Not enough points',
        `The loyalty card ${card.code} holds ${card.loyaltyBalance ?? 0} points; the reward costs ${points}`,
      );
    await awardTierChange(tx, projectId, spent.tierChange, acting.at);
    if (!(await takeRewardStock(tx, reward.id, acting.at)))
      throw refuse('reward_out_of_stock', 'Reward out of stock', `No ${reward.name} is left in stock`);
    const given = await giveCampaignReward(tx, projectId, reward, holder, acting);

    const after = (await findVoucherById(tx, card.id))!;
    const givenRow = given?.voucher;
    const [voucher, givenVoucher] = presentVouchers(await loadVouchers(tx, givenRow ? [after, givenRow] : [after]));
    const actor = acting.actor;
    const redemption = presentRedemption({
      id: redemptionId,
      parentId: null,
      at: acting.at,
      request: { redeemables: [{ object: 'voucher', id: card.code }], metadata: request.metadata },
      customer: holder,
      trackingId: null,
      channel:
        actor.kind === 'person'
          ? { channel_id: actor.userId, channel_type: 'USER' }
          : { channel_id: 'clientId' in actor ? actor.clientId : '', channel_type: 'API' },
      sessionKey: undefined,
      order,
      related: { related_object_type: 'voucher', related_object_id: card.id, voucher, amount: points },
    });
    if (order)
      await saveRedeemedOrder(
        tx,
        projectId,
        { row: order, status: order.status!, customer: holder, stored: named?.stored },
        acting.at,
      );
    await insertRedemptions(tx, [
      { ...redemptionRow(projectId, redemption, acting.at), voucherId: card.id, campaignId: card.campaignId },
    ]);
    const answer: RewardRedemption = {
      ...redemption,
      loyalty_card: { points },
      reward: {
        id: reward.id,
        name: reward.name,
        type: reward.type,
        parameters: reward.parameters,
        metadata: reward.metadata,
        created_at: iso(reward.createdAt),
        updated_at: reward.updatedAt ? iso(reward.updatedAt) : null,
        assignment_id: assignment.id,
        customer: presentSimpleCustomer(holder),
        ...(givenVoucher && { voucher: givenVoucher }),
        object: 'reward',
      },
    };
    await recordWebhookEvent(
      tx,
      projectId,
      'customer.rewarded',
      {
        customer: answer.reward.customer,
        reward: answer.reward,
        redemption: { id: redemptionId },
        voucher,
      },
      acting.at,
    );
    await recordRewardRedemptionCompleted(tx, projectId, {
      redemptionId,
      reward: answer.reward,
      assignment,
      card: voucher!,
      publication: given?.publication,
      balance: given?.balance,
      at: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'reward.redeemed',
      resourceType: 'redemption',
      resourceId: redemptionId,
      summary: `Redeemed ${reward.name} for ${points} points of ${card.code}`,
    });
    return answer;
  });
}
