import { describe, expect, it } from 'vitest';
import { describeRule } from './rule-words.ts';

describe('rules in words', () => {
  it('says each condition as a marketer would, joined by the junction', () => {
    expect(
      describeRule(
        {
          '1': { name: 'order.amount', conditions: { $more_than_or_equal: [10000] } },
          '2': { name: 'customer.segment', conditions: { $in: ['seg_vip'] } },
          logic: '1 and 2',
        },
        'USD',
      ),
    ).toBe('Order amount at least $100.00 and Customer is in segment seg_vip');
    expect(
      describeRule({
        '1': { name: 'customer.metadata', property: 'tier', conditions: { $in: ['gold', 'silver'] } },
        '2': { name: 'redemption.count.per_customer', conditions: { $less_than_or_equal: [1] } },
        '3': { name: 'order.items.count', conditions: { $more_than: [2], $less_than: [10] } },
        logic: '1 or 2 or 3',
      }),
    ).toBe(
      "Customer's tier is one of gold, silver or Customer's redemptions, this one included: at most 1 or " +
        'Order has more than 2 and less than 10 items',
    );
  });
});
