/*
 * One pass of a stacked redemption: on what load-evaluation.ts read, check each redeemable with the domain, decide
 * the stack and compute the discounts. Nothing is read or written here; `persist.ts` applies the outcome.
 */
import type { RedeemableRequest, RedemptionChannel, ResolvedRedemptionRequest } from '../../../contract/redemption.ts';
import type { Discount } from '../../../contract/discount.ts';
import { giftCreditsDiscount, pointsDiscount, pointsFor, type DiscountShare } from '../../domain/discounts.ts';
import { calculateOrder, type LineIds, type OrderCalculation } from '../../domain/order-totals.ts';
import type { RuleContext } from '../../domain/rules.ts';
import { discountTargetLines } from '../../domain/rule-scope.ts';
import type { OrderItemRequest } from '../../../contract/order.ts';
import {
  availableGiftBalance,
  checkRedeemable,
  type RedeemableFailure,
  type RedeemableState,
} from '../../domain/redeemable-checks.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import {
  DEFAULT_STACKING_RULES,
  decideStacking,
  skip,
  skipsWithoutEffect,
  type StackDecision,
} from '../../domain/stacking.ts';
import { findProject } from '../../store/repositories/projects.ts';
import type { Loaded } from './load-evaluation.ts';
import { invalidField } from '../failures.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { budgetLimits, type BudgetLimit } from '../../domain/budgets.ts';
import { type CampaignRow, type CategoryRow } from '../../store/repositories/campaigns.ts';
import { type CustomerRow } from '../../store/repositories/customers.ts';
import type { PromotionTierRow } from '../../store/repositories/promotion-tiers.ts';
import { type Reserved } from '../../store/repositories/session-locks.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { ruleCustomer, ruleOrder, targetsOf, withCollections, type AssignedRule } from '../rule-inputs.ts';
import { cardPayment, payWithState, type CardReward } from './pay-with-points.ts';

export type Found =
  | { object: 'voucher'; voucher: VoucherRow; campaign: CampaignRow | undefined; payWith?: CardReward | undefined }
  | { object: 'promotion_tier'; tier: PromotionTierRow; campaign: CampaignRow };

export interface Candidate {
  request: RedeemableRequest;
  /** `voucher:CODE` or `promotion_tier:ID`: requests name each redeemable once. */
  key: string;
  found: Found | undefined;
  categories: CategoryRow[];
  failure: RedeemableFailure | undefined;
  /** The budgets its rules set on its campaign's totals, taken with its counters. */
  budgets: BudgetLimit[];
}

export interface Applied {
  candidate: Candidate & { found: Found };
  /** The discount it applies (for a gift card, the credits it spends as an amount; for a loyalty card, its points). */
  definition: Discount;
  /** What this redeemable took off the order (order level plus items). */
  discount: number;
  /** The same, split into the order-level and per-line amounts. */
  share: DiscountShare;
  /** Its rules and its campaign's. */
  rules: AssignedRule[];
  /** What its discount targets: its rules' `applicable_to` and the lines their discount-applicable conditions select. */
  targetIds: string[];
  /** The lines its rules' discount-applicable conditions select, by their product (or source) id. */
  selectedIds: string[];
  /** A loyalty card's: the points its share of the order costs. */
  points?: number | undefined;
}

export interface Evaluation {
  decisions: StackDecision<Candidate>[];
  applied: Applied[];
  calculation: OrderCalculation;
  /** Per order line, the other ids it was resolved to (only when a rule targets products). */
  lineIds?: LineIds | undefined;
}

export interface EvaluationInput {
  projectId: string;
  /** Definitions as the request's model snapshot holds them. */
  model: ModelSnapshot;
  request: ResolvedRedemptionRequest;
  customer: CustomerRow | undefined;
  sessionKey: string | undefined;
  stackingRules: StackingRules;
  at: Date;
  /** Redeemables that lost a race for their last use or balance in an earlier pass, with the reason. */
  lostRaces: ReadonlyMap<string, RedeemableFailure>;
  /**
   * A redemption takes turns before reading counts its rules judge: with the others of the same incentive or campaign
   * for the counts they share (per period, key or person), with the same customer's for per-customer counts, so
   * those counts stay exact under concurrency; a validation only asks.
   */
  lockForCounts?: boolean;
  /** Who redeems or validates (rules on keys and people judge it); none for the demo seed's history. */
  channel?: RedemptionChannel | undefined;
}

export const keyOf = (r: RedeemableRequest) => `${r.object}:${r.id}`;
export const objectIdOf = (found: Found) => (found.object === 'voucher' ? found.voucher.id : found.tier.id);

