import { logicOf, numberedRules, type ValidationRuleCondition } from '../../contract/validation-rule.ts';
import type { ConditionValue } from '../../contract/rule-conditions.ts';
import { formatMoney, formatNumber } from './format.ts';

type NumericOperator = '$is' | '$is_not' | '$more_than' | '$more_than_or_equal' | '$less_than' | '$less_than_or_equal';

const numericWords: Record<NumericOperator, string> = {
  $is: 'exactly',
  $is_not: 'not',
  $more_than: 'more than',
  $more_than_or_equal: 'at least',
  $less_than: 'less than',
  $less_than_or_equal: 'at most',
};

/** "at least $100.00 and less than $500.00": every operator of a numeric condition, each value formatted. */
function numeric(conditions: Partial<Record<NumericOperator, [number] | undefined>>, format: (n: number) => string) {
  return (Object.keys(numericWords) as NumericOperator[])
    .flatMap((op) => (conditions[op] ? [`${numericWords[op]} ${format(conditions[op][0])}`] : []))
    .join(' and ');
}

const list = (values: readonly (string | number | boolean)[]) => values.map(String).join(', ');

const LABELS: Record<ValidationRuleCondition['name'], string> = {
  'order.amount': 'Order amount',
  'order.initial_amount': 'Order initial amount',
  'order.items.count': 'Number of items in the order',
  'order.items.price_any': 'Price of any item',
  'order.items.price_each': 'Price of each item',
  'order.items.metadata_any': 'Metadata of any item',
  'order.items.metadata_each': 'Metadata of each item',
  'order.metadata': 'Order metadata',
  'product.id': 'Cart products',
  'product.price': 'Product price',
  'product.quantity': 'Product quantity',
  'product.metadata': 'Product metadata',
  'sku.id': 'Cart SKUs',
  'sku.price': 'SKU price',
  'sku.quantity': 'SKU quantity',
  'customer.metadata': 'Customer metadata',
  'customer.segment': 'Customer segment',
  'redemption.count.per_customer': "Customer's redemptions, this one included:",
  'redemption.count': 'All redemptions, this one included:',
  'campaign.redemptions.count': 'All redemptions, this one included:',
  'campaign.orders.amount_discounted': 'Discounts given by the campaign',
  'campaign.orders.amount': 'Order value of the campaign',
  'campaign.redemptions.count.daily': "Today's redemptions of the campaign, this one included:",
  'campaign.redemptions.count.weekly': "This week's redemptions of the campaign, this one included:",
  'campaign.redemptions.count.monthly': "This month's redemptions of the campaign, this one included:",
  'campaign.redemptions.customers_count': "Customer's redemptions in the campaign, this one included:",
  'campaign.redemptions.customers_count.daily': "Customer's redemptions in the campaign today, this one included:",
  'campaign.redemptions.customers_count.weekly': "Customer's redemptions in the campaign this week, this one included:",
  'campaign.redemptions.customers_count.monthly':
    "Customer's redemptions in the campaign this month, this one included:",
  'order.total_amount': 'Order total after earlier discounts',
  'redemption.metadata': 'Redemption metadata',
  'redemption.count.daily': "Today's redemptions of the code or tier, this one included:",
  'redemption.count.weekly': "This week's redemptions of the code or tier, this one included:",
  'redemption.count.monthly': "This month's redemptions of the code or tier, this one included:",
  'redemption.count.per_customer.daily': "Customer's redemptions of the code or tier today, this one included:",
  'redemption.count.per_customer.weekly': "Customer's redemptions of the code or tier this week, this one included:",
  'redemption.count.per_customer.monthly': "Customer's redemptions of the code or tier this month, this one included:",
  'redemption.gift.amount': 'Gift card amount used',
  'redemption.reward.pay_with_points.points_used': 'Points paid for the reward',
  'redemption.api_key': 'API key',
  'redemption.count.per_api_key': "The API key's redemptions of the code or tier, this one included:",
  'redemption.user.login': 'User redeeming',
  'redemption.count.per_user': "The user's redemptions of the code or tier, this one included:",
  'product.metadata.aggregated_quantity': 'Quantity of these products',
  'product.metadata.aggregated_amount': 'Amount of these products',
  'custom_event.metadata': 'Custom event metadata',
  'product.discount_applicable': 'Discount applies to these products:',
  'sku.discount_applicable': 'Discount applies to these SKUs:',
  'product.metadata.discount_applicable': 'Discount applies to these products:',
  'product.metadata.match_all': 'Every product in the cart is one of these:',
  'publication.redeemable_by_linked_customer': 'Only the customer the code is published to can redeem:',
};
const MONEY = new Set([
  'order.amount',
  'order.initial_amount',
  'order.total_amount',
  'order.items.price_any',
  'order.items.price_each',
  'product.price',
  'sku.price',
  'campaign.orders.amount_discounted',
  'campaign.orders.amount',
  'redemption.gift.amount',
  'product.metadata.aggregated_amount',
]);
const setWords: Record<string, string> = {
  $in: 'any of',
  $not_in: 'none of',
  $starts_with: 'starts with',
  $ends_with: 'ends with',
  $contains: 'contains',
};
const valueWords = (value: ConditionValue) =>
  typeof value === 'boolean'
    ? value
      ? 'yes'
      : 'no'
    : typeof value === 'object'
      ? value.object === 'products_collection'
        ? `collection ${value.id}`
        : (value.id ?? value.source_id ?? '')
      : String(value);

