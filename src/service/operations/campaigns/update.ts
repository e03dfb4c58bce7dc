import type { Campaign, CampaignUpdate } from '../../../contract/campaign.ts';
import { metadataSchema } from '../../../contract/common.ts';
import { changedValidity } from '../../domain/validity-change.ts';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import {
  ensureCategoryNamed,
  findCategory,
  lockLiveCampaign,
  updateCampaign,
} from '../../store/repositories/campaigns.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { duplicate, invalidInput, invalidField, notFound } from '../failures.ts';
import { checkedWindow } from '../validity-window.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { assertNameFree } from './create.ts';
import { editChange, holdChange, type Held } from '../approvals/gate.ts';
import { presentCampaigns } from './present.ts';
import { loadCampaigns } from './read.ts';

/**
 * Metadata merged key by key, then the unset keys removed; built without a prototype so no key is special. The
 * result is held to the same limits as a request's metadata, so edits cannot grow it without bound.
 */
function changedMetadata(current: Record<string, unknown> | null, request: CampaignUpdate) {
  if (request.metadata === undefined && request.unset_metadata_fields === undefined) return current;
  const metadata = Object.assign(Object.create(null) as Record<string, unknown>, current, request.metadata);
  for (const key of request.unset_metadata_fields ?? []) delete metadata[key];
  const merged = metadataSchema.safeParse({ ...metadata });
  if (!merged.success) throw invalidInput(merged.error, 'metadata');
  return merged.data;
}

/** The fields that change only what people read. */
const wordsOnly = new Set(['name', 'description']);

/**
 * Changes a campaign's settings (PUT /v1/campaigns/{id}) in one transaction with the row locked, so two edits
 * apply one after the other; `campaign.updated` and the audit entry name what changed. Deleted campaigns are 404.
 */
export function updateCampaignSettings(
  db: Db,
  projectId: string,
  campaignId: string,
  request: CampaignUpdate,
  acting: Acting,
): Promise<Campaign | Held> {
  return db.transaction(async (tx) => {
    const row = await lockLiveCampaign(tx, projectId, campaignId);
    if (!row) throw notFound('campaign', campaignId);
    // Its validity, limits, category or metadata decide who gets its discounts and when: such a person's edit waits.
    const held =
      Object.keys(request).some((field) => !wordsOnly.has(field)) &&
      (await holdChange(tx, projectId, acting, 'budget', async () =>
        editChange({
          operation: 'campaign.update',
          input: { campaign_id: campaignId, request },
          resourceType: 'campaign',
          resourceId: campaignId,
          summary: `Change the campaign ${row.name}`,
          before: presentCampaigns(await loadCampaigns(tx, [row]), acting.at)[0]!,
          request,
          row: row,
        }),
      ));
    if (held) return held;
    if (request.name !== undefined && request.name !== row.name) await assertNameFree(tx, projectId, request.name);
    if (row.campaignType === 'LOYALTY_PROGRAM' && request.join_once === false)
      throw invalidField('join_once', 'a loyalty program is always joined once');
    if (row.campaignType !== 'LOYALTY_PROGRAM' && request.loyalty_tiers_expiration)
      throw invalidField('loyalty_tiers_expiration', 'only a loyalty program has tiers that expire');

    let categoryId = row.categoryId;
    if (request.category)
      categoryId = (await ensureCategoryNamed(tx, projectId, request.category, () => newId('cat_'))).id;
    else if (request.category_id === null) categoryId = null;
    else if (request.category_id) {
      if (!(await findCategory(tx, projectId, request.category_id))) throw notFound('category', request.category_id);
      categoryId = request.category_id;
    }

    const updated = await updateCampaign(tx, projectId, campaignId, {
      name: request.name ?? row.name,
      description: request.description === undefined ? row.description : request.description,
      validity: checkedWindow(changedValidity(row.validity, request)),
      activityDurationAfterPublishing:
        request.activity_duration_after_publishing === undefined
          ? row.activityDurationAfterPublishing
          : request.activity_duration_after_publishing,
      joinOnce: request.join_once ?? row.joinOnce,
      autoJoin: request.auto_join ?? row.autoJoin,
      type: request.type ?? row.type,
      categoryId,
      metadata: changedMetadata(row.metadata, request),
      loyaltyTiersExpiration:
        request.loyalty_tiers_expiration === undefined ? row.loyaltyTiersExpiration : request.loyalty_tiers_expiration,
      updatedAt: acting.at,
    }).catch((error: unknown) => {
      // Two renames racing for one name: the unique index decides, the loser gets the 409 the check would give.
      throw isUniqueViolation(error) && request.name
        ? duplicate('campaign', request.name, `Duplicated campaign exists with name ${request.name}`)
        : error;
    });
    const [campaign] = presentCampaigns(await loadCampaigns(tx, [updated!]), acting.at);
    await recordWebhookEvent(tx, projectId, 'campaign.updated', { campaign: campaign! }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'campaign.updated',
      resourceType: 'campaign',
      resourceId: campaignId,
      summary: `Changed ${Object.keys(request).join(', ') || 'nothing'} of the campaign ${campaign!.name}`,
    });
    return campaign!;
  });
}
