import { and, eq, inArray } from 'drizzle-orm';
import type { Campaign } from '../../../contract/campaign.ts';
import type { Executor } from '../db.ts';
import { qualifications } from '../schema/activity.ts';
import { campaigns } from '../schema/catalog.ts';

/** A project's active campaigns of the given types (validity windows and rules are the caller's to judge). */
export async function activeCampaignsOfTypes(
  db: Executor,
  projectId: string,
  types: readonly Campaign['campaign_type'][],
) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(eq(campaigns.projectId, projectId), eq(campaigns.active, true), inArray(campaigns.campaignType, [...types])),
    );
}

export type QualificationInsert = typeof qualifications.$inferInsert;

export async function insertQualifications(db: Executor, rows: QualificationInsert[]) {
  await db.insert(qualifications).values(rows);
}