/** A found redeemable's rules, its campaign's and (a loyalty card's) its reward assignment's, which guard it too. */
export const rulesOfFound = (rulesOf: Loaded['rulesOf'], f: Found) => [
  ...rulesOf(objectIdOf(f)),
  ...(f.campaign ? rulesOf(f.campaign.id) : []),
  ...(f.object === 'voucher' && f.payWith ? rulesOf(f.payWith.assignmentId) : []),
];

function stateOf(
  f: Found,
  request: RedeemableRequest,
  rules: RedeemableState['rules'],
  reserved: Reserved | undefined,
): RedeemableState {
  const campaignWindow = f.campaign ? [{ ...f.campaign.validity, active: f.campaign.active }] : [];
  if (f.object === 'promotion_tier') {
    return {
      kind: 'promotion_tier',
      windows: [{ ...f.tier.validity, active: f.tier.active }, ...campaignWindow],
      rules,
    };
  }
  const v = f.voucher;
  return {
    kind: 'voucher',
    windows: [{ ...v.validity, active: v.active }, ...campaignWindow],
    voucherType: v.type,
    quantity: v.redemptionQuantity,
    redeemed: v.redeemedQuantity,
    giftBalance: v.giftBalance,
    credits: request.object === 'voucher' ? request.gift?.credits : undefined,
    payWith: v.type === 'LOYALTY_CARD' ? payWithState(v, f.payWith, request) : undefined,
    reservedByOthers: reserved,
    rules,
  };
}

/** The discount a found redeemable gives: a gift card spends credits (of what others have not reserved), a voucher or tier its discount. */
function discountOf(f: Found, request: RedeemableRequest, reserved: Reserved | undefined): Discount | undefined {
  if (f.object === 'promotion_tier') return f.tier.action.discount;
  if (f.voucher.type === 'GIFT_VOUCHER') {
    const credits = request.object === 'voucher' ? request.gift?.credits : undefined;
    return giftCreditsDiscount(
      { balance: availableGiftBalance(f.voucher.giftBalance, reserved), effect: f.campaign?.voucher?.gift?.effect },
      credits,
    );
  }
  const payment = cardPayment(f.voucher, f.payWith, request);
  if (payment) return pointsDiscount(payment.offered, payment.rate);
  return f.voucher.discount ?? f.campaign?.voucher?.discount;
}

/** What the redeemable spends in this request, and whether its code is published to the customer redeeming it. */
function redeemableFacts(
  f: Found,
  request: RedeemableRequest,
  reserved: Reserved | undefined,
  orderAmount: number,
  customer: CustomerRow | undefined,
): NonNullable<RuleContext['redeemable']> {
  if (f.object === 'promotion_tier') return {};
  const v = f.voucher;
  const heldByCustomer = v.holderId !== null && v.holderId === customer?.id;
  const payment = cardPayment(v, f.payWith, request);
  if (payment) return { heldByCustomer, pointsUsed: pointsFor(orderAmount, payment.rate, payment.offered) };
  if (v.type !== 'GIFT_VOUCHER') return { heldByCustomer };
  const credits = request.object === 'voucher' ? request.gift?.credits : undefined;
  return {
    heldByCustomer,
    giftAmount: credits ?? Math.min(availableGiftBalance(v.giftBalance, reserved), orderAmount),
  };
}

/** The ids of the order lines the rules' discount-applicable conditions select (a line by its product or source id). */
function selectedLineIds(
  rules: readonly AssignedRule[],
  order: RuleContext['order'],
  items: readonly OrderItemRequest[] | undefined,
): string[] {
  const lines = order?.items ?? [];
  const selected = discountTargetLines(rules, lines);
  if (selected.size === 0) return [];
  return lines.flatMap((line, i) => {
    const item = items?.[i];
    const id = selected.has(line) ? (item?.product_id ?? item?.source_id) : undefined;
    return id === undefined ? [] : [id];
  });
}

/**
 * The pass's decision on what it loaded, with no I/O: each redeemable checked with the domain, the stack decided and
 * the discounts computed. The demo seed's history decides its redemptions with it too.
 */
