import type { PromotionTierUpdate } from '../../../contract/promotion-tier.ts';
import { changedValidity } from '../../domain/validity-change.ts';
import type { Db, Tx } from '../../store/db.ts';
import { removeTierFromStacks } from '../../store/repositories/promotion-stacks.ts';
import { deleteTier, lockTier, tierWasRedeemed, updateTier } from '../../store/repositories/promotion-tiers.ts';
import { deleteAssignmentsOf } from '../../store/repositories/validation-rules.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { tierDiscountChange } from '../approvals/changes.ts';
import { holdChange } from '../approvals/gate.ts';
import { chosenCategoryId } from '../categories/chosen.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { checkedWindow } from '../validity-window.ts';
import { presentTiers } from './present.ts';
import { loadTiers } from './tiers.ts';

/** A tier of a promotion not in the bin, locked until the transaction ends. */
async function lockedTier(tx: Tx, projectId: string, tierId: string) {
  const row = await lockTier(tx, projectId, tierId);
  if (!row || row.campaign.deletedAt) throw notFound('promotion_tier', tierId);
  return row;
}

/**
 * PUT /v1/promotions/tiers/{id}: the sent fields replace the tier's, with the row locked so two edits apply one
 * after the other; the tier is read back in the same transaction. A new discount by a person whose role needs
 * approval answers the approval request instead.
 */
export function changeTier(db: Db, projectId: string, tierId: string, request: PromotionTierUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    const { tier } = await lockedTier(tx, projectId, tierId);
    const discountChange = await tierDiscountChange(tx, projectId, tierId, request);
    const held = discountChange && (await holdChange(tx, projectId, acting, 'discount', () => discountChange));
    if (held) return held;
    const { name, banner, action, metadata, hierarchy, category, category_id, ...window } = request;
    const categoryId = await chosenCategoryId(tx, projectId, { category, category_id });
    await updateTier(tx, tierId, {
      name: name ?? tier.name,
      banner: banner ?? tier.banner,
      action: action ?? tier.action,
      metadata: metadata ?? tier.metadata,
      hierarchy: hierarchy ?? tier.hierarchy,
      categoryId: categoryId === undefined ? tier.categoryId : categoryId,
      validity: checkedWindow(changedValidity(tier.validity, window)),
      updatedAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'promotion_tier.updated',
      resourceType: 'promotion_tier',
      resourceId: tierId,
      summary: `Changed ${Object.keys(request).join(', ') || 'nothing'} of the tier ${name ?? tier.name}`,
    });
    const loaded = await loadTiers(tx, [(await lockTier(tx, projectId, tierId))!]);
    const [promotion_tier] = presentTiers(loaded);
    await recordWebhookEvent(tx, projectId, 'campaign.promotion_tier.updated', { promotion_tier }, acting.at);
    return loaded;
  });
}

/**
 * DELETE /v1/promotions/tiers/{id}: the tier, its rule assignments and its place in the promotion's stacks (a stack
 * left empty goes too). A tier that was redeemed stays, since its redemptions refer to it: switch it off instead.
 */
export function removeTier(db: Db, projectId: string, tierId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const { tier, campaign } = await lockedTier(tx, projectId, tierId);
    if (await tierWasRedeemed(tx, tierId))
      throw new DomainFailure({
        kind: 'conflict',
        key: 'resource_in_use',
        message: 'Resource in use',
        details: `The tier ${tier.name} was redeemed and its redemptions refer to it; disable it instead`,
        resource_id: tierId,
        resource_type: 'promotion_tier',
      });
    await removeTierFromStacks(tx, campaign.id, tierId);
    await deleteAssignmentsOf(tx, tierId);
    await deleteTier(tx, tierId);
    const promotion_tier = { id: tierId, name: tier.name, campaign_id: campaign.id, object: 'promotion_tier' };
    await recordWebhookEvent(tx, projectId, 'campaign.promotion_tier.deleted', { promotion_tier }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'promotion_tier.deleted',
      resourceType: 'promotion_tier',
      resourceId: tierId,
      summary: `Deleted the tier ${tier.name} of the promotion ${campaign.name}`,
    });
  });
}
