/*
 * A campaign's budgets: the upper bounds its validation rules put on the campaign's totals (redemption count,
 * discount given, order value), read from the conditions every redemption must meet (those reached from the top
 * of a rule set through `and` only; a bound inside an `or` is a choice, not a budget).
 *
 * A limit is the most the total may reach with a redemption included: counts already include the redemption being
 * attempted in the rules, and amounts are checked with this redemption's own discount or order added when its
 * counters are taken, so a budget is never overspent (a redemption that would cross it is refused, even when the
 * total so far is still under it).
 */
import { parseRuleLogic, type RuleLogic } from '../../contract/rule-logic.ts';
import {
  logicOf,
  numberedRules,
  type ValidationRule,
  type ValidationRuleCondition,
} from '../../contract/validation-rule.ts';
import type { ValidationRuleConditionName } from '../../contract/rule-conditions.ts';
import { evaluateRule, type RuleFailure } from './rules.ts';

export type BudgetMetric = 'redemptions' | 'discount' | 'orders';

export const BUDGET_METRICS: Partial<Record<ValidationRuleConditionName, BudgetMetric>> = {
  'redemption.count': 'redemptions',
  'campaign.redemptions.count': 'redemptions',
  'campaign.orders.amount_discounted': 'discount',
  'campaign.orders.amount': 'orders',
};

export interface BudgetLimit {
  metric: BudgetMetric;
  condition: ValidationRuleConditionName;
  /** The most the campaign's total may reach, this redemption included. */
  limit: number;
  /** What a redemption refused by this budget answers: the rule's failure for its condition. */
  failure: RuleFailure;
}

/** The condition's upper bound, or undefined when it sets none (`$more_than` alone, or a non-integer bound). */
function upperBound(condition: ValidationRuleCondition): number | undefined {
  const ops = condition.conditions;
  const bounds = [
    ...(ops.$less_than ?? []).map((v) => (typeof v === 'number' ? Math.ceil(v) - 1 : undefined)),
    ...(ops.$less_than_or_equal ?? []).map((v) => (typeof v === 'number' ? Math.floor(v) : undefined)),
    ...(ops.$is ?? []).map((v) => (typeof v === 'number' ? Math.floor(v) : undefined)),
  ].filter((b): b is number => b !== undefined);
  return bounds.length ? Math.min(...bounds) : undefined;
}

/** The conditions of `set` that every passing evaluation meets, nested ones under such conditions included. */
function* necessaryConditions(set: object): Generator<ValidationRuleCondition> {
  const rules = numberedRules(set);
  if (!rules.length) return;
  const walk = function* (logic: RuleLogic): Generator<ValidationRuleCondition> {
    if (logic.kind === 'or') return;
    if (logic.kind !== 'rule') {
      yield* walk(logic.left);
      yield* walk(logic.right);
      return;
    }
    const rule = rules[logic.number - 1]!;
    yield rule;
    if (rule.rules) yield* necessaryConditions(rule.rules);
  };
  yield* walk(parseRuleLogic(logicOf(set), rules.length));
}

/** The budgets `rules` set, the tightest per metric. */
export function budgetLimits(rules: readonly Pick<ValidationRule, 'rules' | 'error'>[]): BudgetLimit[] {
  const tightest = new Map<BudgetMetric, BudgetLimit>();
  for (const rule of rules) {
    for (const condition of necessaryConditions(rule.rules)) {
      const metric = BUDGET_METRICS[condition.name];
      const limit = upperBound(condition);
      if (!metric || limit === undefined) continue;
      if ((tightest.get(metric)?.limit ?? Infinity) <= limit) continue;
      // The failure the rule itself reports once the total is past the bound.
      const outcome = evaluateRule(
        { rules: { '1': { ...condition, rules: undefined } }, error: condition.error ?? rule.error },
        { redemptions: { perCustomer: 0, campaignTotal: limit, amountDiscounted: limit + 1, ordersAmount: limit + 1 } },
      );
      const failure: RuleFailure = outcome.passed
        ? { passed: false, condition, failure_code: 'order_rules_violated', message: 'Campaign budget is spent' }
        : outcome;
      tightest.set(metric, { metric, condition: condition.name, limit, failure });
    }
  }
  return [...tightest.values()];
}

/** Days the run-out forecast averages the spend over. */
export const FORECAST_DAYS = 7;

/**
 * The UTC day a budget with `left` runs out when spending goes on at the average rate of `recent` (the spend of the
 * last `FORECAST_DAYS` days, today included): today when nothing is left, null when nothing was spent.
 */
export function runOutDate(left: number, recent: readonly number[], today: string): string | null {
  if (left <= 0) return today;
  const rate = recent.reduce((a, b) => a + b, 0) / FORECAST_DAYS;
  if (rate <= 0) return null;
  const days = Math.ceil(left / rate);
  // Far beyond any campaign's life; capped so the date stays in range.
  if (days > 36_500) return null;
  return new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
}
