import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Discount } from '../../contract/discount.ts';
import { allocate, computeDiscount, giftCreditsDiscount, percentOf, type DiscountLine } from './discounts.ts';

const line = (product_id: string, price: number, quantity: number): DiscountLine => ({
  product_id,
  price,
  quantity,
  remaining: price * quantity,
});
const target = (...lines: DiscountLine[]) => ({ lines, remaining: lines.reduce((sum, l) => sum + l.remaining, 0) });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('percentOf', () => {
  it('rounds half up in minor units', () => {
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(1004, 10)).toBe(100);
    expect(percentOf(999, 33.33)).toBe(333);
    expect(percentOf(10000, 12.5)).toBe(1250);
    expect(percentOf(0, 50)).toBe(0);
    expect(percentOf(12345, 100)).toBe(12345);
  });
});

describe('allocate', () => {
  it('shares exactly, remainder to the largest fractions then earlier lines', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [1, 2])).toEqual([3, 7]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });

  it('always sums to the total and never goes negative', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(100_000), { minLength: 1, maxLength: 10 }), (total, weights) => {
        const shares = allocate(total, weights);
        expect(shares.every((s) => s >= 0)).toBe(true);
        expect(sum(shares)).toBe(sum(weights) === 0 ? 0 : total);
      }),
    );
  });
});

describe('computeDiscount on the order', () => {
  const cart = target(line('shoes', 20000, 2), line('socks', 1500, 1));

  it('AMOUNT takes amount_off, never more than the order', () => {
    expect(computeDiscount({ type: 'AMOUNT', amount_off: 2500 }, cart).order).toBe(2500);
    expect(computeDiscount({ type: 'AMOUNT', amount_off: 99999 }, cart).order).toBe(41500);
  });

  it('PERCENT takes a share of what is left, capped by amount_limit', () => {
    expect(computeDiscount({ type: 'PERCENT', percent_off: 10, effect: 'APPLY_TO_ORDER' }, cart).order).toBe(4150);
    expect(computeDiscount({ type: 'PERCENT', percent_off: 10, amount_limit: 3000 }, cart).order).toBe(3000);
    expect(computeDiscount({ type: 'PERCENT', percent_off: 10 }, { ...cart, remaining: 1005 }).order).toBe(101);
  });

  it('FIXED makes the order cost fixed_amount, or leaves a cheaper order alone', () => {
    expect(computeDiscount({ type: 'FIXED', fixed_amount: 30000 }, cart).order).toBe(11500);
    expect(computeDiscount({ type: 'FIXED', fixed_amount: 50000 }, cart).order).toBe(0);
  });

  it('takes nothing from an order already at zero', () => {
    expect(computeDiscount({ type: 'AMOUNT', amount_off: 100 }, { ...cart, remaining: 0 }).order).toBe(0);
  });
});

describe('computeDiscount on items', () => {
  const cart = target(line('shoes', 20000, 2), line('socks', 1500, 1), line('hat', 3000, 1));

  it('APPLY_TO_ITEMS takes amount_off off each matching line, capped at the line', () => {
    const share = computeDiscount({ type: 'AMOUNT', amount_off: 2000, effect: 'APPLY_TO_ITEMS' }, cart, [
      'shoes',
      'socks',
    ]);
    expect(share).toEqual({ order: 0, items: [2000, 1500, 0] });
  });

  it('matches every line when the redeemable targets no products', () => {
    expect(computeDiscount({ type: 'AMOUNT', amount_off: 100, effect: 'APPLY_TO_ITEMS' }, cart).items).toEqual([
      100, 100, 100,
    ]);
  });

  it('matches a line by source_id as well', () => {
    const bySource = target({ source_id: 'sku-1', price: 1000, quantity: 1, remaining: 1000 });
    expect(
      computeDiscount({ type: 'AMOUNT', amount_off: 100, effect: 'APPLY_TO_ITEMS' }, bySource, ['sku-1']).items,
    ).toEqual([100]);
  });

  it('APPLY_TO_ITEMS_BY_QUANTITY takes amount_off per unit', () => {
    expect(
      computeDiscount({ type: 'AMOUNT', amount_off: 500, effect: 'APPLY_TO_ITEMS_BY_QUANTITY' }, cart, ['shoes']).items,
    ).toEqual([1000, 0, 0]);
  });

  it('APPLY_TO_ITEMS_PROPORTIONALLY shares amount_off by remaining amount', () => {
    expect(
      computeDiscount({ type: 'AMOUNT', amount_off: 4450, effect: 'APPLY_TO_ITEMS_PROPORTIONALLY' }, cart).items,
    ).toEqual([4000, 150, 300]);
  });

  it('PERCENT on items is capped by amount_limit in proportion', () => {
    const uncapped = computeDiscount({ type: 'PERCENT', percent_off: 50, effect: 'APPLY_TO_ITEMS' }, cart);
    expect(uncapped.items).toEqual([20000, 750, 1500]);
    const capped = computeDiscount(
      { type: 'PERCENT', percent_off: 50, amount_limit: 2225, effect: 'APPLY_TO_ITEMS' },
      cart,
    );
    expect(capped.items).toEqual([2000, 75, 150]);
  });

  it('FIXED on items makes each matching unit cost fixed_amount', () => {
    expect(
      computeDiscount({ type: 'FIXED', fixed_amount: 15000, effect: 'APPLY_TO_ITEMS' }, cart, ['shoes']).items,
    ).toEqual([10000, 0, 0]);
  });

  it('UNIT frees units of the unit_type product that are in the cart', () => {
    const unit: Discount = { type: 'UNIT', unit_off: 3, unit_type: 'shoes', effect: 'ADD_MISSING_ITEMS' };
    expect(computeDiscount(unit, cart)).toEqual({ order: 0, items: [40000, 0, 0] });
    expect(computeDiscount({ ...unit, unit_off: 1 }, cart).items).toEqual([20000, 0, 0]);
    expect(computeDiscount({ ...unit, unit_type: 'gloves' }, cart).items).toEqual([0, 0, 0]);
  });

  it('never takes more than what is left of the order', () => {
    const squeezed = { ...cart, remaining: 1000 };
    const share = computeDiscount({ type: 'AMOUNT', amount_off: 1500, effect: 'APPLY_TO_ITEMS' }, squeezed);
    expect(sum(share.items)).toBe(1000);
  });
});

