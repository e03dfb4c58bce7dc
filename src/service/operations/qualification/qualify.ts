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
 * redemptions, read only for campaigns whose rules use them. With `audienceOnly` only segment and customer-metadata
 * conditions are evaluated.
 *
 * The candidates with their rules, categories and assignments are the project's qualification model, kept in
 * memory per model version; a request reads only the customer, the counters its rules need, and records itself.
 */
import type { CustomerRequest } from '../../../contract/customer.ts';
import type { OrderRequest } from '../../../contract/order.ts';
import type { Campaign } from '../../../contract/campaign.ts';
import {
  MAX_QUALIFICATION_LIMIT,
  type QualificationOrder,
  type QualificationQuery,
  type QualificationRequest,
  type QualifiedCampaign,
} from '../../../contract/qualification.ts';
import { orderQualified, trackingId } from '../../domain/qualification.ts';
import { readsRedemptionCounts } from '../../domain/rule-condition-facts.ts';
import { firstFailingRule, type RuleFailure } from '../../domain/rules.ts';
import { isValidAt, type InvalidityReason } from '../../domain/validity.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { perDatabase, sharedFreshBatch, type ModelSnapshot } from '../../store/model-cache.ts';
import type { CampaignRow } from '../../store/repositories/campaigns.ts';
import { findCustomer, type CustomerRow } from '../../store/repositories/customers.ts';
import {
  activeCampaignsOfTypes,
  insertQualifications,
  type QualificationInsert,
} from '../../store/repositories/qualifications.ts';
import { redemptionCounts } from '../../store/repositories/redemptions.ts';
import { loadCampaigns } from '../campaigns/read.ts';
import { presentCampaigns } from '../campaigns/present.ts';
import { notFound } from '../failures.ts';
import { withMembership } from '../segments/membership.ts';
import { lineIdsOf } from '../products/line-ids.ts';
import { periodStarts } from '../../domain/count-periods.ts';
import {
  loadAssignedRules,
  ruleCollectionIds,
  ruleCustomer,
  ruleOrder,
  withCollections,
  type AssignedRule,
} from '../rule-inputs.ts';

export const QUALIFYING_CAMPAIGN_TYPES = ['DISCOUNT_COUPONS', 'GIFT_VOUCHERS', 'REFERRAL_PROGRAM'] as const;

export interface QualificationInput {
  projectId: string;
  customer: CustomerRow | undefined;
  requestCustomer: CustomerRequest | undefined;
  order: OrderRequest | undefined;
  audienceOnly: boolean;
  at: Date;
}

/**
 * A candidate as the qualification answers it: ACTIVE (only campaigns valid at the request's instant are answered),
 * without the null `category_id` and voucher `redemption.quantity` the campaign's own schema allows.
 */
const asQualified = (campaign: Campaign): QualifiedCampaign => ({
  ...campaign,
  status: 'ACTIVE',
  category_id: campaign.category_id ?? undefined,
  voucher: campaign.voucher && {
    ...campaign.voucher,
    redemption: { ...campaign.voucher.redemption, quantity: campaign.voucher.redemption.quantity ?? undefined },
  },
});

/** A project's candidates as one model version has them: rows, presented answers, rules, who needs counters. */
async function loadQualificationModel(db: Executor, projectId: string) {
  const loaded = await loadCampaigns(db, await activeCampaignsOfTypes(db, projectId, QUALIFYING_CAMPAIGN_TYPES));
  const presented = presentCampaigns(loaded, new Date()).map(asQualified);
  const rulesOf = await loadAssignedRules(
    db,
    loaded.rows.map((c) => c.id),
  );
  const rules = new Map<string, AssignedRule[]>(loaded.rows.map((c) => [c.id, rulesOf(c.id)]));
  const counted = new Set(loaded.rows.filter((c) => readsRedemptionCounts(rules.get(c.id)!)).map((c) => c.id));
  const collectionIds = ruleCollectionIds([...rules.values()].flat());
  // Every candidate sorted once per order asked for; a request then keeps the first qualifying ones.
  const sorted = new Map<QualificationOrder, QualifiedCampaign[]>();
  const inOrder = (order: QualificationOrder = '-created_at') => {
    let campaigns = sorted.get(order);
    if (!campaigns) sorted.set(order, (campaigns = orderQualified(presented, order, Infinity)));
    return campaigns;
  };
  return { loaded, rules, counted, collectionIds, inOrder };
}

