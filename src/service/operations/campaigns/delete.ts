import type { Db } from '../../store/db.ts';
import { updateCampaign } from '../../store/repositories/campaigns.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { presentCampaigns } from './present.ts';
import { loadCampaigns } from './read.ts';

/**
 * Moves a campaign to the bin (the hosted service's soft deletion): `deleted_at` is set and it is switched off, so
 * it leaves every list, qualifies for nothing and none of its codes redeem; its name is free for a new campaign.
 * Its redemptions and history stay. A second delete is 404, like any other change to a deleted campaign.
 */
export function deleteCampaign(db: Db, projectId: string, campaignId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const row = await updateCampaign(tx, projectId, campaignId, {
      deletedAt: acting.at,
      active: false,
      updatedAt: acting.at,
    });
    if (!row) throw notFound('campaign', campaignId);
    const [campaign] = presentCampaigns(await loadCampaigns(tx, [row]), acting.at);
    await recordWebhookEvent(tx, projectId, 'campaign.deleted', { campaign: campaign! }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'campaign.deleted',
      resourceType: 'campaign',
      resourceId: campaignId,
      summary: `Deleted the campaign ${row.name}`,
    });
  });
}
