/*
 * The hosted API's newer qualification (POST /v1/qualifications, "check eligibility"): every redeemable a customer
 * and order qualify for, newest first, paged by `starting_after`, on the engines Promodesk already has.
 *
 * Redeemables are campaigns (the campaign qualification's candidates: coupon, gift card and referral campaigns, judged
 * by `judgeCandidates`) and promotion tiers (judged one at a time by the redemption's own decision, as the promotion
 * validation does, each with the order it would leave). Scenario `ALL` judges every rule; `AUDIENCE_ONLY` only the
 * customer's (segments, customer metadata) besides validity, with no order. Other scenarios, filters, sorting other
 * than DEFAULT, expansions other than `redeemable` (whose fields are always present) and sessions are refused by the
 * route rather than ignored. Standalone vouchers are not candidates. A question only: nothing is recorded.
 */
import {
  DEFAULT_QUALIFIED_REDEEMABLES,
  type QualificationsRequest,
  type QualificationsResponse,
  type QualifiedRedeemable,
} from '../../../contract/qualifications.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { calculateOrder } from '../../domain/order-totals.ts';
import { trackingId } from '../../domain/qualification.ts';
import { firstFailingRule } from '../../domain/rules.ts';
import { isValidAt } from '../../domain/validity.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { pageProjectTiers, type TierWithCampaign } from '../../store/repositories/promotion-tiers.ts';
import { presentOrder } from '../redemptions/present.ts';
import { loadAssignedRules, ruleCustomer, targetLists } from '../rule-inputs.ts';
import { applicableTiers, askingCustomer, MAX_VALIDATED_TIERS } from '../validations/validate-promotions.ts';
import { iso } from '../present-common.ts';
import { judgeCandidates, qualificationModel } from './qualify.ts';

/** Tiers valid now whose rules' customer conditions hold: the audience-only judgement, with no order. */
async function audienceTiers(
  db: Executor,
  projectId: string,
  customer: ReturnType<typeof ruleCustomer>,
  at: Date,
): Promise<TierWithCampaign[]> {
  const { rows } = await pageProjectTiers(
    db,
    projectId,
    { is_available: true, limit: MAX_VALIDATED_TIERS, page: 1, order: '-created_at' },
    at,
  );
  const rulesOf = await loadAssignedRules(db, [...rows.map((r) => r.tier.id), ...rows.map((r) => r.campaign.id)]);
  const ctx = { customer, order: null, redemptions: { perCustomer: 0, campaignTotal: 0 } };
  return rows.filter(
    ({ tier, campaign }) =>
      isValidAt({ ...tier.validity, active: tier.active }, at).valid &&
      isValidAt({ ...campaign.validity, active: campaign.active }, at).valid &&
      !firstFailingRule([...rulesOf(tier.id), ...rulesOf(campaign.id)], ctx, { audienceOnly: true }),
  );
}

const tierRedeemable = (
  { tier, campaign }: TierWithCampaign,
  order: QualifiedRedeemable['order'],
): QualifiedRedeemable => ({
  id: tier.id,
  object: 'promotion_tier',
  created_at: iso(tier.createdAt),
  result: { discount: tier.action.discount },
  ...(order && { order }),
  ...targetLists([]),
  metadata: tier.metadata,
  name: tier.name,
  banner: tier.banner ?? undefined,
  campaign_name: campaign.name,
  campaign_id: campaign.id,
});

export async function checkEligibility(
  db: Executor,
  input: {
    projectId: string;
    model: ModelSnapshot;
    body: QualificationsRequest;
    stackingRules: StackingRules;
    at: Date;
  },
): Promise<QualificationsResponse> {
  const { projectId, model, body, stackingRules, at } = input;
  const customer: CustomerRow | undefined = await askingCustomer(db, projectId, body.customer);
  const audienceOnly = body.scenario === 'AUDIENCE_ONLY';

  const campaigns = await qualificationModel(db, model, projectId);
  const verdicts = await judgeCandidates(db, campaigns, {
    projectId,
    customer,
    requestCustomer: body.customer,
    order: audienceOnly ? undefined : body.order,
    audienceOnly,
    at,
  });
  const qualified: QualifiedRedeemable[] = campaigns
    .inOrder('-created_at')
    .filter((c) => verdicts.has(c.id) && verdicts.get(c.id) === undefined)
    .map((c) => ({
      id: c.id,
      object: 'campaign',
      created_at: c.created_at,
      result: c.voucher?.gift
        ? { gift: { balance: c.voucher.gift.amount } }
        : { ...(c.voucher?.discount && { discount: c.voucher.discount }) },
      ...targetLists([]),
      metadata: c.metadata ?? {},
      name: c.name,
    }));
  if (audienceOnly) {
    const tiers = await audienceTiers(db, projectId, ruleCustomer(customer, body.customer), at);
    qualified.push(...tiers.map((row) => tierRedeemable(row, undefined)));
  } else {
    const { options: _options, scenario: _scenario, session: _session, ...context } = body;
    const tiers = await applicableTiers(db, { projectId, model, context, customer, stackingRules, at });
    qualified.push(...tiers.map((row) => tierRedeemable(row, row.order)));
  }

  // DEFAULT sorting: newest first (ties by id), so `starting_after` (a created_at) continues with older ones.
  qualified.sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  );
  const after = body.options?.starting_after;
  const cursor = after == null ? undefined : new Date(after).toISOString();
  const rest = cursor === undefined ? qualified : qualified.filter((r) => r.created_at < cursor);
  const limit = body.options?.limit ?? DEFAULT_QUALIFIED_REDEEMABLES;
  const data = rest.slice(0, limit);
  const hasMore = rest.length > limit;

  const sourceId = customer?.sourceId ?? body.customer?.source_id;
  const tracking = body.tracking_id ?? (sourceId === undefined ? undefined : trackingId(sourceId));
  return {
    redeemables: {
      object: 'list',
      data_ref: 'data',
      data,
      total: data.length,
      has_more: hasMore,
      ...(hasMore && { more_starting_after: data.at(-1)!.created_at }),
    },
    ...(tracking !== undefined && { tracking_id: tracking }),
    ...(body.order && {
      order: presentOrder({ request: body.order, calculation: calculateOrder(body.order, []), customer, at }),
    }),
    stacking_rules: stackingRules,
  };
}
