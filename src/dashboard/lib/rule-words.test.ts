import { describe, expect, it } from 'vitest';
import { describeRule } from './rule-words.ts';

describe('rules in words', () => {
  it('says each condition as a marketer would, joined by the junction', () => {
    expect(
      describeRule(
        {
          junction: 'and',
          conditions: [
            { name: 'order.amount', conditions: { $more_than_or_equal: [10000] } },
            { name: 'customer.segment', conditions: { $in: ['seg_vip'] } },
          ],
        },
        'USD',
      ),
    ).toBe('Order amount at least $100.00 and Customer is in segment seg_vip');
    expect(
      describeRule({
        junction: 'or',
        conditions: [
          { name: 'customer.metadata', property: 'tier', conditions: { $in: ['gold', 'silver'] } },
          { name: 'redemption.count.per_customer', conditions: { $less_than_or_equal: [1] } },
          { name: 'order.items.count', conditions: { $more_than: [2], $less_than: [10] } },
        ],
      }),
    ).toBe(
      "Customer's tier is one of gold, silver or Customer's redemptions, this one included: at most 1 or " +
        'Order has more than 2 and less than 10 items',
    );
  });
});
