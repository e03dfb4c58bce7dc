import type { Executor } from '../../store/db.ts';
import { assignmentsFor, findCampaign } from '../../store/repositories/campaigns.ts';
import {
  campaignSummaries,
  customersByIds,
  pageVouchers,
  redeemedPointsOf,
} from '../../store/repositories/voucher-reads.ts';
import { findVoucherByCode, type VoucherRow } from '../../store/repositories/vouchers.ts';
import { notFound } from '../failures.ts';
import { loadRelated, type Loaded, type Related } from '../related.ts';

export type VoucherRelated = Related & {
  campaigns: Awaited<ReturnType<typeof campaignSummaries>>;
  /** The campaigns' own rule assignments, which guard their codes too and are answered with each code. */
  campaignAssignments: Awaited<ReturnType<typeof assignmentsFor>>;
  holders: Awaited<ReturnType<typeof customersByIds>>;
  /** Loyalty cards' points spent in redemptions (the hosted `redemption.redeemed_points`). */
  redeemedPoints: Awaited<ReturnType<typeof redeemedPointsOf>>;
};

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

/** Vouchers with their campaign names, categories, holders, rule assignments and cards' spent points. */
export async function loadVouchers(db: Executor, rows: VoucherRow[]): Promise<Loaded<VoucherRow, VoucherRelated>> {
  const related = await loadRelated(db, rows);
  const campaignIds = unique(rows.map((r) => r.campaignId));
  const campaigns = await campaignSummaries(db, campaignIds);
  const campaignAssignments = await assignmentsFor(db, campaignIds);
  const holders = await customersByIds(db, unique(rows.map((r) => r.holderId)));
  const cards = rows.filter((r) => r.type === 'LOYALTY_CARD').map((r) => r.id);
  const redeemedPoints = await redeemedPointsOf(db, cards);
  return { rows, related: { ...related, campaigns, campaignAssignments, holders, redeemedPoints } };
}

type PageQuery = Parameters<typeof pageVouchers>[2];

export async function readVoucherPage(db: Executor, projectId: string, query: PageQuery) {
  const { rows, total } = await pageVouchers(db, projectId, query);
  return { ...(await loadVouchers(db, rows)), total };
}

export async function readVoucher(db: Executor, projectId: string, code: string) {
  const row = await findVoucherByCode(db, projectId, code);
  if (!row) throw notFound('voucher', code);
  return loadVouchers(db, [row]);
}

/**
 * A loyalty card of the project by its code; on a campaign's path (`campaignId`), the campaign must exist (404
 * `campaign`) and the card be one of its own (404 `voucher` otherwise).
 */
export async function readLoyaltyCard(db: Executor, projectId: string, code: string, campaignId: string | undefined) {
  if (campaignId && !(await findCampaign(db, projectId, campaignId))) throw notFound('campaign', campaignId);
  const card = await findVoucherByCode(db, projectId, code);
  if (!card || card.type !== 'LOYALTY_CARD' || (campaignId && card.campaignId !== campaignId))
    throw notFound('voucher', code);
  return card;
}

/** A loyalty campaign's cards. */
export async function readLoyaltyMembers(
  db: Executor,
  projectId: string,
  campaignId: string,
  query: Omit<PageQuery, 'campaign_id' | 'type'>,
) {
  if (!(await findCampaign(db, projectId, campaignId))) throw notFound('campaign', campaignId);
  return readVoucherPage(db, projectId, { ...query, campaign_id: campaignId, type: 'LOYALTY_CARD' });
}
