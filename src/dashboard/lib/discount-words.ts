import type { Discount } from '../../contract/discount.ts';
import type { CampaignVoucher } from '../../contract/campaign.ts';
import { formatMoney, formatNumber } from './format.ts';

/** What each kind of discount is called on a page (the service's codes are `AMOUNT`, `PERCENT`...). */
export const discountTypeWords: Record<Discount['type'], string> = {
  AMOUNT: 'Amount off',
  PERCENT: 'Percent off',
  FIXED: 'Fixed price',
  UNIT: 'Free units',
};

const effectWords: Record<NonNullable<Discount['effect']>, string> = {
  APPLY_TO_ORDER: 'the order',
  APPLY_TO_ITEMS: 'matching items',
  APPLY_TO_ITEMS_PROPORTIONALLY: 'matching items, spread by value',
  APPLY_TO_ITEMS_PROPORTIONALLY_BY_QUANTITY: 'matching items, spread by quantity',
  APPLY_TO_ITEMS_BY_QUANTITY: 'each matching unit',
  ADD_MISSING_ITEMS: 'missing items, which are added',
  ADD_NEW_ITEMS: 'new items, which are added',
  ADD_MANY_ITEMS: 'several added items',
  ADD_SAME_ITEMS: 'the same items, added again',
};

/** What a discount applies to, as a sentence starts: "The order", "Matching items". */
export function describeDiscountEffect(effect: NonNullable<Discount['effect']>): string {
  const words = effectWords[effect];
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** "10.00 off the order", "15% off the order, up to 50.00": the discount as a shopper would read it. */
export function describeDiscount(discount: Discount | undefined, currency?: string): string {
  if (!discount) return 'No discount yet';
  const target = effectWords[discount.effect ?? 'APPLY_TO_ORDER'];
  switch (discount.type) {
    case 'AMOUNT':
      return `${formatMoney(discount.amount_off, currency)} off ${target}`;
    case 'PERCENT': {
      const limit =
        discount.amount_limit === undefined ? '' : `, up to ${formatMoney(discount.amount_limit, currency)}`;
      return `${formatNumber(discount.percent_off)}% off ${target}${limit}`;
    }
    case 'FIXED':
      return `${describeDiscountEffect(discount.effect ?? 'APPLY_TO_ORDER')} at a fixed price of ${formatMoney(discount.fixed_amount, currency)}`;
    case 'UNIT':
      return `${formatNumber(discount.unit_off)} free unit${discount.unit_off === 1 ? '' : 's'} of ${discount.unit_type}`;
  }
}

/** What one voucher of a campaign is worth: its discount, gift amount or starting points. */
export function describeVoucherValue(voucher: CampaignVoucher, currency: string): string {
  if (voucher.discount) return describeDiscount(voucher.discount, currency);
  if (voucher.gift) return `Gift card worth ${formatMoney(voucher.gift.amount, currency)}`;
  if (voucher.loyalty_card) return `Loyalty card starting with ${formatNumber(voucher.loyalty_card.points)} points`;
  return '—';
}
