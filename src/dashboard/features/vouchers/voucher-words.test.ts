import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../contract/voucher.ts';
import { balanceWords, redemptionWords } from './voucher-words.ts';

const voucher = (fields: Partial<Voucher>) =>
  ({ redemption: { redeemed_quantity: 3, object: 'list' }, ...fields }) as Voucher;

describe('voucher words', () => {
  it('says uses out of the quantity, or unlimited', () => {
    expect(redemptionWords(voucher({}))).toBe('3 / unlimited');
    expect(redemptionWords(voucher({ redemption: { quantity: 1000, redeemed_quantity: 3, object: 'list' } }))).toBe(
      '3 / 1,000',
    );
  });

  it("shows a gift card's balance in the project currency and a card's points", () => {
    const gift = { amount: 5000, balance: 2500, subtracted_amount: 2500, effect: 'APPLY_TO_ORDER' as const };
    expect(balanceWords(voucher({ gift }), 'USD')).toBe('$25.00 of $50.00');
    expect(balanceWords(voucher({ loyalty_card: { points: 10, balance: 1200 } }), 'USD')).toBe('1,200 points');
    expect(balanceWords(voucher({}), 'USD')).toBe('—');
  });
});
