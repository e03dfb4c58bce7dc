import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { qualifications } from '../schema/activity.ts';
import { campaigns, promotionTiers } from '../schema/catalog.ts';

/** A project's active campaigns of the given types; validity windows and rules are the caller's to judge. */
export async function activeCampaignsOfTypes(db: Executor, projectId: string, types: readonly string[]) {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.projectId, projectId), eq(campaigns.active, true), inArray(campaigns.campaignType, [...types])));
}

export async function activeTiersOfCampaigns(db: Executor, campaignIds: string[]) {
  if (!campaignIds.length) return [];
  return db
    .select()
    .from(promotionTiers)
    .where(and(inArray(promotionTiers.campaignId, campaignIds), eq(promotionTiers.active, true)))
    .orderBy(asc(promotionTiers.hierarchy), asc(promotionTiers.id));
}

export async function insertQualification(db: Executor, row: typeof qualifications.$inferInsert) {
  await db.insert(qualifications).values(row);
}
