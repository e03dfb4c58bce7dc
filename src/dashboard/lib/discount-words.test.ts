import { describe, expect, it } from 'vitest';
import { describeDiscount } from './discount-words.ts';

describe('describeDiscount', () => {
  it('reads each discount type', () => {
    expect(describeDiscount({ type: 'AMOUNT', amount_off: 1000, effect: 'APPLY_TO_ORDER' }, 'USD')).toBe(
      '$10.00 off the order',
    );
    expect(describeDiscount({ type: 'PERCENT', percent_off: 15, amount_limit: 5000 }, 'USD')).toBe(
      '15% off the order, up to $50.00',
    );
    expect(describeDiscount({ type: 'FIXED', fixed_amount: 999, effect: 'APPLY_TO_ITEMS' })).toBe(
      'Matching items at a fixed price of 9.99',
    );
    expect(describeDiscount({ type: 'UNIT', unit_off: 1, unit_type: 'prod_coffee' })).toBe(
      '1 free unit of prod_coffee',
    );
  });
});
