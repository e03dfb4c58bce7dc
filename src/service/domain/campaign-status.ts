import type { CampaignStatus } from '../../contract/campaign.ts';
import type { Validity } from '../../contract/common.ts';

/** What a campaign is at `now`: deleted, then switched off, then before its start or past its expiration. */
export function campaignStatus(
  campaign: { active: boolean; deletedAt: Date | null; validity: Validity },
  now: Date,
): CampaignStatus {
  if (campaign.deletedAt) return 'DELETED';
  if (!campaign.active) return 'DISABLED';
  const { start_date, expiration_date } = campaign.validity;
  if (start_date && Date.parse(start_date) > now.getTime()) return 'SCHEDULED';
  // As redemption decides: a code still works at the expiration instant itself.
  if (expiration_date && Date.parse(expiration_date) < now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}
