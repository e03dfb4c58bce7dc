import type { EventLoyaltyChange } from '../../../contract/event.ts';
import type { Executor } from '../../store/db.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { newId } from '../../ids.ts';
import { invalidField, notFound } from '../failures.ts';
import { awardEarningRules } from '../loyalties/earning.ts';

/**
 * Applies loyalty earning rules on a custom event: to the card named in `loyalty.code`, or else to every card the
 * customer holds in a program with a rule for this event. An event whose metadata carries a `source_id` is the same
 * event when sent again (a retry), and earns once; without one every event earns. Null when no points were earned.
 */
export async function earnPoints(
  tx: Executor,
  projectId: string,
  event: string,
  cardCode: string | undefined,
  customerId: string,
  at: Date,
  metadata: Record<string, unknown> = {},
): Promise<EventLoyaltyChange | null> {
  let card: { id: string; campaignId: string } | undefined;
  if (cardCode) {
    const found = await findVoucherByCode(tx, projectId, cardCode);
    if (!found) throw notFound('voucher', cardCode);
    if (found.type !== 'LOYALTY_CARD' || !found.campaignId)
      throw invalidField('loyalty.code', `${cardCode} is not a loyalty card`);
    card = { id: found.id, campaignId: found.campaignId };
  }
  const retryKey = typeof metadata.source_id === 'string' ? `${customerId}:${event}:${metadata.source_id}` : newId('');
  return awardEarningRules(tx, {
    projectId,
    event,
    customerId,
    sourceKey: `event:${retryKey}`,
    at,
    card,
    eventMetadata: metadata,
    details: { event: { type: event, customer_id: customerId, metadata } },
    reason: `Custom event ${event}`,
  });
}
