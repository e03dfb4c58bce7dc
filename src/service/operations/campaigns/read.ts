import type { Executor } from '../../store/db.ts';
import {
  findCampaign,
  findCampaignByName,
  pageCampaigns,
  type CampaignRow,
} from '../../store/repositories/campaigns.ts';
import { notFound } from '../failures.ts';
import { loadRelated, type Loaded } from '../related.ts';

export const loadCampaigns = async (db: Executor, rows: CampaignRow[]): Promise<Loaded<CampaignRow>> => ({
  rows,
  related: await loadRelated(db, rows),
});

export async function readCampaignPage(db: Executor, projectId: string, query: Parameters<typeof pageCampaigns>[2]) {
  // The hosted API pages campaigns by page number (at most 100 pages), so OFFSET stays bounded here.
  const { rows, total } = await pageCampaigns(db, projectId, query);
  return { ...(await loadCampaigns(db, rows)), total };
}

export async function readCampaign(db: Executor, projectId: string, campaignId: string) {
  const row = await findCampaign(db, projectId, campaignId);
  if (!row) throw notFound('campaign', campaignId);
  return loadCampaigns(db, [row]);
}

/** The campaign a path names by id or, as the official paths allow, by name; one in the bin is not found. */
export async function readLiveCampaign(db: Executor, projectId: string, idOrName: string) {
  const byName = idOrName.startsWith('camp_') ? undefined : await findCampaignByName(db, projectId, idOrName);
  const row = await findCampaign(db, projectId, byName?.id ?? idOrName);
  if (!row || row.deletedAt) throw notFound('campaign', idOrName);
  return row;
}
