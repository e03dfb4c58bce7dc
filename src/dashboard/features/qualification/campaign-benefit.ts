import type { Campaign } from '../../../contract/campaign.ts';
import type { QualifiedCampaign } from '../../../contract/qualification.ts';
import { describeDiscount } from '../../lib/discount-words.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';

export const campaignTypeWords: Record<Campaign['campaign_type'], string> = {
  DISCOUNT_COUPONS: 'Discount coupons',
  GIFT_VOUCHERS: 'Gift vouchers',
  LOYALTY_PROGRAM: 'Loyalty program',
  PROMOTION: 'Promotion',
  REFERRAL_PROGRAM: 'Referral program',
};

/** What a qualifying campaign gives the customer, in words, from the campaign's own voucher settings. */
export function describeBenefit(campaign: QualifiedCampaign, currency?: string): string {
  const voucher = campaign.voucher;
  if (campaign.campaign_type === 'PROMOTION' || !voucher) return 'Promotion tiers apply to the cart automatically';
  switch (voucher.type) {
    case 'GIFT_VOUCHER':
      return `Gift card worth ${formatMoney(voucher.gift?.amount, currency)}`;
    case 'LOYALTY_CARD':
      return `Loyalty card starting with ${formatNumber(voucher.loyalty_card?.points ?? 0)} points`;
    case 'DISCOUNT_VOUCHER': {
      const discount = voucher.discount ? describeDiscount(voucher.discount, currency) : 'A discount';
      return voucher.is_referral_code ? `${discount} (referral code)` : discount;
    }
  }
}
