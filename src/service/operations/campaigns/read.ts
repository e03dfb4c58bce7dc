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

/** The campaign a path names by id or, as the official paths allow, by name (a name is a live campaign's). */
async function findNamedCampaign(db: Executor, projectId: string, idOrName: string) {
  return (await findCampaign(db, projectId, idOrName)) ?? (await findCampaignByName(db, projectId, idOrName));
}

/** The campaign a path names, with what its answer shows; one in the bin is read too (`deleted: true`). */
export async function readCampaign(db: Executor, projectId: string, idOrName: string) {
  const row = await findNamedCampaign(db, projectId, idOrName);
  if (!row) throw notFound('campaign', idOrName);
  return loadCampaigns(db, [row]);
}

/** The campaign a path names by id or name; one in the bin is not found. */
export async function readLiveCampaign(db: Executor, projectId: string, idOrName: string) {
  const row = await findNamedCampaign(db, projectId, idOrName);
  if (!row || row.deletedAt) throw notFound('campaign', idOrName);
  return row;
}

/** The id of the live campaign a path names by id or name, for the operations that take an id. */
export const liveCampaignIdOf = async (db: Executor, projectId: string, idOrName: string) =>
  (await readLiveCampaign(db, projectId, idOrName)).id;
