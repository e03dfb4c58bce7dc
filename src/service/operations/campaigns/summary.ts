/*
 * GET /v1/campaigns/{campaignId}/summary: a campaign's figures, computed from what the store records of it, all time
 * or within the days the query names. Each campaign type answers its official shape:
 * - every type: its redeemables (`redemptions`, by result; a stack counts each of its parts in the campaign), their
 *   rollbacks and the amounts of their orders, counting each order once. Validations are not recorded, and a refused
 *   rollback or publication records nothing (it changes nothing), so those counts are 0.
 * - discount coupons and promotions: what the successful redemptions took off their orders, and what rollbacks gave
 *   back; gift cards: the credits cards started with, added, removed, spent, given back and held by deleted cards;
 *   loyalty programs: the points by ledger type, and pending points made, activated and canceled;
 * - codes of every type but promotions: vouchers made and deleted, publications; referral programs: the customers
 *   whose redemption stands.
 */
import type { CampaignSummary, CampaignSummaryQuery } from '../../../contract/campaign-summary.ts';
import type { Executor } from '../../store/db.ts';
import {
  ledgerFigures,
  pendingFigures,
  publicationCount,
  redemptionFigures,
  rollbackFigures,
  voucherFigures,
  type SummaryRange,
} from '../../store/repositories/campaign-summary.ts';
import { presentCampaigns } from './present.ts';
import { loadCampaigns, readLiveCampaign } from './read.ts';

const dayMs = 86_400_000;
/** A query date's day (a date-time counts by its day in UTC) as its first instant. */
const dayOf = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00.000Z`);

/** From the first day's start to the end of the last, both days included. */
const rangeOf = (query: CampaignSummaryQuery): SummaryRange => ({
  from: query.start_date ? dayOf(query.start_date) : undefined,
  until: query.end_date ? new Date(dayOf(query.end_date).getTime() + dayMs) : undefined,
});

export async function readCampaignSummary(
  db: Executor,
  input: { projectId: string; campaignId: string; query: CampaignSummaryQuery; now: Date },
): Promise<CampaignSummary> {
  const row = await readLiveCampaign(db, input.projectId, input.campaignId);
  const range = rangeOf(input.query);
  const [presented] = presentCampaigns(await loadCampaigns(db, [row]), input.now);
  // The summary's campaign is the official `CampaignBase`: its categories are always an empty list.
  const {
    is_referral_code: _referral,
    validation_rules_assignments: _assignments,
    deleted: _deleted,
    deleted_at: _deletedAt,
    status: _status,
    ...campaign
  } = presented!;
  const redeemed = await redemptionFigures(db, row.id, range);
  const rolledBack = await rollbackFigures(db, row.id, range);
  const base = {
    object: 'campaign_summary' as const,
    campaign: { ...campaign, categories: [] },
    redemptions: redeemed.redemptions,
    redemptions_succeeded: redeemed.succeeded,
    redemptions_failed: redeemed.failed,
    rollbacks: rolledBack.rollbacks,
    rollbacks_succeeded: rolledBack.rollbacks,
    rollbacks_failed: 0,
    validations: 0,
    validations_succeeded: 0,
    validations_failed: 0,
    orders_amount: redeemed.ordersAmount,
    orders_rolledback_amount: rolledBack.ordersAmount,
  };
  const discounts = { discounted_amount: redeemed.amount, rolledback_discounted_amount: rolledBack.amount };
  if (row.campaignType === 'PROMOTION') return { ...base, ...discounts };

  const vouchers = await voucherFigures(db, row.id, range);
  const publications = await publicationCount(db, row.id, range);
  const codes = {
    ...base,
    vouchers_created: vouchers.created,
    vouchers_deleted: vouchers.deleted,
    publications,
    publications_succeeded: publications,
    publications_failed: 0,
  };
  if (row.campaignType === 'DISCOUNT_COUPONS') return { ...codes, ...discounts };
  if (row.campaignType === 'REFERRAL_PROGRAM') return { ...codes, referred_customers: redeemed.customers };

  const moved = await ledgerFigures(db, row.id, range);
  if (row.campaignType === 'GIFT_VOUCHERS')
    return {
      ...codes,
      created_vouchers_amount: vouchers.openingCredits,
      amount_added: moved('CREDITS_ADDITION'),
      amount_deleted: vouchers.deletedCredits,
      amount_redeemed: redeemed.amount,
      amount_rolledback: rolledBack.amount,
      amount_subtracted: -moved('CREDITS_REMOVAL'),
    };

  const pending = await pendingFigures(db, row.id, range);
  return {
    ...codes,
    created_vouchers_points: vouchers.openingPoints,
    points_deleted: vouchers.deletedPoints,
    points_subtracted: -moved('POINTS_REMOVAL'),
    points_added: moved('POINTS_ADDITION'),
    points_rewarded: moved('POINTS_ACCRUAL') + moved('PENDING_POINTS_ACTIVATION'),
    points_redeemed: -moved('POINTS_REDEMPTION'),
    points_rolledback: moved('POINTS_REFUND'),
    points_expired: -moved('POINTS_EXPIRATION'),
    points_transferred_out: -moved('POINTS_TRANSFER_OUT'),
    points_transferred_in: moved('POINTS_TRANSFER_IN'),
    // Promodesk keeps a change to pending points in the points themselves, so what was added is net of it.
    pending_points_added: pending.added,
    pending_points_subtracted: 0,
    pending_points_activated: moved('PENDING_POINTS_ACTIVATION'),
    pending_points_canceled: pending.canceled,
  };
}
