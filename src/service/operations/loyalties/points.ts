import type { Executor } from '../../store/db.ts';
import { addPoints, subtractPoints } from '../../store/repositories/loyalty.ts';
import { findVoucherByCode, type VoucherRow } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, requirePermission, type Acting } from '../acting.ts';
import { DomainFailure } from '../failures.ts';
import { awardTierChange } from './earning.ts';

export const invalidVoucher = (details: string) =>
  new DomainFailure({ kind: 'invalid', key: 'invalid_voucher', message: 'Invalid Voucher', details });

/**
 * The ledger's `source`, as the hosted service answers it: its word for a person in its console, else the channel
 * the integration named, else `otherwise` (the hosted card balance route says `API`, the member routes nothing).
 */
export const ledgerSource = (acting: Acting, otherwise: string | null = null) =>
  acting.actor.kind === 'person' ? 'voucherify-web-ui' : (acting.channel ?? otherwise);

export type PointsChange = {
  points: number;
  reason?: string | undefined;
  sourceId?: string | undefined;
  /** The ledger's source when the integration names no channel. */
  source?: string | null;
};

/**
 * Adds points to a held loyalty card (`addPoints`) or takes them (`subtractPoints`, whose conditional UPDATE refuses
 * to go below zero, so concurrent removals never overdraw). The ledger row carries the reason, the source and the
 * balance after it; who made the change is in the audit log. Runs in the caller's transaction.
 * A person needs the points permission whichever route brought the change (a card's balance route asks only for
 * `campaigns:write`, which a gift card's credits need).
 */
export async function changeCardPoints(tx: Executor, card: VoucherRow, change: PointsChange, acting: Acting) {
  requirePermission(acting, 'loyalty:points', "changing a loyalty card's points");
  if (!card.holderId)
    throw invalidVoucher(`The loyalty card ${card.code} has no holder; points go to a card assigned to a customer`);
  const added = change.points > 0;
  const type = added ? 'POINTS_ADDITION' : 'POINTS_REMOVAL';
  const movement = {
    projectId: card.projectId,
    voucherId: card.id,
    campaignId: card.campaignId,
    type,
    sourceId: change.sourceId ?? null,
    source: ledgerSource(acting, change.source ?? null),
    reason: change.reason || null,
    details: {},
    at: acting.at,
  };
  const changed = added
    ? await addPoints(tx, change.points, movement)
    : await subtractPoints(tx, -change.points, movement);
  if (!changed)
    throw invalidVoucher(
      `The loyalty card ${card.code} holds ${card.loyaltyBalance ?? 0}; removing ${-change.points} would take it below zero`,
    );
  await awardTierChange(tx, card.projectId, changed.tierChange, acting.at);
  // Read back in the same transaction: the total the UPDATE left (points ever added) beside the balance.
  const after = (await findVoucherByCode(tx, card.projectId, card.code))!;
  if (added)
    await recordWebhookEvent(
      tx,
      card.projectId,
      'voucher.loyalty_card.points_added',
      { voucher: { id: card.id, code: card.code }, points: change.points, balance: changed.balance },
      acting.at,
    );
  await auditChange(tx, card.projectId, acting, {
    action: 'voucher.balance_changed',
    resourceType: 'voucher',
    resourceId: card.id,
    summary: `${added ? 'Added' : 'Removed'} ${Math.abs(change.points)} points ${added ? 'to' : 'from'} ${card.code}`,
  });
  return { balance: changed.balance, total: after.loyaltyPoints ?? 0 };
}
