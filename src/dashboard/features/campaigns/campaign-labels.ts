import type { Campaign, CampaignType } from '../../../contract/campaign.ts';

export const campaignTypeLabels: Record<CampaignType, string> = {
  DISCOUNT_COUPONS: 'Discount coupons',
  GIFT_VOUCHERS: 'Gift vouchers',
  LOYALTY_PROGRAM: 'Loyalty program',
  PROMOTION: 'Promotion',
  REFERRAL_PROGRAM: 'Referral program',
};

export const campaignModeLabels: Record<Campaign['type'], string> = {
  AUTO_UPDATE: 'vouchers generated automatically',
  STATIC: 'vouchers published manually',
  STANDALONE: 'standalone voucher',
};
