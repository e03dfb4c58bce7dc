/*
 * Evaluates a validation rule (the hosted language of contract/validation-rule.ts) against a customer, an order and
 * redemption counters.
 *
 * - A rule set holds when its `logic` does, evaluated left to right with short-circuit; a numbered rule holds when
 *   its operators all hold and its nested rules (by their own logic) hold.
 * - A missing order is an empty one (amount 0, no items); a missing customer has no metadata and no segments.
 * - Redemption counts include the redemption being attempted, so `redemption.count.per_customer` with
 *   `$less_than_or_equal: [1]` means "once per customer", as on the hosted service.
 * - `product.id` values match a line's product id or source id (`{id}` / `{source_id}` objects too, and
 *   `{id, object: "products_collection"}` the collections a caller put on the line); `sku.id` the line's SKU.
 * - Line conditions (`product.price`, `product.quantity`, `product.metadata`, `sku.*`, `order.items.*`) read the
 *   lines in scope: every line at the top, the lines a parent `product.id` / `sku.id` matched when nested under it.
 * - A `product.metadata` parent scopes its nested rules like `product.id` does: to the lines whose product metadata
 *   matches. Flags (`product.discount_applicable`, `product.metadata.match_all`, …) judge the lines in scope, and
 *   `discountTargetLines` gives the lines the discount-applicable flags select.
 * - With `audienceOnly`, only segment and customer-metadata rules are evaluated, every other rule counting as held.
 * - A failing rule reports the first numbered rule (innermost first, in evaluation order, leaving out those inside an
 *   `or` that held) that failed: its message, else
 *   the rule's, else a generated one, with `customer_rules_violated` for conditions about the customer (audience
 *   and per-customer redemption counts) or `order_rules_violated` for the others.
 */
import { parseRuleLogic, type RuleLogic } from '../../contract/rule-logic.ts';
import type { CountPeriod } from './count-periods.ts';
import { describeCondition, failureCodeOf, isAudienceCondition } from './rule-condition-facts.ts';
import {
  logicOf,
  numberedRules,
  type ValidationRule,
  type ValidationRuleCondition,
} from '../../contract/validation-rule.ts';
import { compare, flagHolds, idsHold, metadataHolds, refMatches } from './rule-comparisons.ts';
import { isSkuLine, lineMatchesRef, scopeOf } from './rule-scope.ts';

export interface RuleOrderLine {
  product_id?: string | undefined;
  source_id?: string | undefined;
  sku_id?: string | undefined;
  sku_source_id?: string | undefined;
  quantity: number;
  /** Unit price in minor units, when known. */
  price?: number | undefined;
  metadata?: Record<string, unknown> | undefined;
  product_metadata?: Record<string, unknown> | undefined;
  /** Ids of the product collections the line's product belongs to, filled by whoever knows the catalogue. */
  collections?: readonly string[] | undefined;
}

export interface RuleContext {
  customer?: {
    id?: string;
    source_id?: string;
    metadata?: Record<string, unknown>;
    segments?: readonly string[];
  } | null;
  order?: {
    amount: number;
    initial_amount?: number | undefined;
    /** The amount less the discounts the order was sent with. */
    total_amount?: number | undefined;
    metadata?: Record<string, unknown> | undefined;
    items: readonly RuleOrderLine[];
  } | null;
  /** Successful redemptions before this one, the discounts they gave and their orders' value (when read). */
  redemptions: {
    perCustomer: number;
    campaignTotal: number;
    amountDiscounted?: number;
    ordersAmount?: number;
    /** The same two counts in this calendar day, week and month (when read). */
    periods?: Record<CountPeriod, { campaignTotal: number; perCustomer: number }> | undefined;
    /** The incentive's own (the code's or tier's): the customer's, and all and the customer's per period (when read). */
    incentive?:
      | {
          perCustomer: number;
          /** Through the request's channel (its key, or the person at the console). */
          perChannel?: number;
          periods: Record<CountPeriod, { total: number; perCustomer: number }>;
        }
      | undefined;
  };
  /** The redemption (or validation) request's own metadata. */
  requestMetadata?: Record<string, unknown> | undefined;
  /** What the redeemable judged spends (a gift card's amount, a loyalty card's reward points), and whether its code is published to the customer. */
  redeemable?: { giftAmount?: number; pointsUsed?: number; heldByCustomer?: boolean } | undefined;
  /** Who redeems: the client id of the request's key, or the login of the person at the console. */
  channel?: { apiKey?: string | undefined; userLogin?: string | undefined } | undefined;
  /** The custom event's metadata, when a custom event is what the rule judges. */
  eventMetadata?: Record<string, unknown> | undefined;
}