export function decideRedemption(
  { found, categoryRows, rulesOf, counts, incentiveCounts: incentiveCountsOf, reserved, lineIds, channel }: Loaded,
  input: Pick<EvaluationInput, 'request' | 'customer' | 'stackingRules' | 'at' | 'lostRaces'>,
): Evaluation {
  const reservedFor = (f: Found) => (f.object === 'voucher' ? reserved.get(f.voucher.id) : undefined);
  const rulesFor = (f: Found) => rulesOfFound(rulesOf, f);
  const customer = ruleCustomer(input.customer, input.request.customer);
  const order = withCollections(ruleOrder(input.request.order), lineIds);

  const candidates: Candidate[] = input.request.redeemables.map((request) => {
    const key = keyOf(request);
    const f = found.get(key);
    if (!f) {
      const failure: RedeemableFailure =
        request.object === 'voucher'
          ? { code: 'resource_not_found', message: `Cannot find voucher with code ${request.id}` }
          : { code: 'not_found', message: `Cannot find promotion_tier with id ${request.id}` };
      return { request, key, found: undefined, categories: [], failure, budgets: [] };
    }
    const categoryId = f.object === 'voucher' ? f.voucher.categoryId : f.tier.categoryId;
    const rules = rulesFor(f);
    const ctx = {
      customer,
      order,
      redemptions: {
        ...((f.campaign && counts.get(f.campaign.id)) || { perCustomer: 0, campaignTotal: 0 }),
        incentive: incentiveCountsOf.get(objectIdOf(f)),
      },
      requestMetadata: input.request.metadata,
      redeemable: redeemableFacts(f, request, reservedFor(f), order?.amount ?? 0, input.customer),
      channel,
    };
    const failure =
      checkRedeemable(stateOf(f, request, rules, reservedFor(f)), ctx, input.at) ?? input.lostRaces.get(key);
    return {
      request,
      key,
      found: f,
      categories: categoryRows.filter((c) => c.id === categoryId),
      failure,
      budgets: f.campaign ? budgetLimits(rules) : [],
    };
  });

  const stackCategories = (c: Candidate) =>
    c.categories.map((cat) => ({
      id: cat.id,
      hierarchy: cat.hierarchy,
      stacking_rules_type: cat.stackingRulesType ?? undefined,
    }));
  const decisions = decideStacking(
    candidates.map((c) => ({ item: c, categories: stackCategories(c), inapplicable: c.failure !== undefined })),
    input.stackingRules,
  );

  const calculate = (ds: StackDecision<Candidate>[]) => {
    const applicable = ds.filter((d) => d.status === 'APPLICABLE').map((d) => d.item as Candidate & { found: Found });
    const discounts = applicable.map((c) => {
      const rules = rulesFor(c.found);
      const targets = targetsOf(rules);
      const selectedIds = selectedLineIds(rules, order, input.request.order?.items);
      return {
        discount: discountOf(c.found, c.request, reservedFor(c.found)) ?? { type: 'AMOUNT' as const, amount_off: 0 },
        productIds: [...targets.included, ...selectedIds],
        excludedIds: targets.excluded,
        selectedIds,
      };
    });
    const calculation = calculateOrder(input.request.order ?? {}, discounts, lineIds);
    const applied = applicable.map((candidate, i) => {
      const share = calculation.shares[i]!;
      const discount = share.order + share.items.reduce((a, b) => a + b, 0);
      const { found } = candidate;
      const payment = found.object === 'voucher' && cardPayment(found.voucher, found.payWith, candidate.request);
      return {
        candidate,
        definition: discounts[i]!.discount,
        discount,
        share,
        rules: rulesFor(found),
        targetIds: discounts[i]!.productIds,
        selectedIds: discounts[i]!.selectedIds,
        ...(payment && { points: pointsFor(discount, payment.rate, payment.offered) }),
      };
    });
    return { applied, calculation, lineIds };
  };

  // A redeemable that took nothing is skipped when the no-effect rule says so; removing it changes no other amount.
  const first = calculate(decisions);
  const noEffect = new Set<Candidate>(
    first.applied
      .filter((a) => a.discount === 0 && skipsWithoutEffect(stackCategories(a.candidate), input.stackingRules))
      .map((a) => a.candidate),
  );
  if (noEffect.size === 0) return { decisions, ...first };
  const final = decisions.map((d) => (noEffect.has(d.item) ? skip(d.item, 'no_effect') : d));
  return { decisions: final, ...calculate(final) };
}

/**
 * The project's stacking rules for a stacked request (a project stores only the rules it changed; the official
 * defaults fill in the rest), after the request-size and duplicate checks every stacked operation makes.
 */
export async function prepareStackedRequest(
  db: Executor,
  model: ModelSnapshot,
  projectId: string,
  request: ResolvedRedemptionRequest,
): Promise<StackingRules> {
  const project = await model.memo(`project:${projectId}`, () => findProject(db, projectId));
  const stackingRules: StackingRules = {
    ...DEFAULT_STACKING_RULES,
    ...project?.stackingRules,
  };
  if (request.redeemables.length > stackingRules.redeemables_limit) {
    throw invalidField('redeemables', `at most ${stackingRules.redeemables_limit} redeemables per request`);
  }
  const keys = request.redeemables.map(keyOf);
  const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
  if (repeated) throw invalidField('redeemables', `${repeated.replace(':', ' ')} is listed more than once`);
  return stackingRules;
}
