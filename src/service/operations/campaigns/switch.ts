import type { Db } from '../../store/db.ts';
import { updateCampaignActive } from '../../store/repositories/campaigns.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { campaignEnableChange } from '../approvals/changes.ts';
import { holdChange } from '../approvals/gate.ts';
import { notFound } from '../failures.ts';
import { presentCampaigns } from './present.ts';
import { readCampaign } from './read.ts';

/**
 * Switches a campaign on or off: a disabled campaign qualifies for nothing and none of its vouchers redeem, whatever
 * their own state. Audited, with `campaign.enabled` or `campaign.disabled` carrying the campaign as it now is, in the
 * same transaction. Switching on by a person whose role needs approval answers the approval request instead.
 */
export function switchCampaign(db: Db, projectId: string, campaignId: string, active: boolean, acting: Acting) {
  return db.transaction(async (tx) => {
    const held =
      active &&
      (await holdChange(tx, projectId, acting, 'publish', () => campaignEnableChange(tx, projectId, campaignId)));
    if (held) return held;
    if (!(await updateCampaignActive(tx, projectId, campaignId, active, acting.at)))
      throw notFound('campaign', campaignId);
    const [campaign] = presentCampaigns(await readCampaign(tx, projectId, campaignId), acting.at);
    await recordWebhookEvent(tx, projectId, active ? 'campaign.enabled' : 'campaign.disabled', { campaign }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: active ? 'campaign.enabled' : 'campaign.disabled',
      resourceType: 'campaign',
      resourceId: campaignId,
      summary: `${active ? 'Enabled' : 'Disabled'} the campaign ${campaign!.name}`,
    });
  });
}
