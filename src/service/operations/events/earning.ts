import type { EarningRule } from '../../../contract/campaign.ts';
import type { EventLoyaltyChange } from '../../../contract/event.ts';
import type { Executor } from '../../store/db.ts';
import { addPoints, heldCardsWithRules } from '../../store/repositories/loyalty.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { invalidField, notFound } from '../failures.ts';

const pointsFor = (rules: EarningRule[] | null, event: string) =>
  (rules ?? []).filter((r) => r.event === event).reduce((sum, r) => sum + r.points, 0);

/**
 * Applies loyalty earning rules on a custom event: to the card named in `loyalty.code`, or else to every card the
 * customer holds in a program with a rule for this event. Null when no points were earned.
 */
export async function earnPoints(
  tx: Executor,
  projectId: string,
  event: string,
  cardCode: string | undefined,
  customerId: string,
  at: Date,
): Promise<EventLoyaltyChange | null> {
  let cards: { id: string; campaignId: string; earningRules: EarningRule[] | null }[];
  if (cardCode) {
    const card = await findVoucherByCode(tx, projectId, cardCode);
    if (!card) throw notFound('voucher', cardCode);
    if (card.type !== 'LOYALTY_CARD' || !card.campaignId)
      throw invalidField('loyalty.code', `${cardCode} is not a loyalty card`);
    const campaign = await findCampaign(tx, projectId, card.campaignId);
    // A program switched off or in the bin earns nothing; the event itself is still recorded.
    const earning = campaign?.active && !campaign.deletedAt ? campaign.earningRules : null;
    cards = [{ id: card.id, campaignId: card.campaignId, earningRules: earning }];
  } else {
    cards = await heldCardsWithRules(tx, projectId, customerId);
  }
  const credited: EventLoyaltyChange['cards'] = [];
  for (const card of cards) {
    const points = pointsFor(card.earningRules, event);
    if (points <= 0) continue;
    const result = await addPoints(tx, points, {
      projectId,
      voucherId: card.id,
      campaignId: card.campaignId,
      type: 'POINTS_ADDED',
      sourceId: null,
      reason: `Custom event ${event}`,
      details: { event: { type: event, customer_id: customerId } },
      at,
    });
    if (!result) continue;
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
      { customer: { id: customerId }, points },
      at,
    );
  }
  return credited.length ? { points_added: credited.reduce((s, c) => s + c.points_added, 0), cards: credited } : null;
}
