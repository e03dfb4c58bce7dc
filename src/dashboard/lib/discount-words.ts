import type { Discount } from '../../contract/discount.ts';
import type { CampaignVoucher } from '../../contract/campaign.ts';
import { formatMoney, formatNumber } from './format.ts';

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

/** "10.00 off the order", "15% off the order, up to 50.00": the discount as a shopper would read it. */
export function describeDiscount(discount: Discount, currency?: string): string {
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
      return `${target.charAt(0).toUpperCase()}${target.slice(1)} at a fixed price of ${formatMoney(discount.fixed_amount, currency)}`;
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
