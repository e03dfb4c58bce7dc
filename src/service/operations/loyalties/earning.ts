/*
 * Earning rules at work: an event (a custom event, an order paid, a segment entered, a tier change) credits the
 * points its live rules give to the customer's cards, once per rule, card and source object.
 *
 * Concurrency: the award is claimed first by inserting its key (rule, card, source); a retried or concurrent trigger
 * waits on that key and then finds it taken, so it adds nothing. Points move only through `addPoints` (one
 * conditional UPDATE and its ledger row). Auto-join takes the customer's row lock, so two first awards make one card.
 */
import { orderPaidEvent, segmentEnteredEvent, type TierEvent } from '../../../contract/earning-rule.ts';
import type { OrderCalculated } from '../../../contract/order.ts';
import type { EventLoyaltyChange } from '../../../contract/event.ts';
import { pendingUntil } from '../../domain/earning-points.ts';
import { pointsExpiryDate } from '../../domain/points-expiry.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { addToVouchersCount } from '../../store/repositories/campaigns.ts';
import { lockCustomer, type CustomerRow } from '../../store/repositories/customers.ts';
import { claimAward, heldCardsIn, liveRulesFor, type EarningRuleRow } from '../../store/repositories/earning-rules.ts';
import { addPoints } from '../../store/repositories/loyalty.ts';
import type { TierChange } from '../../store/repositories/loyalty-tiers.ts';
import { claimFreeVouchers } from '../../store/repositories/publications.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { segmentMembership } from '../segments/membership.ts';
import { generateVouchers } from '../vouchers/generate.ts';
import { presentEarningRule } from './earning-rules.ts';
import { cardPoints, earningRulesFor, type EarningCampaign, type EarningEvent } from './earning-eligibility.ts';

export type Trigger = EarningEvent & {
  customerId: string;
  /** What makes a repeat of this trigger the same one: `order:<id>`, `segment:<id>`, `event:<key>`, ... */
  sourceKey: string;
  /** The ledger row's `details` besides the rule: `{event}`, `{order}`, `{segment}`. */
  details: Record<string, unknown>;
  reason: string;
};

/**
 * The customer's cards in the program; with `auto_join` and none held, the one card the first award gives them (a
 * free code of the program, or a new one of an auto-update program). Empty when they hold none and cannot join.
 */
async function cardsFor(tx: Executor, campaign: EarningCampaign, trigger: Trigger) {
  if (trigger.card) return trigger.card.campaignId === campaign.id ? [trigger.card] : [];
  const held = await heldCardsIn(tx, campaign.id, trigger.customerId);
  if (held.length || !campaign.autoJoin) return held.filter((card) => card.active);
  await lockCustomer(tx, trigger.customerId);
  const again = await heldCardsIn(tx, campaign.id, trigger.customerId);
  if (again.length) return again.filter((card) => card.active);
  const claim = {
    projectId: trigger.projectId,
    campaignId: campaign.id,
    customerId: trigger.customerId,
    at: trigger.at,
  };
  let joined = await claimFreeVouchers(tx, { ...claim, count: 1 });
  if (!joined.length && campaign.type === 'AUTO_UPDATE' && campaign.voucher) {
    await generateVouchers(tx, { ...claim, voucher: campaign.voucher, count: 1, categoryId: campaign.categoryId });
    await addToVouchersCount(tx, campaign.id, 1, trigger.at);
    joined = await claimFreeVouchers(tx, { ...claim, count: 1 });
  }
  return joined.map((card) => ({ id: card.id, code: card.code, active: card.active }));
}

/** Credits what the trigger's live rules give; the cards credited, or null when nothing was earned. */
export async function awardEarningRules(tx: Executor, trigger: Trigger): Promise<EventLoyaltyChange | null> {
  const { projectId, at } = trigger;
  const credited: EventLoyaltyChange['cards'] = [];
  for (const { rule, campaign } of await earningRulesFor(tx, trigger)) {
    for (const card of await cardsFor(tx, campaign, trigger)) {
      const points = await cardPoints(tx, rule, card.id, trigger);
      if (points <= 0 || !(await claimAward(tx, rule.id, card.id, trigger.sourceKey, at))) continue;
      const result = await addPoints(tx, points, {
        projectId,
        voucherId: card.id,
        campaignId: campaign.id,
        type: 'POINTS_ACCRUAL',
        sourceId: rule.id,
        reason: trigger.reason,
        details: { ...trigger.details, earning_rule: earningRuleDetails(rule) },
        at,
        pendingUntil: pendingUntil(rule.definition.pending_points, at),
        expiresAt: rule.definition.expiration_rules && pointsExpiryDate(rule.definition.expiration_rules, at),
      });
      if (!result) continue;
      await awardTierChange(tx, projectId, result.tierChange, at);
      credited.push({ code: result.code, points_added: points, balance: result.balance });
      await recordWebhookEvent(
        tx,
        projectId,
        'voucher.loyalty_card.points_added',
        { voucher: { code: result.code }, points },
        at,
      );
      await recordWebhookEvent(
        tx,
        projectId,
        'customer.rewarded.loyalty_points',
        { customer: { id: trigger.customerId }, points, earning_rule: presentEarningRule(rule) },
        at,
      );
    }
  }
  return credited.length ? { points_added: credited.reduce((s, c) => s + c.points_added, 0), cards: credited } : null;
}

