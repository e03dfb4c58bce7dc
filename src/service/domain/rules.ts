/*
 * Evaluates a validation rule (the subset in contract/validation-rule.ts) against a customer, an order and
 * redemption counters.
 *
 * - A missing order is an empty one (amount 0, no items); a missing customer has no metadata and no segments.
 * - Redemption counts include the redemption being attempted, so `redemption.count.per_customer` with
 *   `$less_than_or_equal: [1]` means "once per customer", as on the hosted service.
 * - `product.id` values match a line's `product_id` or `source_id`.
 * - With `audienceOnly`, only segment and customer-metadata conditions are evaluated; a rule with none passes.
 * - A failing rule reports its first failing condition, the message of that condition, else of the rule, else a
 *   generated one, and `customer_rules_violated` for conditions about the customer (audience and per-customer
 *   redemption counts) or `order_rules_violated` for the others.
 */
import {
  AUDIENCE_CONDITION_NAMES,
  type ValidationRule,
  type ValidationRuleCondition,
  type ValidationRuleConditionName,
} from '../../contract/validation-rule.ts';

export interface RuleContext {
  customer?: {
    id?: string;
    source_id?: string;
    metadata?: Record<string, unknown>;
    segments?: readonly string[];
  } | null;
  order?: {
    amount: number;
    items: readonly { product_id?: string | undefined; source_id?: string | undefined; quantity: number }[];
  } | null;
  /** Successful redemptions before this one. */
  redemptions: { perCustomer: number; campaignTotal: number };
}

export type RuleFailureCode = 'customer_rules_violated' | 'order_rules_violated';
export type RuleOutcome =
  | { passed: true }
  | { passed: false; condition: ValidationRuleCondition; failure_code: RuleFailureCode; message: string };

const CUSTOMER_CONDITIONS: ReadonlySet<ValidationRuleConditionName> = new Set([
  ...AUDIENCE_CONDITION_NAMES,
  'redemption.count.per_customer',
]);
const AUDIENCE: ReadonlySet<ValidationRuleConditionName> = new Set(AUDIENCE_CONDITION_NAMES);

export function isAudienceCondition(condition: ValidationRuleCondition): boolean {
  return AUDIENCE.has(condition.name);
}

type NumericOperators = Extract<ValidationRuleCondition, { name: 'order.amount' }>['conditions'];

function numericHolds(ops: NumericOperators, value: number): boolean {
  const checks: [number | undefined, (bound: number) => boolean][] = [
    [ops.$is?.[0], (b) => value === b],
    [ops.$is_not?.[0], (b) => value !== b],
    [ops.$more_than?.[0], (b) => value > b],
    [ops.$more_than_or_equal?.[0], (b) => value >= b],
    [ops.$less_than?.[0], (b) => value < b],
    [ops.$less_than_or_equal?.[0], (b) => value <= b],
  ];
  return checks.every(([bound, holds]) => bound === undefined || holds(bound));
}

function setHolds(
  ops: { $in?: readonly unknown[] | undefined; $not_in?: readonly unknown[] | undefined },
  present: readonly unknown[],
): boolean {
  if (ops.$in && !ops.$in.some((v) => present.includes(v))) return false;
  if (ops.$not_in && ops.$not_in.some((v) => present.includes(v))) return false;
  return true;
}

function holds(condition: ValidationRuleCondition, ctx: RuleContext): boolean {
  const items = ctx.order?.items ?? [];
  switch (condition.name) {
    case 'order.amount':
      return numericHolds(condition.conditions, ctx.order?.amount ?? 0);
    case 'order.items.count':
      return numericHolds(
        condition.conditions,
        items.reduce((n, item) => n + item.quantity, 0),
      );
    case 'product.id':
      return setHolds(
        condition.conditions,
        items.flatMap((item) => [item.product_id, item.source_id].filter((id) => id !== undefined)),
      );
    case 'customer.segment':
      return setHolds(condition.conditions, ctx.customer?.segments ?? []);
    case 'customer.metadata': {
      const ops = condition.conditions;
      // Own fields only: a property named like `constructor` must not read what every object inherits.
      const metadata = ctx.customer?.metadata;
      const value = metadata && Object.hasOwn(metadata, condition.property) ? metadata[condition.property] : undefined;
      if (ops.$is && value !== ops.$is[0]) return false;
      if (ops.$is_not && value === ops.$is_not[0]) return false;
      // A list-valued property (tags, say) matches `$in` when any of its entries does.
      return setHolds(ops, value === undefined ? [] : Array.isArray(value) ? value : [value]);
    }
    case 'redemption.count.per_customer':
      return numericHolds(condition.conditions, ctx.redemptions.perCustomer + 1);
    case 'redemption.count':
      return numericHolds(condition.conditions, ctx.redemptions.campaignTotal + 1);
  }
}

function describe(condition: ValidationRuleCondition): string {
  switch (condition.name) {
    case 'customer.metadata':
      return `Customer metadata "${condition.property}" does not match the rule`;
    case 'customer.segment':
      return 'Customer is not in a required segment';
    case 'order.amount':
      return 'Order amount does not match the rule';
    case 'order.items.count':
      return 'Number of items in the order does not match the rule';
    case 'product.id':
      return 'Order does not contain the required products';
    case 'redemption.count.per_customer':
      return 'Customer has reached the redemption limit';
    case 'redemption.count':
      return 'Campaign has reached the redemption limit';
  }
}

const COUNT_CONDITIONS: ReadonlySet<ValidationRuleConditionName> = new Set([
  'redemption.count.per_customer',
  'redemption.count',
]);

/** Whether evaluating `rules` reads redemption counters, so a caller reads those only when they matter. */
export const readsRedemptionCounts = (rules: readonly Pick<ValidationRule, 'rules'>[]) =>
  rules.some((rule) => rule.rules.conditions.some((condition) => COUNT_CONDITIONS.has(condition.name)));

/** Whether `rule` passes for `ctx`, and which condition failed when it does not. */
export function evaluateRule(
  rule: Pick<ValidationRule, 'rules' | 'error'>,
  ctx: RuleContext,
  options: { audienceOnly?: boolean } = {},
): RuleOutcome {
  const conditions = options.audienceOnly ? rule.rules.conditions.filter(isAudienceCondition) : rule.rules.conditions;
  if (conditions.length === 0) return { passed: true };
  const failing = conditions.filter((c) => !holds(c, ctx));
  const passed = rule.rules.junction === 'and' ? failing.length === 0 : failing.length < conditions.length;
  const first = failing[0];
  if (passed || !first) return { passed: true };
  return {
    passed: false,
    condition: first,
    failure_code: CUSTOMER_CONDITIONS.has(first.name) ? 'customer_rules_violated' : 'order_rules_violated',
    message: first.error?.message ?? rule.error?.message ?? describe(first),
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