export type RuleFailureCode = 'customer_rules_violated' | 'order_rules_violated';
export type RuleOutcome =
  | { passed: true }
  | { passed: false; condition: ValidationRuleCondition; failure_code: RuleFailureCode; message: string };

const sumOf = (lines: readonly RuleOrderLine[], of: (line: RuleOrderLine) => number) =>
  lines.reduce((total, line) => total + of(line), 0);

function conditionHolds(rule: ValidationRuleCondition, ctx: RuleContext, lines: readonly RuleOrderLine[]): boolean {
  const ops = rule.conditions;
  const property = rule.property ?? '';
  const counts = ctx.redemptions;
  const anyLine = (holds: (line: RuleOrderLine) => boolean) => lines.some(holds);
  switch (rule.name) {
    case 'order.amount':
      return compare(ops, ctx.order?.amount ?? 0);
    case 'order.initial_amount':
      return compare(ops, ctx.order?.initial_amount ?? ctx.order?.amount ?? 0);
    case 'order.total_amount':
      return compare(ops, ctx.order?.total_amount ?? ctx.order?.amount ?? 0);
    case 'redemption.metadata':
      return metadataHolds(ops, ctx.requestMetadata, property);
    case 'order.items.count':
      return compare(
        ops,
        lines.reduce((n, line) => n + line.quantity, 0),
      );
    case 'order.items.price_any':
      return anyLine((line) => compare(ops, line.price));
    case 'order.items.price_each':
      return lines.length > 0 && lines.every((line) => compare(ops, line.price));
    case 'order.items.metadata_any':
      return anyLine((line) => metadataHolds(ops, line.metadata, property));
    case 'order.items.metadata_each':
      return lines.length > 0 && lines.every((line) => metadataHolds(ops, line.metadata, property));
    case 'order.metadata':
      return metadataHolds(ops, ctx.order?.metadata, property);
    case 'product.id':
    case 'sku.id':
      return idsHold(ops, (ref) => lines.some((line) => lineMatchesRef(rule.name, line)(ref)));
    case 'product.price':
      return anyLine((line) => line.price !== undefined && compare(ops, line.price));
    case 'product.quantity':
      return anyLine((line) => compare(ops, line.quantity));
    case 'product.metadata':
      return anyLine((line) => metadataHolds(ops, line.product_metadata, property));
    case 'sku.price':
      return anyLine((line) => isSkuLine(line) && line.price !== undefined && compare(ops, line.price));
    case 'sku.quantity':
      return anyLine((line) => isSkuLine(line) && compare(ops, line.quantity));
    case 'customer.segment':
      return idsHold(ops, (ref) => refMatches(ref, ctx.customer?.segments ?? []));
    case 'customer.metadata':
      return metadataHolds(ops, ctx.customer?.metadata, property);
    case 'redemption.count.per_customer':
      // The incentive's, as hosted; a campaign judged without an incentive (qualification) counts the campaign's.
      return compare(ops, (counts.incentive?.perCustomer ?? counts.perCustomer) + 1);
    case 'redemption.count.daily':
    case 'redemption.count.weekly':
    case 'redemption.count.monthly':
      return compare(ops, (counts.incentive?.periods[periodOf(rule.name)].total ?? 0) + 1);
    case 'redemption.count.per_customer.daily':
    case 'redemption.count.per_customer.weekly':
    case 'redemption.count.per_customer.monthly':
      return compare(ops, (counts.incentive?.periods[periodOf(rule.name)].perCustomer ?? 0) + 1);
    case 'redemption.count':
    case 'campaign.redemptions.count':
      return compare(ops, counts.campaignTotal + 1);
    case 'campaign.orders.amount_discounted':
      return compare(ops, counts.amountDiscounted ?? 0);
    case 'campaign.orders.amount':
      return compare(ops, counts.ordersAmount ?? 0);
    case 'campaign.redemptions.customers_count':
      return compare(ops, counts.perCustomer + 1);
    case 'campaign.redemptions.count.daily':
    case 'campaign.redemptions.count.weekly':
    case 'campaign.redemptions.count.monthly':
      return compare(ops, (counts.periods?.[periodOf(rule.name)]?.campaignTotal ?? 0) + 1);
    case 'campaign.redemptions.customers_count.daily':
    case 'campaign.redemptions.customers_count.weekly':
    case 'campaign.redemptions.customers_count.monthly':
      return compare(ops, (counts.periods?.[periodOf(rule.name)]?.perCustomer ?? 0) + 1);
    case 'redemption.gift.amount':
      return compare(ops, ctx.redeemable?.giftAmount ?? 0);
    case 'redemption.reward.pay_with_points.points_used':
      return compare(ops, ctx.redeemable?.pointsUsed ?? 0);
    case 'redemption.api_key':
      return idsHold(ops, (ref) => refMatches(ref, [ctx.channel?.apiKey]));
    case 'redemption.user.login':
      return idsHold(ops, (ref) => refMatches(ref, [ctx.channel?.userLogin]));
    case 'redemption.count.per_api_key':
      return compare(ops, (ctx.channel?.apiKey ? (counts.incentive?.perChannel ?? 0) : 0) + 1);
    case 'redemption.count.per_user':
      return compare(ops, (ctx.channel?.userLogin ? (counts.incentive?.perChannel ?? 0) : 0) + 1);
    case 'product.metadata.aggregated_quantity':
      return compare(
        ops,
        sumOf(lines, (line) => line.quantity),
      );
    case 'product.metadata.aggregated_amount':
      return compare(
        ops,
        sumOf(lines, (line) => (line.price ?? 0) * line.quantity),
      );
    case 'custom_event.metadata':
      return metadataHolds(ops, ctx.eventMetadata, property);
    case 'product.discount_applicable':
    case 'product.metadata.discount_applicable':
      return flagHolds(ops, lines.length > 0);
    case 'sku.discount_applicable':
      return flagHolds(ops, lines.some(isSkuLine));
    case 'product.metadata.match_all':
      return flagHolds(ops, lines.length > 0 && lines.length === (ctx.order?.items.length ?? 0));
    case 'publication.redeemable_by_linked_customer':
      return flagHolds(ops, ctx.redeemable?.heldByCustomer ?? false);
  }
}

