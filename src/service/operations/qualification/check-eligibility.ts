/*
 * The hosted API's newer qualification (POST /v1/qualifications, "check eligibility"): every redeemable a customer
 * and order qualify for, newest first, paged by `starting_after`, on the engines Promodesk already has.
 *
 * Redeemables are campaigns (the campaign qualification's candidates: coupon, gift card and referral campaigns, judged
 * by `judgeCandidates`), promotion tiers (judged one at a time by the redemption's own decision, as the promotion
 * validation does, each with the order it would leave) and codes: the generic ones and those the customer holds
 * (eligible-vouchers.ts). Scenario `ALL` judges every rule; `AUDIENCE_ONLY` only the customer's (segments, customer
 * metadata) besides validity, with no order. `options.filters` narrow by the official fields in the filter language;
 * a `limit` above 50 answers 50, as the hosted service decides. Categories are always answered, `validation_rules`
 * adds each redeemable's rule assignments. Other scenarios, sorting other than DEFAULT and sessions are refused by
 * the route rather than ignored. A question only: nothing is recorded.
 */
import type { OrderRequest } from '../../../contract/order.ts';
import {
  DEFAULT_QUALIFIED_REDEEMABLES,
  MAX_QUALIFIED_REDEEMABLES,
  type QualificationsRequest,
  type QualificationsResponse,
  type QualifiedRedeemable,
} from '../../../contract/qualifications.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { calculateOrder } from '../../domain/order-totals.ts';
import { resultDiscount } from '../../domain/discounts.ts';
import { passesQualificationFilters, trackingId, type FilterFacts } from '../../domain/qualification.ts';
import { firstFailingRule } from '../../domain/rules.ts';
import { isValidAt } from '../../domain/validity.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { pageProjectTiers, type TierWithCampaign } from '../../store/repositories/promotion-tiers.ts';
import { assignmentsFor } from '../../store/repositories/campaigns.ts';
import type { Applied } from '../redemptions/evaluate.ts';
import { presentOrder } from '../redemptions/present.ts';
import { loadAssignedRules, ruleCustomer, targetLists, targetsOf } from '../rule-inputs.ts';
import { applicableTiers, askingCustomer, MAX_VALIDATED_TIERS } from '../validations/validate-promotions.ts';
import { iso, presentAssignmentList } from '../present-common.ts';
import { eligibleVouchers } from './eligible-vouchers.ts';
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
  { tier, campaign, applied }: TierWithCampaign & { applied?: Applied },
  order: QualifiedRedeemable['order'],
  items: OrderRequest['items'],
): QualifiedRedeemable => ({
  id: tier.id,
  object: 'promotion_tier',
  created_at: iso(tier.createdAt),
  result: tier.action.discount
    ? { discount: resultDiscount(tier.action.discount, targetsOf(applied?.rules ?? []).included) }
    : {},
  ...(order && { order }),
  ...targetLists(applied?.rules ?? [], items, [], applied?.selectedIds),
  metadata: tier.metadata,
  categories: [],
  name: tier.name,
  banner: tier.banner ?? undefined,
  campaign_name: campaign.name,
  campaign_id: campaign.id,
});

