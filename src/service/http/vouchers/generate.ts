import { randomInt } from 'node:crypto';
import type { CampaignVoucher } from '../../../contract/campaign.ts';
import { codeSpace, generateCode } from '../../domain/voucher-codes.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { insertVouchersSkippingTakenCodes } from '../../store/repositories/vouchers.ts';
import { invalidPayload } from '../errors.ts';

/** Issues `count` vouchers of a campaign with unique codes from its code config, in the caller's transaction. */
export async function generateVouchers(
  tx: Executor,
  options: { projectId: string; campaignId: string; voucher: CampaignVoucher; count: number; at: Date; holderId?: string | null; categoryId?: string | null },
) {
  const { projectId, campaignId, voucher, count, at, holderId = null, categoryId = null } = options;
  if (count > codeSpace(voucher.code_config) / 2) {
    throw invalidPayload(`vouchers_count: the code configuration cannot produce ${count} distinct codes; lengthen the code or widen the charset`);
  }
  const make = (code: string) => ({
    id: newId('v_'),
    projectId,
    campaignId,
    code,
    type: voucher.type,
    discount: voucher.discount ?? null,
    giftAmount: voucher.gift?.amount ?? null,
    giftBalance: voucher.gift?.amount ?? null,
    loyaltyPoints: voucher.loyalty_card?.points ?? null,
    loyaltyBalance: voucher.loyalty_card?.points ?? null,
    redemptionQuantity: voucher.redemption.quantity,
    holderId,
    categoryId,
    createdAt: at,
  });
  let codes = new Set<string>();
  while (codes.size < count) codes.add(generateCode(voucher.code_config, randomInt));
  // Codes already used in the project are drawn again; the code space check above keeps this short.
  for (let attempt = 0; codes.size > 0; attempt++) {
    if (attempt === 20) throw invalidPayload('vouchers_count: could not find enough free codes for this code configuration');
    const taken = await insertVouchersSkippingTakenCodes(tx, [...codes].map(make));
    codes = new Set();
    while (codes.size < taken.length) codes.add(generateCode(voucher.code_config, randomInt));
  }
}
