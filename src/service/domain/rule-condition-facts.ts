/*
 * What each validation rule condition is, apart from how it is judged (rules.ts): who a failure is about (the
 * customer for audience conditions and per-customer counts, the order for the others), the message a failure gives
 * when the rule has none, and which conditions read redemption counts, so callers read those only when they matter.
 */
import { numberedRules, type ValidationRule, type ValidationRuleCondition } from '../../contract/validation-rule.ts';
import { AUDIENCE_CONDITION_NAMES, type ValidationRuleConditionName } from '../../contract/rule-conditions.ts';

const CUSTOMER_CONDITIONS: ReadonlySet<ValidationRuleConditionName> = new Set([
  ...AUDIENCE_CONDITION_NAMES,
  'redemption.count.per_customer',
  'campaign.redemptions.customers_count',
  'campaign.redemptions.customers_count.daily',
  'campaign.redemptions.customers_count.weekly',
  'campaign.redemptions.customers_count.monthly',
  'redemption.count.per_customer.daily',
  'redemption.count.per_customer.weekly',
  'redemption.count.per_customer.monthly',
  'publication.redeemable_by_linked_customer',
]);
const AUDIENCE: ReadonlySet<ValidationRuleConditionName> = new Set(AUDIENCE_CONDITION_NAMES);

export function isAudienceCondition(condition: Pick<ValidationRuleCondition, 'name'>): boolean {
  return AUDIENCE.has(condition.name);
}

/** The failure code a failing condition gives. */
export const failureCodeOf = (name: ValidationRuleConditionName) =>
  CUSTOMER_CONDITIONS.has(name) ? ('customer_rules_violated' as const) : ('order_rules_violated' as const);

const DESCRIPTIONS: Record<ValidationRuleConditionName, string> = {
  'customer.metadata': 'Customer metadata does not match the rule',
  'customer.segment': 'Customer is not in a required segment',
  'order.amount': 'Order amount does not match the rule',
  'order.initial_amount': 'Order initial amount does not match the rule',
  'order.items.count': 'Number of items in the order does not match the rule',
  'order.items.price_any': 'No item in the order has a matching price',
  'order.items.price_each': 'Not every item in the order has a matching price',
  'order.items.metadata_any': 'No item in the order has matching metadata',
  'order.items.metadata_each': 'Not every item in the order has matching metadata',
  'order.metadata': 'Order metadata does not match the rule',
  'product.id': 'Order does not contain the required products',
  'product.price': 'No product in the order has a matching price',
  'product.quantity': 'No product in the order has a matching quantity',
  'product.metadata': 'No product in the order has matching metadata',
  'sku.id': 'Order does not contain the required SKUs',
  'sku.price': 'No SKU in the order has a matching price',
  'sku.quantity': 'No SKU in the order has a matching quantity',
  'redemption.count.per_customer': 'Customer has reached the redemption limit',
  'redemption.count': 'Campaign has reached the redemption limit',
  'campaign.redemptions.count': 'Campaign has reached the redemption limit',
  'campaign.orders.amount_discounted': 'Campaign has reached its discount budget',
  'campaign.orders.amount': 'Campaign has reached its order value budget',
  'campaign.redemptions.count.daily': 'Campaign has reached its daily redemption limit',
  'campaign.redemptions.count.weekly': 'Campaign has reached its weekly redemption limit',
  'campaign.redemptions.count.monthly': 'Campaign has reached its monthly redemption limit',
  'campaign.redemptions.customers_count': 'Customer has reached the redemption limit of the campaign',
  'campaign.redemptions.customers_count.daily': "Customer has reached the campaign's daily redemption limit",
  'campaign.redemptions.customers_count.weekly': "Customer has reached the campaign's weekly redemption limit",
  'campaign.redemptions.customers_count.monthly': "Customer has reached the campaign's monthly redemption limit",
  'order.total_amount': 'Order total amount does not match the rule',
  'redemption.count.daily': 'The code or tier has reached its daily redemption limit',
  'redemption.count.weekly': 'The code or tier has reached its weekly redemption limit',
  'redemption.count.monthly': 'The code or tier has reached its monthly redemption limit',
  'redemption.count.per_customer.daily': "Customer has reached the code's or tier's daily redemption limit",
  'redemption.count.per_customer.weekly': "Customer has reached the code's or tier's weekly redemption limit",
  'redemption.count.per_customer.monthly': "Customer has reached the code's or tier's monthly redemption limit",
  'redemption.metadata': 'Redemption metadata does not match the rule',
  'redemption.gift.amount': 'Gift card amount does not match the rule',
  'redemption.reward.pay_with_points.points_used': 'Points used for the reward do not match the rule',
  'redemption.api_key': 'The API key is not allowed to redeem',
  'redemption.count.per_api_key': 'The API key has reached the redemption limit',
  'redemption.user.login': 'The user is not allowed to redeem',
  'redemption.count.per_user': 'The user has reached the redemption limit',
  'product.metadata.aggregated_quantity': 'Quantity of matching products does not match the rule',
  'product.metadata.aggregated_amount': 'Amount of matching products does not match the rule',
  'custom_event.metadata': 'Custom event metadata does not match the rule',
  'product.discount_applicable': 'Order does not contain the products the discount applies to',
  'sku.discount_applicable': 'Order does not contain the SKUs the discount applies to',
  'product.metadata.discount_applicable': 'Order does not contain the products the discount applies to',
  'product.metadata.match_all': 'Not every product in the order matches the rule',
  'publication.redeemable_by_linked_customer': 'The code is not published to this customer',
};

