import { and, asc, count, desc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { PromotionTierListQuery } from '../../../contract/promotion-tier.ts';
import { anyOf } from '../any-of.ts';
import type { Executor } from '../db.ts';
import { redemptions } from '../schema/activity.ts';
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

/** `validity` holds no date before this instant, and none after it has passed (an absent date is no bound). */
const withinDates = (validity: AnyColumn, at: Date) =>
  sql`coalesce((${validity}->>'start_date')::timestamptz <= ${at}, true)
      AND coalesce((${validity}->>'expiration_date')::timestamptz >= ${at}, true)`;

const tierOrder = {
  created_at: [asc(promotionTiers.createdAt), asc(promotionTiers.id)],
  '-created_at': [desc(promotionTiers.createdAt), desc(promotionTiers.id)],
  updated_at: [asc(sql`coalesce(${promotionTiers.updatedAt}, ${promotionTiers.createdAt})`), asc(promotionTiers.id)],
  '-updated_at': [
    desc(sql`coalesce(${promotionTiers.updatedAt}, ${promotionTiers.createdAt})`),
    desc(promotionTiers.id),
  ],
};

/**
 * A page of the project's tiers (of promotions not in the bin), with the total the filters leave. `available` at an
 * instant: the tier and its promotion are on and within their dates (days and hours are for the till to judge).
 */
export async function pageProjectTiers(
  db: Executor,
  projectId: string,
  query: PromotionTierListQuery,
  at: Date,
): Promise<{ rows: TierWithCampaign[]; total: number }> {
  const where = and(
    eq(promotionTiers.projectId, projectId),
    isNull(campaigns.deletedAt),
    query.campaign_ids ? anyOf(promotionTiers.campaignId, query.campaign_ids) : undefined,
    query.is_available
      ? and(
          eq(promotionTiers.active, true),
          eq(campaigns.active, true),
          withinDates(promotionTiers.validity, at),
          withinDates(campaigns.validity, at),
        )
      : undefined,
  );
  const rows = await tierWithCampaign(db)
    .where(where)
    .orderBy(...tierOrder[query.order])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ total: count() })
    .from(promotionTiers)
    .innerJoin(campaigns, eq(campaigns.id, promotionTiers.campaignId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
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

export type TierInsert = typeof promotionTiers.$inferInsert;

export async function insertTiers(db: Executor, rows: TierInsert[]) {
  return rows.length ? db.insert(promotionTiers).values(rows).returning() : [];
}

/** The highest hierarchy among a promotion's tiers (0 without tiers), and how many it has. */
export async function tierLadderOf(db: Executor, campaignId: string) {
  const [row] = await db
    .select({ top: sql<number>`coalesce(max(${promotionTiers.hierarchy}), 0)::int`, count: count() })
    .from(promotionTiers)
    .where(eq(promotionTiers.campaignId, campaignId));
  return { top: row?.top ?? 0, count: row?.count ?? 0 };
}

/** A tier with its promotion, locked (the tier row) until the transaction ends. */
export async function lockTier(db: Executor, projectId: string, id: string): Promise<TierWithCampaign | undefined> {
  const [row] = await tierWithCampaign(db)
    .where(and(eq(promotionTiers.projectId, projectId), eq(promotionTiers.id, id)))
    .for('update', { of: promotionTiers });
  return row;
}

export async function updateTier(db: Executor, id: string, values: Partial<TierInsert>) {
  const [row] = await db.update(promotionTiers).set(values).where(eq(promotionTiers.id, id)).returning();
  return row!;
}

export async function deleteTier(db: Executor, id: string) {
  await db.delete(promotionTiers).where(eq(promotionTiers.id, id));
}

/** Which of `ids` are tiers of that promotion. */
export async function tierIdsOfCampaign(db: Executor, campaignId: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: promotionTiers.id })
    .from(promotionTiers)
    .where(and(eq(promotionTiers.campaignId, campaignId), inArray(promotionTiers.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Whether a redemption names the tier: those keep it (they refer to it), so it cannot be deleted. */
export async function tierWasRedeemed(db: Executor, id: string) {
  const [row] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(eq(redemptions.promotionTierId, id))
    .limit(1);
  return row !== undefined;
}
