import type { MemberBalance, MemberBalanceChange, MemberCreate } from '../../../contract/loyalty-member.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import type { Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { publish } from '../publications/publish.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers, readLoyaltyCard } from '../vouchers/read.ts';
import { changeCardPoints } from './points.ts';

/*
 * A member is a loyalty card with a holder; its id is the card's code. Joining is a publication of the program
 * (`publish`): a program is `join_once`, so one customer's concurrent joins queue on the customer's row lock and
 * all answer the one card; a new code comes from the program's code config when no free card is left.
 */

async function loyaltyProgram(db: Executor, projectId: string, campaignId: string) {
  const campaign = await findCampaign(db, projectId, campaignId);
  if (!campaign || campaign.deletedAt || campaign.campaignType !== 'LOYALTY_PROGRAM')
    throw notFound('campaign', campaignId);
  return campaign;
}

/** POST /v1/loyalties/{campaignId}/members: the published card, as the hosted service answers. */
export async function addMember(db: Db, projectId: string, campaignId: string, request: MemberCreate, acting: Acting) {
  const program = await loyaltyProgram(db, projectId, campaignId);
  if (request.voucher) {
    const card = await findVoucherByCode(db, projectId, request.voucher);
    if (!card || card.campaignId !== program.id) throw notFound('voucher', request.voucher);
  }
  const publication = await publish(
    db,
    projectId,
    { ...request, ...(!request.voucher && { campaign: { name: program.id } }), join_once: true },
    { side: 'server', acting },
  );
  // One code was asked for, and a publication of one code carries its voucher.
  if (!('voucher' in publication)) throw new Error('A one-code publication without its voucher');
  return publication.voucher;
}

/** GET .../members/{memberId}: the card, with or without its program on the path. */
export async function readMember(db: Executor, projectId: string, memberId: string, campaignId?: string) {
  const card = await readLoyaltyCard(db, projectId, memberId, campaignId);
  const [member] = presentVouchers(await loadVouchers(db, [card]));
  return member!;
}

/** POST .../members/{memberId}/balance: points added or subtracted with a reason, never below zero. */
export function changeMemberBalance(
  db: Db,
  input: { projectId: string; memberId: string; campaignId?: string | undefined },
  request: MemberBalanceChange,
  acting: Acting,
) {
  return db.transaction(async (tx): Promise<MemberBalance> => {
    const card = await readLoyaltyCard(tx, input.projectId, input.memberId, input.campaignId);
    const change = { points: request.points, reason: request.reason, sourceId: request.source_id };
    const moved = await changeCardPoints(tx, card, change, acting);
    return {
      points: request.points,
      ...moved,
      type: 'loyalty_card',
      object: 'balance',
      related_object: { type: 'voucher', id: card.id },
      operation_type: 'MANUAL',
    };
  });
}
