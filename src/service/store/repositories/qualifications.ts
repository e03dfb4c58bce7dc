import { and, eq, inArray } from 'drizzle-orm';
import type { Campaign } from '../../../contract/campaign.ts';
import type { Executor } from '../db.ts';
import { qualifications } from '../schema/activity.ts';
import { campaigns } from '../schema/catalog.ts';

/**
 * A project's active campaigns of the given types, with only what qualifying and ordering read (validity windows
 * and rules are the caller's to judge): the full rows of the campaigns answered are read afterwards.
 */
export async function activeCampaignsOfTypes(
  db: Executor,
  projectId: string,
  types: readonly Campaign['campaign_type'][],
) {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      campaignType: campaigns.campaignType,
      categoryId: campaigns.categoryId,
      active: campaigns.active,
      validity: campaigns.validity,
      createdAt: campaigns.createdAt,
      updatedAt: campaigns.updatedAt,
    })
    .from(campaigns)
    .where(
      and(eq(campaigns.projectId, projectId), eq(campaigns.active, true), inArray(campaigns.campaignType, [...types])),
    );
}

export type QualifiableCampaignRow = Awaited<ReturnType<typeof activeCampaignsOfTypes>>[number];

export async function insertQualification(db: Executor, row: typeof qualifications.$inferInsert) {
  await db.insert(qualifications).values(row);
}
