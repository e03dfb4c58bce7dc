/*
 * Which campaigns a customer and order qualify for.
 *
 * Candidates are the project's active campaigns of the types the hosted endpoint examines: DISCOUNT_COUPONS,
 * GIFT_VOUCHERS and REFERRAL_PROGRAM, the only values the official response schema allows for `campaign_type`.
 * Promotions apply to a cart on their own (their tiers are redeemed by id) and loyalty programs are memberships, so
 * neither is listed.
 *
 * A campaign qualifies when it is valid now (`isValidAt`: active, dates, week days, hours, timeframe) and every rule
 * assigned to it passes. Rule counters (redemptions per customer and in total) are the campaign's successful
 * redemptions. With `audienceOnly` only segment and customer-metadata conditions are evaluated.
 */
import type { CustomerRequest } from '../../../contract/customer.ts';
import type { OrderRequest } from '../../../contract/order.ts';
import type { QualificationQuery, QualificationRequest } from '../../../contract/qualification.ts';
import { orderQualified, trackingId } from '../../domain/qualification.ts';
import { firstRuleFailure } from '../../domain/redeemable-checks.ts';
import { isValidAt } from '../../domain/validity.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { findCampaignsByIds, findCategories } from '../../store/repositories/campaigns.ts';
import { findCustomer, type CustomerRow } from '../../store/repositories/customers.ts';
import {
  activeCampaignsOfTypes,
  insertQualification,
  type QualifiableCampaignRow,
} from '../../store/repositories/qualifications.ts';
import { redemptionCounts } from '../../store/repositories/redemptions.ts';
import { loadCampaigns } from '../campaigns/read.ts';
import { notFound } from '../failures.ts';
import { iso, presentCategory } from '../present-common.ts';
import { loadAssignedRules, ruleCustomer, ruleOrder } from '../rule-inputs.ts';

export const QUALIFYING_CAMPAIGN_TYPES = ['DISCOUNT_COUPONS', 'GIFT_VOUCHERS', 'REFERRAL_PROGRAM'] as const;

export interface QualificationInput {
  projectId: string;
  customer: CustomerRow | undefined;
  requestCustomer: CustomerRequest | undefined;
  order: OrderRequest | undefined;
  audienceOnly: boolean;
  at: Date;
}

/** Every qualifying campaign, unordered and unlimited. */
async function qualifyingCampaigns(db: Executor, input: QualificationInput): Promise<QualifiableCampaignRow[]> {
  const valid = (await activeCampaignsOfTypes(db, input.projectId, QUALIFYING_CAMPAIGN_TYPES)).filter(
    (c) => isValidAt({ ...c.validity, active: c.active }, input.at).valid,
  );
  const ids = valid.map((c) => c.id);
  const rulesOf = await loadAssignedRules(db, ids);
  const counts = await redemptionCounts(db, ids, input.customer?.id);
  const customer = ruleCustomer(input.customer, input.requestCustomer);
  const order = ruleOrder(input.order);
  return valid.filter((c) => {
    const ctx = { customer, order, redemptions: counts.get(c.id) ?? { perCustomer: 0, campaignTotal: 0 } };
    return firstRuleFailure(rulesOf(c.id), ctx, { audienceOnly: input.audienceOnly }) === undefined;
  });
}

/**
 * Answers a qualification request and records it. Campaigns are ordered and limited on light rows first, so only
 * the campaigns answered are loaded in full.
 */
export async function qualify(
  db: Executor,
  input: { projectId: string; at: Date; body: QualificationRequest; query: QualificationQuery },
) {
  const { projectId, at, body, query } = input;
  // A customer named by id must exist; an unknown source_id is evaluated as a new customer but not created,
  // because qualifying is a question, not a purchase.
  const ref = body.customer?.id ?? body.customer?.source_id;
  const customer = ref ? await findCustomer(db, projectId, ref) : undefined;
  if (body.customer?.id && customer?.id !== body.customer.id) throw notFound('customer', body.customer.id);

  const rows = await qualifyingCampaigns(db, {
    projectId,
    customer,
    requestCustomer: body.customer,
    order: body.order,
    audienceOnly: query.audienceRulesOnly ?? false,
    at,
  });
  const categories = new Map(
    (await findCategories(db, [...new Set(rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))])).map((c) => [
      c.id,
      c,
    ]),
  );
  const candidates = rows.map((row) => {
    const category = row.categoryId ? categories.get(row.categoryId) : undefined;
    return {
      id: row.id,
      name: row.name,
      campaign_type: row.campaignType,
      created_at: iso(row.createdAt),
      updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
      categories: category ? [presentCategory(category)] : [],
    };
  });
  const answered = orderQualified(candidates, query.order, query.limit);
  const full = new Map(
    (
      await findCampaignsByIds(
        db,
        projectId,
        answered.map((c) => c.id),
      )
    ).map((row) => [row.id, row]),
  );
  const campaigns = await loadCampaigns(
    db,
    answered.flatMap((c) => full.get(c.id) ?? []),
  );

  const id = newId('qfl_');
  // Without a customer there is nothing stable to hash: the qualification's own id stands in.
  const tracking = trackingId(customer?.sourceId ?? body.customer?.source_id ?? id);
  await insertQualification(db, {
    id,
    projectId,
    trackingId: tracking,
    customerId: customer?.id ?? null,
    context: { ...body, query },
    campaignIds: rows.map((r) => r.id),
    createdAt: at,
  });
  return { id, createdAt: at, trackingId: tracking, campaigns, total: rows.length };
}
