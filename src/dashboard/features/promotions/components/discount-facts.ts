import type { Discount } from '../../../../contract/discount.ts';
import type { Fact } from '../../../components/facts-list.tsx';
import { describeDiscount, describeDiscountEffect, discountTypeWords } from '../../../lib/discount-words.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

/** The discount in words first, then the exact figures the service holds. */
export function discountFacts(discount: Discount | undefined, currency: string): Fact[] {
  if (!discount) return [['Discount', describeDiscount(discount)]];
  const money = (value: number | undefined) => (value === undefined ? undefined : formatMoney(value, currency));
  const figures: [string, string | undefined][] = [
    ['Discount type', discountTypeWords[discount.type]],
    ['Amount off', discount.type === 'AMOUNT' ? money(discount.amount_off) : undefined],
    ['Percent off', discount.type === 'PERCENT' ? `${formatNumber(discount.percent_off)}%` : undefined],
    ['Up to', discount.type === 'PERCENT' ? money(discount.amount_limit) : undefined],
    ['Fixed price', discount.type === 'FIXED' ? money(discount.fixed_amount) : undefined],
    ['Units off', discount.type === 'UNIT' ? formatNumber(discount.unit_off) : undefined],
    [
      'Limit across all orders',
      'aggregated_amount_limit' in discount ? money(discount.aggregated_amount_limit) : undefined,
    ],
    ['Applies to', discount.effect && describeDiscountEffect(discount.effect)],
  ];
  return [
    ['Discount', describeDiscount(discount, currency)],
    ...figures.filter((fact): fact is [string, string] => fact[1] !== undefined),
  ];
}
