import type { PointsTransfer } from '../../../contract/loyalty-member.ts';
import type { Db } from '../../store/db.ts';
import { addPoints, subtractPoints } from '../../store/repositories/loyalty.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers, readLoyaltyCard } from '../vouchers/read.ts';
import { invalidVoucher, ledgerSource } from './points.ts';
import { awardTierChange } from './earning.ts';

/*
 * POST /v1/loyalties/{campaignId}/members/{memberId}/transfers: points from other cards of the card's holder into
 * it, each source a POINTS_TRANSFER_OUT / POINTS_TRANSFER_IN pair. All or nothing: one transaction, and each debit
 * is `subtractPoints`' conditional UPDATE, so a source without enough points (even one spent concurrently) refuses
 * the whole transfer. Sources are debited in code order, so two opposite transfers lock cards in one order.
 */
export function transferPoints(
  db: Db,
  input: { projectId: string; campaignId: string; memberId: string },
  sources: PointsTransfer,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const target = await readLoyaltyCard(tx, input.projectId, input.memberId, input.campaignId);
    if (!target.holderId)
      throw invalidVoucher(`The loyalty card ${target.code} has no holder; points move between held cards`);
    const ordered = [...sources].sort((a, b) => a.code.localeCompare(b.code));
    for (const source of ordered) {
      const card = await findVoucherByCode(tx, input.projectId, source.code);
      if (!card || card.type !== 'LOYALTY_CARD') throw notFound('voucher', source.code);
      if (card.id === target.id) throw invalidVoucher(`The loyalty card ${card.code} cannot transfer to itself`);
      if (card.holderId !== target.holderId)
        throw invalidVoucher(`The loyalty card ${card.code} is not held by the holder of ${target.code}`);
      const movement = {
        projectId: input.projectId,
        sourceId: source.source_id,
        source: ledgerSource(acting),
        reason: source.reason || `Transfer from ${card.code} to ${target.code}`,
        details: {
          source_voucher: { id: card.id, code: card.code, type: 'LOYALTY_CARD', object: 'voucher' },
          destination_voucher: { id: target.id, code: target.code, type: 'LOYALTY_CARD', object: 'voucher' },
        },
        at: acting.at,
      };
      const out = { ...movement, voucherId: card.id, campaignId: card.campaignId, type: 'POINTS_TRANSFER_OUT' };
      const taken = await subtractPoints(tx, source.points, out);
      if (!taken)
        throw invalidVoucher(
          `The loyalty card ${card.code} holds ${card.loyaltyBalance ?? 0}; transferring ${source.points} would take it below zero`,
        );
      const into = { ...movement, voucherId: target.id, campaignId: target.campaignId, type: 'POINTS_TRANSFER_IN' };
      const given = await addPoints(tx, source.points, into);
      await awardTierChange(tx, input.projectId, taken.tierChange, movement.at);
      await awardTierChange(tx, input.projectId, given?.tierChange, movement.at);
    }
    const moved = sources.reduce((sum, s) => sum + s.points, 0);
    await auditChange(tx, input.projectId, acting, {
      action: 'voucher.balance_changed',
      resourceType: 'voucher',
      resourceId: target.id,
      summary: `Transferred ${moved} points to ${target.code} from ${ordered.map((s) => s.code).join(', ')}`,
    });
    const after = (await findVoucherByCode(tx, input.projectId, target.code))!;
    return presentVouchers(await loadVouchers(tx, [after]))[0]!;
  });
}
