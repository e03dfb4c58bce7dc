import type { Db } from '../../store/db.ts';
import { lockLiveCampaign, updateCampaign } from '../../store/repositories/campaigns.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { recordCompletedAsyncAction } from '../async-actions/schedule.ts';
import { notFound } from '../failures.ts';
import { moveToBin, type DeleteMode } from '../trash-bin/bin.ts';
import { presentCampaigns } from './present.ts';
import { loadCampaigns } from './read.ts';

/**
 * Moves a campaign to the bin (the hosted service's soft deletion): `deleted_at` is set and it is switched off, so
 * it leaves every list, qualifies for nothing and none of its codes redeem; its name is free for a new campaign.
 * Its redemptions and history stay. A second delete is 404, like any other change to a deleted campaign. `permanent`
 * (`force=true`) is the same without a bin entry, so nothing can bring it back. Answers the id of the
 * CAMPAIGN.VOUCHERS_DELETE action that records it ("Deleted N vouchers."), as the hosted service answers one.
 */
export function deleteCampaign(
  db: Db,
  projectId: string,
  campaignId: string,
  acting: Acting,
  mode: DeleteMode = 'bin',
) {
  return db.transaction(async (tx) => {
    const before = await lockLiveCampaign(tx, projectId, campaignId);
    if (!before) throw notFound('campaign', campaignId);
    const row = await updateCampaign(tx, projectId, campaignId, {
      deletedAt: acting.at,
      active: false,
      updatedAt: acting.at,
    });
    if (!row) throw notFound('campaign', campaignId);
    if (mode === 'bin')
      await moveToBin(tx, projectId, acting, {
        type: 'campaign',
        id: row.id,
        name: row.name,
        parentId: null,
        restore: { campaign: { active: before.active } },
      });
    const [campaign] = presentCampaigns(await loadCampaigns(tx, [row]), acting.at);
    await recordWebhookEvent(tx, projectId, 'campaign.deleted', { campaign: campaign! }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'campaign.deleted',
      resourceType: 'campaign',
      resourceId: campaignId,
      summary:
        mode === 'bin' ? `Moved the campaign ${row.name} to the bin` : `Deleted the campaign ${row.name} for good`,
    });
    const codes = before.vouchersCount;
    return recordCompletedAsyncAction(
      tx,
      projectId,
      {
        type: 'CAMPAIGN.VOUCHERS_DELETE',
        summary: `Deleted the campaign ${row.name} with its ${codes} codes`,
        result: { message: `Deleted ${codes} voucher${codes === 1 ? '' : 's'}.`, done_count: codes },
      },
      acting,
    );
  });
}
