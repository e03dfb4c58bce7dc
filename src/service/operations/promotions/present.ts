import type { PromotionTier } from '../../../contract/promotion-tier.ts';
import type { TierWithCampaign } from '../../store/repositories/promotion-tiers.ts';
import { iso, presentAssignmentList, presentCategory, presentValidity, relatedOf } from '../present-common.ts';
import type { Loaded } from '../related.ts';

/** Tiers with their parent campaign summary, categories and rule assignments, in the interface's shape. */
export function presentTiers({ rows, related }: Loaded<TierWithCampaign>): PromotionTier[] {
  return rows.map(({ tier, campaign }) => {
    const { category, assignments } = relatedOf(related, tier);
    return {
      id: tier.id,
      created_at: iso(tier.createdAt),
      updated_at: tier.updatedAt ? iso(tier.updatedAt) : undefined,
      name: tier.name,
      banner: tier.banner ?? undefined,
      action: tier.action,
      metadata: tier.metadata,
      hierarchy: tier.hierarchy,
      promotion_id: campaign.id,
      campaign: {
        id: campaign.id,
        ...presentValidity(campaign.validity),
        active: campaign.active,
        category_id: campaign.categoryId ?? undefined,
        object: 'campaign',
      },
      campaign_id: campaign.id,
      active: tier.active,
      ...presentValidity(tier.validity),
      summary: {
        redemptions: { total_redeemed: tier.totalRedeemed },
        orders: { total_amount: tier.ordersTotalAmount, total_discount_amount: tier.ordersTotalDiscountAmount },
      },
      object: 'promotion_tier',
      validation_rule_assignments: presentAssignmentList(assignments),
      category_id: tier.categoryId ?? undefined,
      categories: category ? [presentCategory(category)] : [],
    };
  });
}
