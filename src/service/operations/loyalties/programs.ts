import { campaignCreateSchema, type CampaignCreated } from '../../../contract/campaign-create.ts';
import type { Campaign, CampaignUpdate } from '../../../contract/campaign.ts';
import type { LoyaltyProgramCreate } from '../../../contract/loyalty-program.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import type { Acting } from '../acting.ts';
import { createCampaignFromRequest } from '../campaigns/create-request.ts';
import { deleteCampaign } from '../campaigns/delete.ts';
import type { DeleteMode } from '../trash-bin/bin.ts';
import { presentCampaigns } from '../campaigns/present.ts';
import { loadCampaigns, readCampaignPage } from '../campaigns/read.ts';
import { updateCampaignSettings } from '../campaigns/update.ts';
import { invalidInput, notFound } from '../failures.ts';
import type { Held } from '../approvals/gate.ts';

/*
 * /v1/loyalties: the loyalty programs among the campaigns, made, changed and binned by the campaigns' own use cases,
 * so a program is a campaign in every list, webhook and audit entry. Any other campaign is 404 here. A campaign's
 * type never changes, so checking it before the use case's own transaction cannot race.
 */

async function loyaltyProgramRow(db: Executor, projectId: string, campaignId: string) {
  const row = await findCampaign(db, projectId, campaignId);
  if (!row || row.campaignType !== 'LOYALTY_PROGRAM') throw notFound('campaign', campaignId);
  return row;
}

export async function readLoyaltyProgramPage(
  db: Executor,
  projectId: string,
  query: Omit<Parameters<typeof readCampaignPage>[2], 'campaign_type'>,
  now: Date,
) {
  const page = await readCampaignPage(db, projectId, { ...query, campaign_type: 'LOYALTY_PROGRAM' });
  return { campaigns: presentCampaigns(page, now), total: page.total };
}

export async function readLoyaltyProgram(db: Executor, projectId: string, campaignId: string, now: Date) {
  const row = await loyaltyProgramRow(db, projectId, campaignId);
  const [campaign] = presentCampaigns(await loadCampaigns(db, [row]), now);
  return campaign!;
}

/** Judged by every rule of POST /v1/campaigns too, so both ways of making a program accept the same requests. */
export function createLoyaltyProgram(
  db: Db,
  projectId: string,
  request: LoyaltyProgramCreate,
  acting: Acting,
): Promise<CampaignCreated> {
  const asCampaign = campaignCreateSchema.safeParse(request);
  if (!asCampaign.success) throw invalidInput(asCampaign.error);
  return createCampaignFromRequest(db, projectId, asCampaign.data, acting);
}

export async function updateLoyaltyProgram(
  db: Db,
  projectId: string,
  campaignId: string,
  request: CampaignUpdate,
  acting: Acting,
): Promise<Campaign | Held> {
  await loyaltyProgramRow(db, projectId, campaignId);
  return updateCampaignSettings(db, projectId, campaignId, request, acting);
}

/** To the bin with its cards, as DELETE /v1/campaigns/{id}; answers the id of the action that records it. */
export async function deleteLoyaltyProgram(
  db: Db,
  projectId: string,
  campaignId: string,
  acting: Acting,
  mode: DeleteMode = 'bin',
) {
  await loyaltyProgramRow(db, projectId, campaignId);
  return deleteCampaign(db, projectId, campaignId, acting, mode);
}