/** The period a `….daily`/`.weekly`/`.monthly` condition counts in. */
const periodOf = (name: string) => name.slice(name.lastIndexOf('.') + 1) as CountPeriod;

interface Evaluation {
  ctx: RuleContext;
  audienceOnly: boolean;
  /** Failing numbered rules, in the order evaluation met them. */
  failed: ValidationRuleCondition[];
}

function setHolds(set: object, lines: readonly RuleOrderLine[], run: Evaluation): boolean {
  const rules = numberedRules(set);
  if (rules.length === 0) return true;
  const walk = (logic: RuleLogic): boolean => {
    if (logic.kind === 'rule') return ruleHolds(rules[logic.number - 1]!, lines, run);
    // Short-circuit: the right side is not evaluated (nor reported failing) when the left decides.
    if (logic.kind === 'and') return walk(logic.left) && walk(logic.right);
    // A disjunction that holds did not make the set fail: forget the failures met inside it.
    const mark = run.failed.length;
    const holds = walk(logic.left) || walk(logic.right);
    if (holds) run.failed.length = mark;
    return holds;
  };
  // Stored rules passed the contract, so their logic parses.
  return walk(parseRuleLogic(logicOf(set), rules.length));
}

function ruleHolds(rule: ValidationRuleCondition, lines: readonly RuleOrderLine[], run: Evaluation): boolean {
  if (run.audienceOnly && !isAudienceCondition(rule)) return true;
  const scoped = scopeOf(rule, lines);
  const holds = conditionHolds(rule, run.ctx, lines) && (!rule.rules || setHolds(rule.rules, scoped, run));
  if (!holds && !run.failed.includes(rule)) run.failed.push(rule);
  return holds;
}

/** Whether `rule` passes for `ctx`, and which numbered rule failed when it does not. */
export function evaluateRule(
  rule: Pick<ValidationRule, 'rules' | 'error'>,
  ctx: RuleContext,
  options: { audienceOnly?: boolean } = {},
): RuleOutcome {
  const run: Evaluation = { ctx, audienceOnly: options.audienceOnly ?? false, failed: [] };
  const passed = setHolds(rule.rules, ctx.order?.items ?? [], run);
  // A nested rule fails before its parent does: the first entry is the innermost cause of the first failure.
  const failing = run.failed[0];
  if (passed || !failing) return { passed: true };
  return {
    passed: false,
    condition: failing,
    failure_code: failureCodeOf(failing.name),
    message: failing.error?.message ?? rule.error?.message ?? describeCondition(failing),
  };
}

export type RuleFailure = Extract<RuleOutcome, { passed: false }>;

/** The first of `rules` that fails for `ctx`, with how it failed; undefined when every rule passes. */
export function firstFailingRule<R extends Pick<ValidationRule, 'rules' | 'error'>>(
  rules: readonly R[],
  ctx: RuleContext,
  options: { audienceOnly?: boolean } = {},
): { rule: R; failure: RuleFailure } | undefined {
  for (const rule of rules) {
    const outcome = evaluateRule(rule, ctx, options);
    if (!outcome.passed) return { rule, failure: outcome };
  }
  return undefined;
}
