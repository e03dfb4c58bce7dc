import type { VoucherBalance, VoucherBalanceChange } from '../../../contract/voucher-write.ts';
import type { Db } from '../../store/db.ts';
import { insertTransaction } from '../../store/repositories/loyalty.ts';
import { reevaluateMemberTier } from '../../store/repositories/loyalty-tiers.ts';
import { adjustCardBalance } from '../../store/repositories/voucher-writes.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { deleteSessionReservation } from '../../store/repositories/session-locks.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';

const invalidVoucher = (details: string) =>
  new DomainFailure({ kind: 'invalid', key: 'invalid_voucher', message: 'Invalid Voucher', details });

/**
 * POST /v1/vouchers/{code}/balance: adds credits to a gift card or points to a loyalty card, or removes them with a
 * negative amount. One conditional UPDATE changes the balance (`balance + amount >= 0` in its WHERE), so concurrent
 * removals never take a card below zero; the transaction row carries the balance that UPDATE returned.
 */
export function changeVoucherBalance(
  db: Db,
  projectId: string,
  code: string,
  request: VoucherBalanceChange,
  acting: Acting,
) {
  return db.transaction(async (tx): Promise<VoucherBalance> => {
    const card = await findVoucherByCode(tx, projectId, code);
    if (!card) throw notFound('voucher', code);
    if (card.type === 'DISCOUNT_VOUCHER')
      throw invalidVoucher(`The voucher ${code} is a discount voucher; only gift and loyalty cards have a balance`);
    if (card.type === 'LOYALTY_CARD' && !card.holderId)
      throw invalidVoucher(`The loyalty card ${code} has no holder; points go to a card assigned to a customer`);
    const gift = card.type === 'GIFT_VOUCHER';
    const changed = await adjustCardBalance(tx, { projectId, code, type: card.type }, request.amount, acting.at);
    if (!changed)
      throw invalidVoucher(
        `The ${gift ? 'gift card' : 'loyalty card'} ${code} holds ${(gift ? card.giftBalance : card.loyaltyBalance) ?? 0}; ` +
          `removing ${-request.amount} would take it below zero`,
      );
    const balance = (gift ? changed.giftBalance : changed.loyaltyBalance) ?? 0;
    const total = (gift ? changed.giftAmount : changed.loyaltyPoints) ?? 0;
    const added = request.amount > 0;
    await insertTransaction(tx, request.amount, balance, {
      projectId,
      voucherId: card.id,
      campaignId: card.campaignId,
      type: `${gift ? 'CREDITS' : 'POINTS'}_${added ? 'ADDITION' : 'REMOVAL'}`,
      sourceId: request.source_id ?? null,
      reason: request.reason ?? 'Manual balance change',
      details: {},
      at: acting.at,
    });
    if (!gift)
      await reevaluateMemberTier(
        tx,
        { projectId, voucherId: card.id, campaignId: card.campaignId, balance },
        acting.at,
      );
    const answer: VoucherBalance = {
      amount: request.amount,
      total,
      balance,
      type: gift ? 'gift_voucher' : 'loyalty_card',
      operation_type: 'MANUAL',
      object: 'balance',
      related_object: { type: 'voucher', id: card.id },
    };
    if (added)
      await recordWebhookEvent(
        tx,
        projectId,
        gift ? 'voucher.gift.balance_added' : 'voucher.loyalty_card.points_added',
        { voucher: { id: card.id, code }, [gift ? 'amount' : 'points']: request.amount, balance },
        acting.at,
      );
    await auditChange(tx, projectId, acting, {
      action: 'voucher.balance_changed',
      resourceType: 'voucher',
      resourceId: card.id,
      summary: `${added ? 'Added' : 'Removed'} ${Math.abs(request.amount)} ${gift ? 'credits' : 'points'} ${added ? 'to' : 'from'} ${code}`,
    });
    return answer;
  });
}

/**
 * DELETE /v1/vouchers/{code}/sessions/{sessionKey}: gives back what a validation session holds on a voucher (a use,
 * and a gift card's credits). Not audited: a reservation is the desk's passing state, not a change of the program.
 */
export async function releaseVoucherSession(db: Db, projectId: string, code: string, sessionKey: string) {
  const voucher = await findVoucherByCode(db, projectId, code);
  if (!voucher) throw notFound('voucher', code);
  if (!(await deleteSessionReservation(db, projectId, voucher.id, sessionKey))) throw notFound('session', sessionKey);
}