describe('giftCreditsDiscount', () => {
  it('spends the credits asked for, never above the balance', () => {
    expect(giftCreditsDiscount({ balance: 5000 }, 2000)).toEqual({
      type: 'AMOUNT',
      amount_off: 2000,
      effect: 'APPLY_TO_ORDER',
    });
    expect(giftCreditsDiscount({ balance: 5000 }, 9000)).toMatchObject({ amount_off: 5000 });
    expect(giftCreditsDiscount({ balance: 5000, effect: 'APPLY_TO_ITEMS' })).toMatchObject({
      amount_off: 5000,
      effect: 'APPLY_TO_ITEMS_PROPORTIONALLY',
    });
  });
});

const lineArb = fc
  .record({
    product_id: fc.constantFrom('a', 'b', 'c'),
    price: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  })
  .map((l) => ({ ...l, remaining: l.price * l.quantity }));

const effectArb = fc.constantFrom(
  'APPLY_TO_ORDER',
  'APPLY_TO_ITEMS',
  'APPLY_TO_ITEMS_BY_QUANTITY',
  'APPLY_TO_ITEMS_PROPORTIONALLY',
  'APPLY_TO_ITEMS_PROPORTIONALLY_BY_QUANTITY',
) satisfies fc.Arbitrary<Discount['effect']>;

const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc.record({ type: fc.constant('AMOUNT' as const), amount_off: fc.nat(200_000), effect: effectArb }),
  fc.record(
    {
      type: fc.constant('PERCENT' as const),
      percent_off: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
      amount_limit: fc.nat(50_000),
      effect: effectArb,
    },
    { requiredKeys: ['type', 'percent_off', 'effect'] },
  ),
  fc.record({ type: fc.constant('FIXED' as const), fixed_amount: fc.nat(200_000), effect: effectArb }),
  fc.record({
    type: fc.constant('UNIT' as const),
    unit_off: fc.nat(10),
    unit_type: fc.constantFrom('a', 'b', 'c'),
    effect: fc.constant('ADD_MISSING_ITEMS' as const),
  }),
);

describe('computeDiscount properties', () => {
  it('is integral, non-negative, within each line and within the order', () => {
    fc.assert(
      fc.property(
        discountArb,
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.nat(2_000_000),
        fc.subarray(['a', 'b', 'c']),
        (discount, lines, orderRemaining, targets) => {
          const share = computeDiscount(discount, { lines, remaining: orderRemaining }, targets);
          const all = [share.order, ...share.items];
          expect(all.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
          share.items.forEach((d, i) => expect(d).toBeLessThanOrEqual(lines[i]?.remaining ?? 0));
          expect(share.order + sum(share.items)).toBeLessThanOrEqual(orderRemaining);
          if (share.order > 0) expect(sum(share.items)).toBe(0);
        },
      ),
    );
  });

  it('a PERCENT discount never exceeds its amount_limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.nat(10_000),
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (percent, limit, lines, onItems) => {
          const t = target(...lines);
          const share = computeDiscount(
            {
              type: 'PERCENT',
              percent_off: percent,
              amount_limit: limit,
              effect: onItems ? 'APPLY_TO_ITEMS' : 'APPLY_TO_ORDER',
            },
            t,
          );
          expect(share.order + sum(share.items)).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });

  it('discounts only the targeted lines', () => {
    fc.assert(
      fc.property(discountArb, fc.array(lineArb, { minLength: 1, maxLength: 6 }), (discount, lines) => {
        fc.pre(discount.type !== 'UNIT');
        const share = computeDiscount(discount, target(...lines), ['a']);
        share.items.forEach((d, i) => {
          if (lines[i]?.product_id !== 'a') expect(d).toBe(0);
        });
      }),
    );
  });
});
