import type { PromotionTier } from '../../../contract/promotion-tier.ts';
import type { Executor } from '../../store/db.ts';
import { assignmentsFor, findCategories, type CampaignRow } from '../../store/repositories/campaigns.ts';
import type { PromotionTierRow } from '../../store/repositories/promotion-tiers.ts';
import { compact, iso, presentAssignmentList, presentCategory, presentValidity } from '../present-common.ts';

/** Tiers with their parent campaign summary, categories and rule assignments, in the interface's shape. */
export async function presentTiers(
  db: Executor,
  rows: { tier: PromotionTierRow; campaign: CampaignRow }[],
): Promise<PromotionTier[]> {
  const categoryRows = await findCategories(db, [
    ...new Set(rows.flatMap(({ tier }) => (tier.categoryId ? [tier.categoryId] : []))),
  ]);
  const assignments = await assignmentsFor(
    db,
    rows.map(({ tier }) => tier.id),
  );
  return rows.map(({ tier, campaign }) => {
    const own = assignments.get(tier.id) ?? [];
    const category = categoryRows.find((c) => c.id === tier.categoryId);
    return {
      ...compact({
        id: tier.id,
        created_at: iso(tier.createdAt),
        name: tier.name,
        banner: tier.banner,
        action: tier.action,
        metadata: tier.metadata,
        hierarchy: tier.hierarchy,
        promotion_id: campaign.id,
        campaign: compact({
          id: campaign.id,
          ...presentValidity(campaign.validity),
          active: campaign.active,
          category_id: campaign.categoryId,
          object: 'campaign' as const,
        }),
        campaign_id: campaign.id,
        active: tier.active,
        ...presentValidity(tier.validity),
        summary: {
          redemptions: { total_redeemed: tier.totalRedeemed },
          orders: { total_amount: tier.ordersTotalAmount, total_discount_amount: tier.ordersTotalDiscountAmount },
        },
        object: 'promotion_tier' as const,
        category_id: tier.categoryId,
        categories: category ? [presentCategory(category)] : [],
      }),
      // Outside compact: a tier never changed says so with null.
      updated_at: tier.updatedAt ? iso(tier.updatedAt) : null,
      validation_rule_assignments: own.length ? presentAssignmentList(own) : null,
    };
  });
}
