import type { CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import type { CampaignType, CampaignVoucher } from '../../../contract/campaign.ts';
import type { ValidationRuleRules } from '../../../contract/validation-rule.ts';

/**
 * What a campaign template stores: the campaign's settings and the validation rules that each campaign made
 * from it receives as new copies. The hosted service does not show this shape; it is ours.
 */
export type Blueprint = {
  campaign: Omit<CampaignSetupRequest, 'name' | 'voucher' | 'category_id' | 'access_settings'> & {
    campaign_type: CampaignType;
    voucher: CampaignVoucher;
  };
  validation_rules: { name: string; rules: ValidationRuleRules; error?: { message?: string } }[];
};
