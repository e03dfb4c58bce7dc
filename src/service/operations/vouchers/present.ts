import type { Voucher } from '../../../contract/voucher.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { presentSimpleCustomer } from '../customers/present.ts';
import { iso, presentAssignmentList, presentCategory, presentValidity, relatedOf } from '../present-common.ts';
import type { Loaded } from '../related.ts';
import type { VoucherRelated } from './read.ts';

/**
 * The code's images, as the hosted service links them; the links are this service's paths (`/v1/assets/...`), read
 * without keys, so a receipt or an email can show them.
 */
export const voucherAssets = (assetId: string) => ({
  qr: { id: assetId, url: `/v1/assets/qr/${assetId}` },
  barcode: { id: assetId, url: `/v1/assets/barcode/${assetId}` },
});

/** Vouchers with campaign name, category, holder and rule assignments, in the interface's voucher shape. */
export function presentVouchers({ rows, related }: Loaded<VoucherRow, VoucherRelated>): Voucher[] {
  return rows.map((row) => {
    const { category, assignments } = relatedOf(related, row);
    const holder = row.holderId ? related.holders.get(row.holderId) : undefined;
    const campaign = row.campaignId ? related.campaigns.get(row.campaignId) : undefined;
    return {
      id: row.id,
      code: row.code,
      campaign: campaign?.name,
      campaign_id: row.campaignId ?? undefined,
      category: category?.name,
      category_id: row.categoryId ?? undefined,
      type: row.type,
      discount: row.discount ?? undefined,
      gift:
        row.giftAmount !== null
          ? {
              amount: row.giftAmount,
              subtracted_amount: row.giftAmount - (row.giftBalance ?? 0),
              balance: row.giftBalance ?? 0,
              effect: 'APPLY_TO_ORDER',
            }
          : undefined,
      loyalty_card:
        row.loyaltyPoints !== null
          ? { points: row.loyaltyPoints, balance: row.loyaltyBalance ?? row.loyaltyPoints }
          : undefined,
      ...presentValidity(row.validity),
      active: row.active,
      additional_info: row.additionalInfo ?? undefined,
      metadata: row.metadata ?? {},
      assets: voucherAssets(row.assetId),
      is_referral_code: campaign?.campaignType === 'REFERRAL_PROGRAM',
      created_at: iso(row.createdAt),
      updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
      holder_id: row.holderId ?? undefined,
      object: 'voucher',
      publish: { object: 'list', count: row.publishCount },
      redemption: {
        quantity: row.redemptionQuantity ?? undefined,
        redeemed_quantity: row.redeemedQuantity,
        ...(row.type === 'LOYALTY_CARD' && { redeemed_points: related.redeemedPoints.get(row.id) ?? 0 }),
        object: 'list',
      },
      categories: category ? [presentCategory(category)] : [],
      validation_rules_assignments: presentAssignmentList([
        ...((row.campaignId && related.campaignAssignments.get(row.campaignId)) || []),
        ...assignments,
      ]),
      holder: holder ? presentSimpleCustomer(holder) : undefined,
    };
  });
}
