import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Campaign } from '../../../contract/campaign.ts';
import type { Executor } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { escapeLike } from '../like.ts';
import { campaigns, categories, validationRuleAssignments } from '../schema/catalog.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type AssignmentRow = typeof validationRuleAssignments.$inferSelect;

export async function findCampaign(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.projectId, projectId), eq(campaigns.id, id)));
  return row;
}

/** A project's campaigns among `ids`, in no particular order. */
export async function findCampaignsByIds(db: Executor, projectId: string, ids: string[]) {
  return ids.length
    ? db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.projectId, projectId), anyOf(campaigns.id, ids)))
    : [];
}

/** The project's campaign of that name, deleted ones aside (a deleted campaign's name is free again). */
export async function findCampaignByName(db: Executor, projectId: string, name: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.projectId, projectId), eq(campaigns.name, name), isNull(campaigns.deletedAt)));
  return row;
}

const campaignOrder = {
  created_at: asc(campaigns.createdAt),
  '-created_at': desc(campaigns.createdAt),
  updated_at: asc(campaigns.updatedAt),
  '-updated_at': desc(campaigns.updatedAt),
} as const;

export async function pageCampaigns(
  db: Executor,
  projectId: string,
  query: {
    limit: number;
    page: number;
    order: keyof typeof campaignOrder;
    campaign_type?: Campaign['campaign_type'] | undefined;
    name?: string | undefined;
  },
) {
  const where = and(
    eq(campaigns.projectId, projectId),
    isNull(campaigns.deletedAt),
    query.campaign_type ? eq(campaigns.campaignType, query.campaign_type) : undefined,
    query.name ? ilike(campaigns.name, `%${escapeLike(query.name)}%`) : undefined,
  );
  const rows = await db
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(campaignOrder[query.order], asc(campaigns.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(campaigns).where(where);
  return { rows, total: total?.total ?? 0 };
}

const liveCampaign = (projectId: string, id: string) =>
  and(eq(campaigns.projectId, projectId), eq(campaigns.id, id), isNull(campaigns.deletedAt));

/** Switches a campaign on or off; answers whether the project has it (not deleted). */
export async function updateCampaignActive(db: Executor, projectId: string, id: string, active: boolean, at: Date) {
  const rows = await db
    .update(campaigns)
    .set({ active, updatedAt: at })
    .where(liveCampaign(projectId, id))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Locks a campaign that is not deleted for a change in the caller's transaction. */
export async function lockLiveCampaign(db: Executor, projectId: string, id: string) {
  const [row] = await db.select().from(campaigns).where(liveCampaign(projectId, id)).for('update');
  return row;
}

export async function updateCampaign(
  db: Executor,
  projectId: string,
  id: string,
  values: Partial<typeof campaigns.$inferInsert>,
) {
  const [row] = await db.update(campaigns).set(values).where(liveCampaign(projectId, id)).returning();
  return row;
}

/** Adds `added` imported vouchers to a campaign's `vouchers_count` (one conditional UPDATE); answers the new count. */
export async function addToVouchersCount(db: Executor, campaignId: string, added: number, at: Date) {
  const [row] = await db
    .update(campaigns)
    .set({ vouchersCount: sql`${campaigns.vouchersCount} + ${added}`, updatedAt: at })
    .where(eq(campaigns.id, campaignId))
    .returning({ vouchersCount: campaigns.vouchersCount });
  return row?.vouchersCount;
}

export async function insertCampaign(db: Executor, row: typeof campaigns.$inferInsert) {
  const [created] = await db.insert(campaigns).values(row).returning();
  return created!;
}

export async function findCategories(db: Executor, ids: string[]) {
  return ids.length ? db.select().from(categories).where(anyOf(categories.id, ids)) : [];
}

export async function findCategory(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.projectId, projectId), eq(categories.id, id)));
  return row;
}

/** Finds a category by name, creating it when the project has none of that name. */
export async function ensureCategoryNamed(db: Executor, projectId: string, name: string, newId: () => string) {
  const [existing] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.projectId, projectId), eq(categories.name, name)));
  if (existing) return existing;
  const [created] = await db.insert(categories).values({ id: newId(), projectId, name }).returning();
  return created!;
}

/** Rule assignments of the given objects, grouped by object id (each presenter and the rules engine read them per object). */
export async function assignmentsFor(db: Executor, relatedIds: string[]) {
  const grouped = new Map<string, AssignmentRow[]>();
  if (!relatedIds.length) return grouped;
  const rows = await db
    .select()
    .from(validationRuleAssignments)
    .where(anyOf(validationRuleAssignments.relatedObjectId, relatedIds))
    .orderBy(asc(validationRuleAssignments.createdAt), asc(validationRuleAssignments.id));
  for (const row of rows) grouped.set(row.relatedObjectId, [...(grouped.get(row.relatedObjectId) ?? []), row]);
  return grouped;
}
