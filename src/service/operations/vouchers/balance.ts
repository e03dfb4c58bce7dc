import type { VoucherBalance, VoucherBalanceChange } from '../../../contract/voucher-write.ts';
import type { Db } from '../../store/db.ts';
import { insertTransaction } from '../../store/repositories/loyalty.ts';
import { adjustCardBalance } from '../../store/repositories/voucher-writes.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { deleteSessionReservation } from '../../store/repositories/session-locks.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { holdChange, type Held } from '../approvals/gate.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { changeCardPoints, invalidVoucher, ledgerSource } from '../loyalties/points.ts';

/**
 * POST /v1/vouchers/{code}/balance: adds credits to a gift card or points to a loyalty card, or removes them with a
 * negative amount. One conditional UPDATE changes the balance (`balance + amount >= 0` in its WHERE), so concurrent
 * removals never take a card below zero; the transaction row carries the balance that UPDATE returned. A loyalty
 * card's points move as a member's do (`changeCardPoints`, which asks a person for the points permission).
 */
export function changeVoucherBalance(
  db: Db,
  projectId: string,
  code: string,
  request: VoucherBalanceChange,
  acting: Acting,
) {
  return db.transaction(async (tx): Promise<VoucherBalance | Held> => {
    const card = await findVoucherByCode(tx, projectId, code);
    if (!card) throw notFound('voucher', code);
    if (card.type === 'DISCOUNT_VOUCHER')
      throw invalidVoucher(`The voucher ${code} is a discount voucher; only gift and loyalty cards have a balance`);
    const related_object = { type: 'voucher' as const, id: card.id };
    const answer = { amount: request.amount, operation_type: 'MANUAL' as const, object: 'balance' as const };
    if (card.type === 'LOYALTY_CARD') {
      const change = { points: request.amount, reason: request.reason, sourceId: request.source_id, source: 'API' };
      const moved = await changeCardPoints(tx, card, change, acting);
      return { ...answer, ...moved, type: 'loyalty_card', related_object };
    }
    // Credits given are money a shopper spends: such a person's addition waits. Adding overwrites nothing, so the
    // card's later redemptions do not make the request stale.
    const held =
      request.amount > 0 &&
      (await holdChange(tx, projectId, acting, 'discount', () => ({
        operation: 'voucher.credit',
        input: { code, request },
        resourceType: 'voucher',
        resourceId: card.id,
        summary: `Add ${request.amount} credits to the gift card ${code}`,
        diff: [{ field: 'Balance', before: String(card.giftBalance ?? 0), after: `${request.amount} more` }],
        baseVersion: 'an addition',
      })));
    if (held) return held;
    const changed = await adjustCardBalance(tx, { projectId, code, type: card.type }, request.amount, acting.at);
    if (!changed)
      throw invalidVoucher(
        `The gift card ${code} holds ${card.giftBalance ?? 0}; removing ${-request.amount} would take it below zero`,
      );
    const balance = changed.giftBalance ?? 0;
    const added = request.amount > 0;
    await insertTransaction(
      tx,
      request.amount,
      { balance, total: changed.giftAmount },
      {
        projectId,
        voucherId: card.id,
        campaignId: card.campaignId,
        type: `CREDITS_${added ? 'ADDITION' : 'REMOVAL'}`,
        sourceId: request.source_id ?? null,
        source: ledgerSource(acting, 'API'),
        reason: request.reason ?? null,
        details: {},
        at: acting.at,
      },
    );
    if (added)
      await recordWebhookEvent(
        tx,
        projectId,
        'voucher.gift.balance_added',
        { voucher: { id: card.id, code }, amount: request.amount, balance },
        acting.at,
      );
    await auditChange(tx, projectId, acting, {
      action: 'voucher.balance_changed',
      resourceType: 'voucher',
      resourceId: card.id,
      summary: `${added ? 'Added' : 'Removed'} ${Math.abs(request.amount)} credits ${added ? 'to' : 'from'} ${code}`,
    });
    return { ...answer, total: changed.giftAmount ?? 0, balance, type: 'gift_voucher', related_object };
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
