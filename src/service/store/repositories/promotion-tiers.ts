import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { campaigns, promotionTiers } from '../schema/catalog.ts';

export type PromotionTierRow = typeof promotionTiers.$inferSelect;
export type TierWithCampaign = { tier: PromotionTierRow; campaign: typeof campaigns.$inferSelect };

const tierWithCampaign = (db: Executor) =>
  db
    .select({ tier: promotionTiers, campaign: campaigns })
    .from(promotionTiers)
    .innerJoin(campaigns, eq(campaigns.id, promotionTiers.campaignId));

export async function findTier(db: Executor, projectId: string, id: string): Promise<TierWithCampaign | undefined> {
  const [row] = await tierWithCampaign(db).where(
    and(eq(promotionTiers.projectId, projectId), eq(promotionTiers.id, id)),
  );
  return row;
}

/** Tiers' redemption counters by id: they change with every redemption and are never kept in memory. */
export async function findTierCounters(db: Executor, ids: string[]) {
  const rows = await db
    .select({
      id: promotionTiers.id,
      totalRedeemed: promotionTiers.totalRedeemed,
      ordersTotalAmount: promotionTiers.ordersTotalAmount,
      ordersTotalDiscountAmount: promotionTiers.ordersTotalDiscountAmount,
    })
    .from(promotionTiers)
    .where(inArray(promotionTiers.id, ids));
  return new Map(rows.map(({ id, ...counters }) => [id, counters]));
}

export async function listTiers(db: Executor, campaignId: string): Promise<TierWithCampaign[]> {
  return tierWithCampaign(db)
    .where(eq(promotionTiers.campaignId, campaignId))
    .orderBy(asc(promotionTiers.hierarchy), asc(promotionTiers.id));
}

/** Switches a tier on or off and refreshes `updated_at`; false when the project has no such tier. */
export async function updateTierActive(db: Executor, projectId: string, id: string, active: boolean, at: Date) {
  const rows = await db
    .update(promotionTiers)
    .set({ active, updatedAt: at })
    .where(and(eq(promotionTiers.projectId, projectId), eq(promotionTiers.id, id)))
    .returning({ id: promotionTiers.id });
  return rows.length > 0;
}
