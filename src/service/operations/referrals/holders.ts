import {
  maxHoldersPerCode,
  type RedeemableHolder,
  type ReferralHolderList,
  type ReferralHoldersAdd,
  type referralHolderListQuerySchema,
} from '../../../contract/referral-holder.ts';
import type { z } from 'zod';
import type { Db } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { upsertCustomer } from '../../store/repositories/customers.ts';
import {
  addReferees,
  countHolders,
  deleteHolder,
  ensureOwnerHolder,
  findHolder,
  lockCode,
  pageHolders,
  type ReferralHolderRow,
} from '../../store/repositories/referral-holders.ts';
import { findVoucherByCode, type VoucherRow } from '../../store/repositories/vouchers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import type { Executor } from '../../store/db.ts';
import { auditChange, type Acting } from '../acting.ts';
import { invalidField, notFound } from '../failures.ts';
import { presentSimpleCustomer } from '../customers/present.ts';
import { iso } from '../present-common.ts';

const presentHolder = (row: ReferralHolderRow, code: VoucherRow): RedeemableHolder => ({
  id: row.id,
  created_at: iso(row.createdAt),
  redeemable_id: code.id,
  redeemable_object: 'voucher',
  customer_id: row.customerId,
  holder_role: row.role,
  campaign_id: row.campaignId,
  campaign_type: 'REFERRAL_PROGRAM',
  voucher_type: code.type,
  metadata: row.metadata,
  object: 'redeemable_holder',
});

/**
 * A referral code of the project, locked, with its owner written as its REFERRER holder. On a campaign's path the
 * campaign must exist (404 `campaign`) and the code be one of its own (404 `voucher` otherwise).
 */
async function lockReferralCode(tx: Executor, projectId: string, memberId: string, campaignId: string | undefined) {
  if (campaignId && !(await findCampaign(tx, projectId, campaignId))) throw notFound('campaign', campaignId);
  const code = await findVoucherByCode(tx, projectId, memberId);
  const campaign = code?.campaignId ? await findCampaign(tx, projectId, code.campaignId) : undefined;
  if (!code || campaign?.campaignType !== 'REFERRAL_PROGRAM' || (campaignId && code.campaignId !== campaignId))
    throw notFound('voucher', memberId);
  await lockCode(tx, code.id);
  const withCampaign = { ...code, campaignId: campaign.id };
  await ensureOwnerHolder(tx, withCampaign);
  return withCampaign;
}

type Path = { projectId: string; campaignId?: string; memberId: string };

/** Adds customers (upserted as events upsert them) to a referral code as its referees. */
export function addReferralHolders(db: Db, path: Path, request: ReferralHoldersAdd, acting: Acting) {
  return db.transaction(async (tx) => {
    const code = await lockReferralCode(tx, path.projectId, path.memberId, path.campaignId);
    const customerIds: string[] = [];
    for (const [i, holder] of request.holders.entries()) {
      const upserted = await upsertCustomer(tx, path.projectId, holder, acting.at);
      if (!upserted)
        throw holder.id
          ? notFound('customer', holder.id)
          : invalidField(`holders.${i}`, 'Send the customer id or source_id');
      if (upserted.created)
        await recordWebhookEvent(
          tx,
          path.projectId,
          'customer.created',
          { customer: presentSimpleCustomer(upserted.customer) },
          acting.at,
        );
      customerIds.push(upserted.customer.id);
    }
    const rows = await addReferees(tx, code, [...new Set(customerIds)], request.metadata ?? {}, acting.at);
    if ((await countHolders(tx, code.id)) > maxHoldersPerCode)
      throw invalidField('holders', `A referral code has at most ${maxHoldersPerCode} holders`);
    await auditChange(tx, path.projectId, acting, {
      action: 'referral_holder.added',
      resourceType: 'voucher',
      resourceId: code.id,
      summary: `Added ${rows.length} holder(s) to the referral code ${code.code}`,
    });
    return { holders: rows.map((row) => presentHolder(row, code)) };
  });
}

/** A referral code's holders by creation, keyset-paged by `starting_after_id`. */
export function readReferralHolders(
  db: Db,
  path: Path,
  query: z.infer<typeof referralHolderListQuerySchema>,
): Promise<ReferralHolderList> {
  return db.transaction(async (tx) => {
    const code = await lockReferralCode(tx, path.projectId, path.memberId, path.campaignId);
    const after = query.starting_after_id ? await findHolder(tx, code.id, query.starting_after_id) : undefined;
    if (query.starting_after_id && !after) throw notFound('redeemable_holder', query.starting_after_id);
    const page = await pageHolders(tx, code.id, {
      limit: query.limit,
      descending: query.order === '-created_at',
      after,
    });
    const data = page.rows.map((row) => presentHolder(row, code));
    return {
      object: 'list',
      data_ref: 'data',
      data,
      total: await countHolders(tx, code.id),
      has_more: page.hasMore,
      ...(page.hasMore && { more_starting_after: data.at(-1)!.id }),
    };
  });
}

/** Removes a holder from a referral code; the referrer's removal leaves the code without an owner. */
export function removeReferralHolder(db: Db, path: Path, holderId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const code = await lockReferralCode(tx, path.projectId, path.memberId, path.campaignId);
    const row = await findHolder(tx, code.id, holderId);
    if (!row) throw notFound('redeemable_holder', holderId);
    await deleteHolder(tx, row, acting.at);
    await auditChange(tx, path.projectId, acting, {
      action: 'referral_holder.removed',
      resourceType: 'voucher',
      resourceId: code.id,
      summary: `Removed the ${row.role.toLowerCase()} ${row.customerId} from the referral code ${code.code}`,
    });
  });
}