/** The message of a failing condition whose rule gives none. */
export function describeCondition(rule: ValidationRuleCondition): string {
  if (rule.name === 'customer.metadata') return `Customer metadata "${rule.property ?? ''}" does not match the rule`;
  return DESCRIPTIONS[rule.name];
}

const COUNT_CONDITIONS: ReadonlySet<ValidationRuleConditionName> = new Set([
  'redemption.count.per_customer',
  'redemption.count',
  'campaign.redemptions.count',
  'campaign.orders.amount_discounted',
  'campaign.orders.amount',
  'campaign.redemptions.count.daily',
  'campaign.redemptions.count.weekly',
  'campaign.redemptions.count.monthly',
  'campaign.redemptions.customers_count',
  'campaign.redemptions.customers_count.daily',
  'campaign.redemptions.customers_count.weekly',
  'campaign.redemptions.customers_count.monthly',
]);

function* everyRule(set: object): Generator<ValidationRuleCondition> {
  for (const rule of numberedRules(set)) {
    yield rule;
    if (rule.rules) yield* everyRule(rule.rules);
  }
}

/** The conditions that count one incentive's (a code's or tier's) redemptions. */
const INCENTIVE_CONDITIONS: ReadonlySet<ValidationRuleConditionName> = new Set([
  'redemption.count.per_customer',
  'redemption.count.daily',
  'redemption.count.weekly',
  'redemption.count.monthly',
  'redemption.count.per_customer.daily',
  'redemption.count.per_customer.weekly',
  'redemption.count.per_customer.monthly',
  'redemption.count.per_api_key',
  'redemption.count.per_user',
]);

/**
 * The counts neither a customer's lock nor a budget counter holds: an incentive's per period, key or person, and a
 * campaign's per period. A redemption takes turns with the others of the same incentive or campaign to read them.
 */
const SHARED_INCENTIVE_COUNTS: ReadonlySet<ValidationRuleConditionName> = new Set([
  'redemption.count.daily',
  'redemption.count.weekly',
  'redemption.count.monthly',
  'redemption.count.per_api_key',
  'redemption.count.per_user',
]);
const SHARED_CAMPAIGN_COUNTS: ReadonlySet<ValidationRuleConditionName> = new Set([
  'campaign.redemptions.count.daily',
  'campaign.redemptions.count.weekly',
  'campaign.redemptions.count.monthly',
]);

const readsAny = (rules: readonly Pick<ValidationRule, 'rules'>[], names: ReadonlySet<ValidationRuleConditionName>) =>
  rules.some((rule) => [...everyRule(rule.rules)].some((condition) => names.has(condition.name)));

/** Whether evaluating `rules` reads an incentive's own redemption counts. */
export const readsIncentiveCounts = (rules: readonly Pick<ValidationRule, 'rules'>[]) =>
  readsAny(rules, INCENTIVE_CONDITIONS);

/** Which shared counts (`SHARED_INCENTIVE_COUNTS`, `SHARED_CAMPAIGN_COUNTS`) evaluating `rules` reads. */
export const readsSharedCounts = (rules: readonly Pick<ValidationRule, 'rules'>[]) => ({
  incentive: readsAny(rules, SHARED_INCENTIVE_COUNTS),
  campaign: readsAny(rules, SHARED_CAMPAIGN_COUNTS),
});

/** Whether evaluating `rules` reads the login of the person redeeming. */
export const readsUserLogin = (rules: readonly Pick<ValidationRule, 'rules'>[]) =>
  readsAny(rules, new Set(['redemption.user.login', 'redemption.count.per_user']));

/** Whether evaluating `rules` reads redemption counters, so a caller reads those only when they matter. */
export const readsRedemptionCounts = (rules: readonly Pick<ValidationRule, 'rules'>[]) =>
  readsAny(rules, COUNT_CONDITIONS);
