import type { TierSetup, TierSetupRequest } from '../../../contract/tier-setup.ts';
import { changedValidity } from '../../domain/validity-change.ts';
import type { Db } from '../../store/db.ts';
import { lockLiveCampaign } from '../../store/repositories/campaigns.ts';
import { findTier } from '../../store/repositories/promotion-tiers.ts';
import { findTemplate } from '../../store/repositories/templates.ts';
import type { Acting } from '../acting.ts';
import { invalidField, invalidPayload, notFound } from '../failures.ts';
import { presentTiers } from '../promotions/present.ts';
import { addTiers } from '../promotions/tier-create.ts';
import { loadTiers } from '../promotions/tiers.ts';
import { copyRules } from '../validation-rules/copies.ts';

/**
 * Adds a promotion tier made from a discount template to a live promotion, in one transaction: the template's
 * discount is the tier's action, its window and metadata apply where the request is silent, and its rules are copied
 * and assigned to the tier. The tier is added as any new tier is (`addTiers`: after the last one without a
 * `hierarchy`, switched off with its switch-on held for a person whose role needs approval).
 */
export function setUpTierFromTemplate(
  db: Db,
  projectId: string,
  templateId: string,
  request: TierSetupRequest,
  acting: Acting,
): Promise<TierSetup> {
  return db.transaction(async (tx) => {
    const template = await findTemplate(tx, projectId, templateId);
    if (!template) throw notFound('campaign_template', templateId);
    const { campaign: settings, validation_rules } = template.blueprint;
    const discount = settings.voucher.discount;
    if (template.campaignType !== 'DISCOUNT_COUPONS' || !discount)
      throw invalidPayload(`The template ${template.name} makes gift vouchers: only a discount template makes a tier`);
    const promotion = await lockLiveCampaign(tx, projectId, request.campaign_id);
    if (!promotion) throw notFound('campaign', request.campaign_id);
    if (promotion.campaignType !== 'PROMOTION')
      throw invalidField('campaign_id', `only a PROMOTION campaign has tiers, not ${promotion.campaignType}`);

    const { campaign_id: _promotion, name, banner, metadata, hierarchy, active, category, category_id } = request;
    const ruleIds = await copyRules(tx, projectId, validation_rules, acting.at);
    const [tierId] = await addTiers(
      tx,
      projectId,
      promotion,
      [
        {
          name,
          banner,
          hierarchy,
          active,
          action: { discount },
          metadata: metadata ?? settings.metadata ?? {},
          ...changedValidity(settings, request),
          category_id,
          category: category ?? (category_id ? undefined : settings.category),
          validation_rules: ruleIds,
        },
      ],
      acting,
    );
    const [tier] = presentTiers(await loadTiers(tx, [(await findTier(tx, projectId, tierId!))!]));
    return {
      created_resources: ruleIds.map((id) => ({ id, object: 'validation_rules' as const })),
      promotion_tier: tier!,
      object: 'promotion_tier_setup',
    };
  });
}
