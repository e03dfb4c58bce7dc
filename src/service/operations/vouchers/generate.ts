import type { CampaignVoucher } from '../../../contract/campaign.ts';
import { codeSpace, generateCode } from '../../domain/voucher-codes.ts';
import { newId, randomIndex } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { insertVouchersSkippingTakenCodes, type SharedVoucherFields } from '../../store/repositories/vouchers.ts';
import { invalidField } from '../failures.ts';

const insertSlice = 20_000;

/** Refuses a count the code configuration cannot fill: half its code space keeps redraws of taken codes rare. */
export function assertCodesFit(voucher: CampaignVoucher, count: number) {
  if (count > codeSpace(voucher.code_config) / 2) {
    throw invalidField(
      'vouchers_count',
      `the code configuration cannot produce ${count} distinct codes; lengthen the code or widen the charset`,
    );
  }
}

/** The columns a voucher takes from voucher settings (a campaign's, or a standalone voucher's own). */
export const voucherSettingsColumns = (voucher: Omit<CampaignVoucher, 'code_config' | 'is_referral_code'>) => ({
  type: voucher.type,
  discount: voucher.discount ?? null,
  giftAmount: voucher.gift?.amount ?? null,
  giftBalance: voucher.gift?.amount ?? null,
  loyaltyPoints: voucher.loyalty_card?.points ?? null,
  loyaltyBalance: voucher.loyalty_card?.points ?? null,
  redemptionQuantity: voucher.redemption.quantity,
});

/**
 * Issues `count` vouchers with unique codes from a code config, in the caller's transaction: a campaign's (or, with
 * `campaignId` null, standalone ones); `fields` sets further columns of every one. Answers the codes issued.
 */
export async function generateVouchers(
  tx: Executor,
  options: {
    projectId: string;
    campaignId: string | null;
    voucher: CampaignVoucher;
    count: number;
    at: Date;
    holderId?: string | null;
    categoryId?: string | null;
    fields?: Partial<SharedVoucherFields>;
  },
) {
  const { projectId, campaignId, voucher, count, at, holderId = null, categoryId = null, fields } = options;
  assertCodesFit(voucher, count);
  const shared = {
    projectId,
    campaignId,
    ...voucherSettingsColumns(voucher),
    holderId,
    categoryId,
    createdAt: at,
    ...fields,
  };
  const issued: string[] = [];
  const draw = (n: number) => {
    const codes = new Set<string>();
    while (codes.size < n) codes.add(generateCode(voucher.code_config, randomIndex));
    return [...codes];
  };
  // Codes already used in the project are drawn again; the code space check above keeps this short.
  for (let remaining = count, attempt = 0; remaining > 0; attempt++) {
    if (attempt === 20)
      throw invalidField('vouchers_count', 'could not find enough free codes for this code configuration');
    let taken = 0;
    // Slices bound the statement's size and memory; all of them are one transaction.
    for (let start = 0; start < remaining; start += insertSlice) {
      const codes = draw(Math.min(insertSlice, remaining - start));
      const skipped = await insertVouchersSkippingTakenCodes(
        tx,
        shared,
        codes.map((code) => ({ id: newId('v_'), code })),
      );
      taken += skipped.length;
      const skippedSet = new Set(skipped);
      for (const code of codes) if (!skippedSet.has(code)) issued.push(code);
    }
    remaining = taken;
  }
  return issued;
}
