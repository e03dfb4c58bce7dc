import type { Voucher } from '../../../contract/voucher.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';

/** "3 / 10" uses, or "3 / unlimited". */
export const redemptionWords = (voucher: Voucher) =>
  `${formatNumber(voucher.redemption.redeemed_quantity)} / ${
    voucher.redemption.quantity === undefined ? 'unlimited' : formatNumber(voucher.redemption.quantity)
  }`;

/** A gift card's balance in the project currency, a loyalty card's points, or an em dash for a discount code. */
export function balanceWords(voucher: Voucher, currency: string | undefined) {
  if (voucher.gift)
    return `${formatMoney(voucher.gift.balance, currency)} of ${formatMoney(voucher.gift.amount, currency)}`;
  if (voucher.loyalty_card) return `${formatNumber(voucher.loyalty_card.balance)} points`;
  return '—';
}