/** The operators of a condition in words ("at least $100.00", "any of a, b"), each value formatted. */
function operatorWords(condition: ValidationRuleCondition, currency?: string): string {
  const money = MONEY.has(condition.name);
  const numbers = Object.fromEntries(
    Object.entries(condition.conditions).flatMap(([op, values]) =>
      values && typeof values[0] === 'number' && op in numericWords ? [[op, [values[0]]]] : [],
    ),
  );
  const others = Object.entries(condition.conditions).flatMap(([op, values]) =>
    values && !(op in numbers)
      ? [
          `${op in numericWords ? numericWords[op as NumericOperator] : (setWords[op] ?? op)} ${list(values.map(valueWords))}`,
        ]
      : [],
  );
  return [numeric(numbers, (n) => (money ? formatMoney(n, currency) : formatNumber(n))), ...others]
    .filter(Boolean)
    .join(' and ');
}

/** The conditions marketers meet most, in their own phrasing; the others as "subject operators". */
function conditionWords(condition: ValidationRuleCondition, currency?: string): string {
  const ops = condition.conditions;
  const values = (list_?: ConditionValue[]) => list_ && list(list_.map(valueWords));
  const phrases = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' and ');
  switch (condition.name) {
    case 'order.items.count':
      return `Order has ${operatorWords(condition)} items`;
    case 'product.id':
      return phrases(
        (ops.$in ?? ops.$is) && `Cart contains any of ${values([...(ops.$is ?? []), ...(ops.$in ?? [])])}`,
        (ops.$not_in ?? ops.$is_not) &&
          `Cart contains none of ${values([...(ops.$is_not ?? []), ...(ops.$not_in ?? [])])}`,
      );
    case 'customer.segment':
      return phrases(
        (ops.$in ?? ops.$is) && `Customer is in segment ${values([...(ops.$is ?? []), ...(ops.$in ?? [])])}`,
        (ops.$not_in ?? ops.$is_not) &&
          `Customer is in none of the segments ${values([...(ops.$is_not ?? []), ...(ops.$not_in ?? [])])}`,
      );
    case 'customer.metadata': {
      const field = `Customer's ${condition.property ?? ''}`;
      return phrases(
        ops.$is && `${field} is ${values(ops.$is)}`,
        ops.$is_not && `${field} is not ${values(ops.$is_not)}`,
        ops.$in && `${field} is one of ${values(ops.$in)}`,
        ops.$not_in && `${field} is none of ${values(ops.$not_in)}`,
      );
    }
    default: {
      const subject = condition.property ? `${LABELS[condition.name]} "${condition.property}"` : LABELS[condition.name];
      return `${subject} ${operatorWords(condition, currency)}`;
    }
  }
}

/** One numbered rule, with its nested rules, in the words a marketing manager uses. */
export function describeCondition(condition: ValidationRuleCondition, currency?: string): string {
  const nested =
    condition.rules && numberedRules(condition.rules).length
      ? `, where ${describeRule(condition.rules, currency)}`
      : '';
  return `${conditionWords(condition, currency)}${nested}`;
}

/** A rule set in words: its logic with each rule number replaced by the rule's words ("A and (B or C)"). */
export function describeRule(rules: object, currency?: string): string {
  const numbered = numberedRules(rules);
  return logicOf(rules).replace(/\d+/g, (n) => {
    const rule = numbered[Number(n) - 1];
    return rule ? describeCondition(rule, currency) : n;
  });
}