/** The official LoyaltyCardTransaction `details.earning_rule`: its id and banner. */
const earningRuleDetails = (rule: EarningRuleRow) => ({
  id: rule.id,
  source: { banner: rule.definition.banner ?? rule.event },
});

/**
 * A tier change of a member: credits the program's rules on that tier event (for that tier or `__ANY__`).
 * `changeKey` names the change (the evaluation's instant), so evaluating the same change twice awards once.
 */
export function awardTierEvent(
  tx: Executor,
  change: {
    projectId: string;
    campaignId: string;
    card: { id: string; holderId: string };
    event: TierEvent;
    tierId: string;
    changeKey: string;
    at: Date;
  },
) {
  return awardEarningRules(tx, {
    projectId: change.projectId,
    event: change.event,
    customerId: change.card.holderId,
    sourceKey: `tier:${change.tierId}:${change.changeKey}`,
    at: change.at,
    card: { id: change.card.id, campaignId: change.campaignId },
    applies: (rule) => [undefined, '__ANY__', change.tierId].includes(rule.definition.loyalty_tier?.id),
    details: { loyalty_tier: { id: change.tierId }, event: { type: change.event } },
    reason: `Tier event ${change.event}`,
  });
}

/**
 * What follows every points change that moved a member to, from or between tiers: the rules on that tier event. Their
 * points may move the member again (up only, so at most once per tier), each move awarded once.
 */
export async function awardTierChange(tx: Executor, projectId: string, change: TierChange | undefined, at: Date) {
  if (!change?.holderId) return;
  await awardTierEvent(tx, {
    projectId,
    campaignId: change.campaignId,
    card: { id: change.voucherId, holderId: change.holderId },
    event: `customer.loyalty.tier.${change.move}`,
    tierId: change.tierId,
    changeKey: `${change.move}:${at.toISOString()}`,
    at,
  });
}

/** An order reaching PAID with a customer: the `order.paid` rules, once per order (a repeat finds its awards). */
export function awardOrderPaid(
  tx: Executor,
  projectId: string,
  order: OrderCalculated,
  customerId: string,
  at: Date,
  model?: ModelSnapshot,
) {
  return awardEarningRules(tx, {
    model,
    projectId,
    event: orderPaidEvent,
    customerId,
    sourceKey: `order:${order.id}`,
    at,
    order,
    details: { order: { id: order.id, source_id: order.source_id ?? null } },
    reason: `Order ${order.source_id ?? order.id} paid`,
  });
}

/** A customer entering segments: the `customer.segment.entered` rules naming each, once per card and segment. */
export async function awardSegmentsEntered(
  tx: Executor,
  customer: CustomerRow,
  segmentIds: readonly string[],
  at: Date,
) {
  for (const segmentId of segmentIds)
    await awardEarningRules(tx, {
      projectId: customer.projectId,
      event: segmentEnteredEvent,
      customerId: customer.id,
      sourceKey: `segment:${segmentId}`,
      at,
      customerMetadata: customer.metadata ?? {},
      applies: (rule) => rule.definition.segment?.id === segmentId,
      details: { segment: { id: segmentId } },
      reason: `Entered the segment ${segmentId}`,
    });
}

/** Whether entering a segment earns points in the project: then a customer's change is judged for it. */
export const segmentEntryEarns = async (tx: Executor, projectId: string) =>
  (await liveRulesFor(tx, projectId, segmentEnteredEvent)).length > 0;

/**
 * A customer written (created, or changed from `before`): the segments they are in now and were not before earn
 * what their rules give. Nothing is computed when no live rule waits for a segment entry.
 */
export async function awardMembershipChange(
  tx: Executor,
  before: CustomerRow | undefined,
  after: CustomerRow,
  at: Date,
) {
  if (!(await segmentEntryEarns(tx, after.projectId))) return;
  const was = new Set(before ? await segmentMembership(tx, before, at) : []);
  const now = await segmentMembership(tx, after, at);
  await awardSegmentsEntered(
    tx,
    after,
    now.filter((id) => !was.has(id)),
    at,
  );
}
