import type { ValidationRuleCondition, ValidationRuleRules } from '../../contract/validation-rule.ts';
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

/** One condition of a rule in the words a marketing manager uses. */
export function describeCondition(condition: ValidationRuleCondition, currency?: string): string {
  switch (condition.name) {
    case 'order.amount':
      return `Order amount ${numeric(condition.conditions, (n) => formatMoney(n, currency))}`;
    case 'order.items.count':
      return `Order has ${numeric(condition.conditions, formatNumber)} items`;
    case 'product.id':
      return [
        condition.conditions.$in && `Cart contains any of ${list(condition.conditions.$in)}`,
        condition.conditions.$not_in && `Cart contains none of ${list(condition.conditions.$not_in)}`,
      ]
        .filter(Boolean)
        .join(' and ');
    case 'customer.segment':
      return [
        condition.conditions.$in && `Customer is in segment ${list(condition.conditions.$in)}`,
        condition.conditions.$not_in && `Customer is in none of the segments ${list(condition.conditions.$not_in)}`,
      ]
        .filter(Boolean)
        .join(' and ');
    case 'customer.metadata': {
      const { $is, $is_not, $in, $not_in } = condition.conditions;
      const field = `Customer's ${condition.property}`;
      return [
        $is && `${field} is ${String($is[0])}`,
        $is_not && `${field} is not ${String($is_not[0])}`,
        $in && `${field} is one of ${list($in)}`,
        $not_in && `${field} is none of ${list($not_in)}`,
      ]
        .filter(Boolean)
        .join(' and ');
    }
    case 'redemption.count.per_customer':
      return `Customer's redemptions, this one included: ${numeric(condition.conditions, formatNumber)}`;
    case 'redemption.count':
      return `All redemptions, this one included: ${numeric(condition.conditions, formatNumber)}`;
  }
}

/** A rule's conditions joined by its junction: "Order amount at least $100.00 and Customer's tier is gold". */
export function describeRule(rules: ValidationRuleRules, currency?: string): string {
  return rules.conditions.map((condition) => describeCondition(condition, currency)).join(` ${rules.junction} `);
}