/** A redeemable with what the filters read of it and whose rule assignments `validation_rules` expands. */
interface Listed {
  redeemable: QualifiedRedeemable;
  facts: FilterFacts;
  assignedTo: string[];
}

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
  const options = body.options ?? {};

  const campaigns = await qualificationModel(db, model, projectId);
  const verdicts = await judgeCandidates(db, campaigns, {
    projectId,
    customer,
    requestCustomer: body.customer,
    order: audienceOnly ? undefined : body.order,
    audienceOnly,
    at,
  });
  const listed: Listed[] = campaigns
    .inOrder('-created_at')
    .filter((c) => verdicts.has(c.id) && verdicts.get(c.id) === undefined)
    .map((c) => ({
      redeemable: {
        id: c.id,
        object: 'campaign',
        created_at: c.created_at,
        result: c.voucher?.gift
          ? { gift: { balance: c.voucher.gift.amount } }
          : { ...(c.voucher?.discount && { discount: resultDiscount(c.voucher.discount) }) },
        ...targetLists([]),
        metadata: c.metadata ?? {},
        categories: c.categories,
        name: c.name,
      },
      facts: {
        resource_type: 'campaign',
        resource_id: c.id,
        campaign_id: c.id,
        campaign_type: c.campaign_type,
        category_id: c.category_id,
        voucher_type: c.voucher?.type,
      },
      assignedTo: [c.id],
    }));
  const tierFacts = ({ tier, campaign }: TierWithCampaign): FilterFacts => ({
    resource_type: 'promotion_tier',
    resource_id: tier.id,
    campaign_id: campaign.id,
    campaign_type: 'PROMOTION',
    category_id: tier.categoryId ?? undefined,
  });
  if (audienceOnly) {
    const tiers = await audienceTiers(db, projectId, ruleCustomer(customer, body.customer), at);
    listed.push(
      ...tiers.map((row) => ({
        redeemable: tierRedeemable(row, undefined, undefined),
        facts: tierFacts(row),
        assignedTo: [row.tier.id, row.campaign.id],
      })),
    );
  } else {
    const { options: _options, scenario: _scenario, session: _session, ...context } = body;
    const tiers = await applicableTiers(db, { projectId, model, context, customer, stackingRules, at });
    listed.push(
      ...tiers.map((row) => ({
        redeemable: tierRedeemable(row, row.order, body.order?.items),
        facts: tierFacts(row),
        assignedTo: [row.tier.id, row.campaign.id],
      })),
    );
  }
  for (const { redeemable, row, campaignType } of await eligibleVouchers(db, { ...input, customer })) {
    listed.push({
      redeemable,
      facts: {
        resource_type: 'voucher',
        resource_id: row.code,
        code: row.code,
        campaign_id: row.campaignId ?? undefined,
        campaign_type: campaignType,
        category_id: row.categoryId ?? undefined,
        voucher_type: row.type,
        // As the customer's redeemables say: the holder of a referral code is its referrer.
        holder_role:
          customer && row.holderId === customer.id
            ? campaignType === 'REFERRAL_PROGRAM'
              ? 'REFERRER'
              : 'OWNER'
            : undefined,
      },
      assignedTo: [row.id, ...(row.campaignId ? [row.campaignId] : [])],
    });
  }

  const qualified = listed.filter((entry) => passesQualificationFilters(options.filters, entry.facts, at));
  // DEFAULT sorting: newest first (ties by id), so `starting_after` (a created_at) continues with older ones.
  qualified.sort(({ redeemable: a }, { redeemable: b }) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  );
  const after = options.starting_after;
  const cursor = after == null ? undefined : new Date(after).toISOString();
  const rest = cursor === undefined ? qualified : qualified.filter((r) => r.redeemable.created_at < cursor);
  const limit = Math.min(options.limit ?? DEFAULT_QUALIFIED_REDEEMABLES, MAX_QUALIFIED_REDEEMABLES);
  const page = rest.slice(0, limit);
  const hasMore = rest.length > limit;
  const data = options.expand?.includes('validation_rules')
    ? await withAssignments(db, page)
    : page.map((e) => e.redeemable);

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

/** `expand: validation_rules`: each redeemable with the rule assignments that guard it, when it has any. */
async function withAssignments(db: Executor, page: Listed[]): Promise<QualifiedRedeemable[]> {
  const assignments = await assignmentsFor(db, [...new Set(page.flatMap((e) => e.assignedTo))]);
  return page.map(({ redeemable, assignedTo }) => {
    const rows = assignedTo.flatMap((id) => assignments.get(id) ?? []);
    return rows.length ? { ...redeemable, validation_rules_assignments: presentAssignmentList(rows) } : redeemable;
  });
}
