import { MAX_TIERS_PER_PROMOTION, type PromotionTierCreate } from '../../../contract/promotion-tier.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { lockLiveCampaign, type CampaignRow } from '../../store/repositories/campaigns.ts';
import { findTier, insertTiers, listTiers, tierLadderOf } from '../../store/repositories/promotion-tiers.ts';
import { insertAssignments } from '../../store/repositories/validation-rules.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { tierEnableChange } from '../approvals/changes.ts';
import { needsApproval, requestApproval } from '../approvals/gate.ts';
import { chosenCategoryId, existingRuleIds } from '../categories/chosen.ts';
import { invalidField, notFound } from '../failures.ts';
import { checkedWindow } from '../validity-window.ts';
import { presentTiers } from './present.ts';
import { loadTiers } from './tiers.ts';

/**
 * Adds tiers to a promotion in the caller's transaction (the promotion row locked or just made): each without a
 * `hierarchy` comes after the promotion's last one; its rules (existing ones) are assigned to it. One audit entry
 * per tier. A person whose role needs approval to publish adds them switched off, with switching each on held for
 * approval. Returns the new tiers' ids in the order given.
 */
export async function addTiers(
  tx: Executor,
  projectId: string,
  promotion: CampaignRow,
  requests: PromotionTierCreate[],
  acting: Acting,
) {
  const ladder = await tierLadderOf(tx, promotion.id);
  if (ladder.count + requests.length > MAX_TIERS_PER_PROMOTION)
    throw invalidField('tiers', `a promotion holds at most ${MAX_TIERS_PER_PROMOTION} tiers`);
  let top = ladder.top;
  const held = requests.some((r) => r.active !== false) && (await needsApproval(tx, projectId, acting, 'publish'));
  const rows = [];
  const assignments = [];
  for (const request of requests) {
    const id = newId('promo_');
    const { validation_rules, category, category_id, hierarchy, action, active, metadata, name, banner, ...window } =
      request;
    top = Math.max(top, hierarchy ?? top + 1);
    rows.push({
      id,
      projectId,
      campaignId: promotion.id,
      name,
      banner: banner ?? null,
      action,
      hierarchy: hierarchy ?? top,
      active: held ? false : (active ?? true),
      validity: checkedWindow(window),
      metadata: metadata ?? {},
      categoryId: (await chosenCategoryId(tx, projectId, { category, category_id })) ?? null,
      createdAt: acting.at,
    });
    for (const ruleId of await existingRuleIds(tx, projectId, validation_rules))
      assignments.push({
        id: newId('asgm_'),
        projectId,
        ruleId,
        relatedObjectType: 'promotion_tier' as const,
        relatedObjectId: id,
        createdAt: acting.at,
      });
  }
  await insertTiers(tx, rows);
  await insertAssignments(tx, assignments);
  const added = new Set(rows.map((row) => row.id));
  const tiers = presentTiers(await loadTiers(tx, await listTiers(tx, promotion.id)));
  for (const tier of tiers.filter((t) => added.has(t.id)))
    await recordWebhookEvent(tx, projectId, 'campaign.promotion_tier.created', { promotion_tier: tier }, acting.at);
  for (const row of rows)
    await auditChange(tx, projectId, acting, {
      action: 'promotion_tier.created',
      resourceType: 'promotion_tier',
      resourceId: row.id,
      summary: `Added the tier ${row.name} to the promotion ${promotion.name}`,
    });
  if (held)
    for (const [i, row] of rows.entries())
      if (requests[i]!.active !== false)
        await requestApproval(tx, projectId, acting, 'publish', await tierEnableChange(tx, projectId, row.id));
  return rows.map((row) => row.id);
}

/** POST /v1/promotions/{campaignId}/tiers: one new tier of a live promotion, read back in the same transaction. */
export function createTier(
  db: Db,
  projectId: string,
  campaignId: string,
  request: PromotionTierCreate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const promotion = await lockLiveCampaign(tx, projectId, campaignId);
    if (!promotion) throw notFound('campaign', campaignId);
    if (promotion.campaignType !== 'PROMOTION')
      throw invalidField('campaignId', `only a PROMOTION campaign has tiers, not ${promotion.campaignType}`);
    const [id] = await addTiers(tx, projectId, promotion, [request], acting);
    return loadTiers(tx, [(await findTier(tx, projectId, id!))!]);
  });
}