export type QualificationModel = Awaited<ReturnType<typeof loadQualificationModel>>;

/** The project's qualification model of the request's model version (built once per version). */
export const qualificationModel = (db: Executor, snapshot: ModelSnapshot, projectId: string) =>
  snapshot.memo(`qualification:${projectId}`, () => loadQualificationModel(db, projectId));

/** Why a candidate does not qualify: not valid at the instant, or its first failing rule; undefined when it does. */
export type CandidateVerdict =
  | { kind: 'validity'; reason: InvalidityReason }
  | { kind: 'rule'; rule: AssignedRule; failure: RuleFailure }
  | undefined;

/** Every candidate with its verdict. Counters are read only for valid candidates whose rules use them. */
export async function judgeCandidates(
  db: Executor,
  model: QualificationModel,
  input: QualificationInput,
): Promise<Map<string, CandidateVerdict>> {
  const verdicts = new Map<string, CandidateVerdict>();
  const valid: CampaignRow[] = [];
  for (const c of model.loaded.rows) {
    const validity = isValidAt({ ...c.validity, active: c.active }, input.at);
    if (validity.valid) valid.push(c);
    else verdicts.set(c.id, { kind: 'validity', reason: validity.reason });
  }
  const counts = await redemptionCounts(
    db,
    valid.filter((c) => model.counted.has(c.id)).map((c) => c.id),
    input.customer?.id,
    periodStarts(input.at),
  );
  const customer = ruleCustomer(await withMembership(db, input.customer, input.at), input.requestCustomer);
  // Lines are resolved only when a rule names a product collection.
  const lineIds = model.collectionIds.length
    ? await lineIdsOf(db, input.projectId, input.order?.items ?? [], model.collectionIds)
    : undefined;
  const order = withCollections(ruleOrder(input.order), lineIds);
  for (const c of valid) {
    const ctx = { customer, order, redemptions: counts.get(c.id) ?? { perCustomer: 0, campaignTotal: 0 } };
    const failing = firstFailingRule(model.rules.get(c.id)!, ctx, { audienceOnly: input.audienceOnly });
    verdicts.set(c.id, failing && { kind: 'rule', ...failing });
  }
  return verdicts;
}

/** Every qualifying campaign, unordered and unlimited. */
async function qualifyingCampaigns(
  db: Executor,
  model: QualificationModel,
  input: QualificationInput,
): Promise<CampaignRow[]> {
  const verdicts = await judgeCandidates(db, model, input);
  return model.loaded.rows.filter((c) => verdicts.has(c.id) && verdicts.get(c.id) === undefined);
}

/** Records qualifications: requests recorded together share one INSERT; each answers once its row is committed. */
const recorderOf = perDatabase((db) =>
  sharedFreshBatch(async (records: QualificationInsert[]) => {
    await insertQualifications(db, records);
    return new Map<QualificationInsert, never>();
  }),
);

/** Answers a qualification request from the project's qualification model, and records it. */
export async function qualify(
  db: Executor,
  snapshot: ModelSnapshot,
  input: { projectId: string; at: Date; body: QualificationRequest; query: QualificationQuery },
) {
  const { projectId, at, body, query } = input;
  // A customer named by id must exist; an unknown source_id is evaluated as a new customer but not created,
  // because qualifying is a question, not a purchase.
  const ref = body.customer?.id ?? body.customer?.source_id;
  const customer = ref ? await findCustomer(db, projectId, ref) : undefined;
  if (body.customer?.id && customer?.id !== body.customer.id) throw notFound('customer', body.customer.id);

  const model = await qualificationModel(db, snapshot, projectId);
  const rows = await qualifyingCampaigns(db, model, {
    projectId,
    customer,
    requestCustomer: body.customer,
    order: body.order,
    audienceOnly: query.audienceRulesOnly ?? false,
    at,
  });
  const qualifying = new Set(rows.map((row) => row.id));
  const limit = query.limit ?? MAX_QUALIFICATION_LIMIT;
  const campaigns: QualifiedCampaign[] = [];
  for (const campaign of model.inOrder(query.order)) {
    if (campaigns.length === limit) break;
    if (qualifying.has(campaign.id)) campaigns.push(campaign);
  }

  const id = newId('qfl_');
  // Without a customer there is nothing stable to hash: the qualification's own id stands in.
  const tracking = trackingId(customer?.sourceId ?? body.customer?.source_id ?? id);
  await recorderOf(db)({
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
