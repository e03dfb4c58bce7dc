import type { EventReferralChange, EventRequest } from '../../../contract/event.ts';
import type { Campaign } from '../../../contract/campaign.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { recordReferralConversion } from '../../store/repositories/events.ts';
import { addCredits, addPoints, heldCard, wasReferred } from '../../store/repositories/loyalty.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { invalidField, notFound } from '../failures.ts';
import { generateVouchers } from '../vouchers/generate.ts';
import { awardTierChange } from '../loyalties/earning.ts';

type Referral = NonNullable<EventRequest['referral']>;

/**
 * Converts a referral when the code's program converts on this custom event: the referee (the event's customer)
 * counts one use of the code, and the referrer receives the program's `referee_reward`, as the product brief asks.
 * A referee converts once per program; later events are recorded but convert nothing.
 */
export async function convertReferral(
  tx: Executor,
  projectId: string,
  event: string,
  referral: Referral,
  referee: CustomerRow,
  at: Date,
): Promise<EventReferralChange> {
  const code = await findVoucherByCode(tx, projectId, referral.code);
  if (!code) throw notFound('voucher', referral.code);
  const campaign = code.campaignId ? await findCampaign(tx, projectId, code.campaignId) : undefined;
  if (!campaign || campaign.deletedAt || campaign.campaignType !== 'REFERRAL_PROGRAM')
    throw invalidField('referral.code', `${referral.code} is not a code of a referral program`);
  if (!campaign.active) throw invalidField('referral.code', `the referral program of ${referral.code} is switched off`);
  const referrer = code.holderId
    ? await findCustomer(tx, projectId, code.holderId)
    : referral.referrer_id
      ? await findCustomer(tx, projectId, referral.referrer_id)
      : undefined;
  if (!referrer)
    throw invalidField('referral.referrer_id', `the code ${referral.code} has no holder, so name an existing referrer`);
  if (referral.referrer_id && referral.referrer_id !== referrer.id && referral.referrer_id !== referrer.sourceId) {
    throw invalidField('referral.referrer_id', `the code ${referral.code} belongs to another customer`);
  }
  if (referrer.id === referee.id) throw invalidField('referral', 'a customer cannot refer themselves');

  const outcome = { code: referral.code, referrer_id: referrer.id };
  const program = campaign.referralProgram;
  if (program?.conversion_event_type !== 'custom_event' || program.custom_event?.name !== event) {
    return {
      ...outcome,
      converted: false,
      reason: `The program converts on ${program?.custom_event?.name ?? program?.conversion_event_type ?? 'another trigger'}, not on ${event}`,
    };
  }
  if (await wasReferred(tx, campaign.id, referee.id))
    return { ...outcome, converted: false, reason: 'The customer was already referred in this program' };
  if (
    !(await recordReferralConversion(tx, {
      projectId,
      voucherId: code.id,
      campaignId: campaign.id,
      refereeId: referee.id,
      referrerId: referrer.id,
      event,
      at,
    }))
  ) {
    return { ...outcome, converted: false, reason: `The code ${referral.code} has no uses left` };
  }
  const reward = program.referee_reward
    ? await rewardReferrer(tx, projectId, program.referee_reward, referrer.id, at)
    : undefined;
  await recordWebhookEvent(
    tx,
    projectId,
    'customer.rewarded',
    { customer: { id: referrer.id }, referral: { code: referral.code, referee_id: referee.id }, reward },
    at,
  );
  return { ...outcome, converted: true, ...(reward && { reward }) };
}

/** Credits the reward to the referrer's card in the reward campaign, issuing them a card when they have none. */
async function rewardReferrer(
  tx: Executor,
  projectId: string,
  reward: NonNullable<NonNullable<Campaign['referral_program']>['referee_reward']>,
  referrerId: string,
  at: Date,
) {
  const campaign = await findCampaign(tx, projectId, reward.related_object_parent.id);
  // A reward program switched off or in the bin gives nothing.
  if (!campaign?.voucher || !campaign.active || campaign.deletedAt) return undefined;
  let card = await heldCard(tx, campaign.id, referrerId);
  if (!card) {
    await generateVouchers(tx, {
      projectId,
      campaignId: campaign.id,
      voucher: campaign.voucher,
      count: 1,
      at,
      holderId: referrerId,
      categoryId: campaign.categoryId,
    });
    card = await heldCard(tx, campaign.id, referrerId);
  }
  const transaction = {
    projectId,
    voucherId: card!.id,
    campaignId: campaign.id,
    sourceId: newId('ref_'),
    reason: 'Referral reward',
    details: { referral: true },
    at,
  };
  const gift = reward.type !== 'LOYALTY_CARD';
  const earned = gift ? undefined : await addPoints(tx, reward.amount, { ...transaction, type: 'POINTS_ACCRUAL' });
  const credited = gift ? await addCredits(tx, reward.amount, { ...transaction, type: 'CREDITS_ADDED' }) : earned;
  if (!credited) return undefined;
  await awardTierChange(tx, projectId, earned?.tierChange, at);
  // The same payloads as points earned on a custom event, and as credits added to a gift card.
  if (reward.type === 'LOYALTY_CARD') {
    const points = { points: reward.amount };
    await recordWebhookEvent(
      tx,
      projectId,
      'voucher.loyalty_card.points_added',
      { voucher: { code: credited.code }, ...points },
      at,
    );
    await recordWebhookEvent(
      tx,
      projectId,
      'customer.rewarded.loyalty_points',
      { customer: { id: referrerId }, ...points },
      at,
    );
  } else {
    const added = { voucher: { code: credited.code }, amount: reward.amount };
    await recordWebhookEvent(tx, projectId, 'voucher.gift.balance_added', added, at);
  }
  return { type: reward.type, code: credited.code, amount: reward.amount, balance: credited.balance };
}
