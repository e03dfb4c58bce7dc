import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Discount } from '../../contract/discount.ts';
import { calculateOrder } from './order-totals.ts';

const items = [
  { product_id: 'prod_shoes', price: 20000, quantity: 2 },
  { source_id: 'socks', price: 1500, quantity: 1 },
];

describe('calculateOrder', () => {
  it('computes amounts from items when no amount is sent', () => {
    const { totals, items: lines } = calculateOrder({ items }, []);
    expect(totals).toMatchObject({ amount: 41500, total_discount_amount: 0, total_amount: 41500 });
    expect(lines.map((l) => l.amount)).toEqual([40000, 1500]);
  });

  it('keeps the amount the client sent', () => {
    expect(calculateOrder({ amount: 55000, items }, []).totals.amount).toBe(55000);
  });

  it('stacks an item discount and an order discount', () => {
    const result = calculateOrder({ items }, [
      { discount: { type: 'PERCENT', percent_off: 10, effect: 'APPLY_TO_ITEMS' }, productIds: ['prod_shoes'] },
      { discount: { type: 'AMOUNT', amount_off: 1000, effect: 'APPLY_TO_ORDER' } },
    ]);
    expect(result.totals).toEqual({
      amount: 41500,
      initial_amount: 41500,
      discount_amount: 1000,
      items_discount_amount: 4000,
      total_discount_amount: 5000,
      total_amount: 36500,
      applied_discount_amount: 1000,
      items_applied_discount_amount: 4000,
      total_applied_discount_amount: 5000,
    });
    expect(result.items[0]).toEqual({
      quantity: 2,
      discount_quantity: 2,
      initial_quantity: 2,
      price: 20000,
      amount: 40000,
      initial_amount: 40000,
      discount_amount: 4000,
      applied_discount_amount: 4000,
      subtotal_amount: 36000,
    });
    expect(result.shares).toEqual([
      { order: 0, items: [4000, 0] },
      { order: 1000, items: [0, 0] },
    ]);
  });

  it('applies a later percent to what earlier discounts left', () => {
    const result = calculateOrder({ amount: 10000 }, [
      { discount: { type: 'AMOUNT', amount_off: 2000 } },
      { discount: { type: 'PERCENT', percent_off: 50 } },
    ]);
    expect(result.shares.map((s) => s.order)).toEqual([2000, 4000]);
    expect(result.totals.total_amount).toBe(4000);
  });

  it('counts a discount sent with the order but not as applied', () => {
    const { totals } = calculateOrder({ amount: 10000, discount_amount: 1500 }, [
      { discount: { type: 'AMOUNT', amount_off: 9000 } },
    ]);
    expect(totals).toMatchObject({ discount_amount: 10000, applied_discount_amount: 8500, total_amount: 0 });
  });

  it('stops at zero when discounts exceed the order', () => {
    const { totals } = calculateOrder({ amount: 3000 }, [
      { discount: { type: 'AMOUNT', amount_off: 2000 } },
      { discount: { type: 'AMOUNT', amount_off: 2000 } },
    ]);
    expect(totals).toMatchObject({ total_discount_amount: 3000, total_amount: 0 });
  });
});

const discountArb: fc.Arbitrary<Discount> = fc.oneof(
  fc.record({
    type: fc.constant('AMOUNT' as const),
    amount_off: fc.nat(50_000),
    effect: fc.constantFrom('APPLY_TO_ORDER' as const, 'APPLY_TO_ITEMS' as const),
  }),
  fc.record({
    type: fc.constant('PERCENT' as const),
    percent_off: fc.integer({ min: 0, max: 100 }),
    effect: fc.constantFrom('APPLY_TO_ORDER' as const, 'APPLY_TO_ITEMS' as const),
  }),
  fc.record({
    type: fc.constant('FIXED' as const),
    fixed_amount: fc.nat(50_000),
    effect: fc.constantFrom('APPLY_TO_ORDER' as const, 'APPLY_TO_ITEMS' as const),
  }),
  fc.record({ type: fc.constant('UNIT' as const), unit_off: fc.nat(5), unit_type: fc.constantFrom('a', 'b') }),
);
const itemArb = fc.record({
  product_id: fc.constantFrom('a', 'b'),
  price: fc.nat(30_000),
  quantity: fc.integer({ min: 1, max: 5 }),
});

describe('calculateOrder properties', () => {
  it('never goes negative and its fields add up', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { maxLength: 5 }),
        fc.option(fc.nat(200_000), { nil: undefined }),
        fc.array(
          fc.record({ discount: discountArb, productIds: fc.option(fc.subarray(['a', 'b']), { nil: undefined }) }),
          { maxLength: 6 },
        ),
        (lines, amount, discounts) => {
          const { totals, items: out, shares } = calculateOrder({ amount, items: lines }, discounts);
          expect(totals.total_amount).toBeGreaterThanOrEqual(0);
          expect(totals.total_amount).toBe(totals.amount - totals.total_discount_amount);
          expect(totals.total_discount_amount).toBe(totals.discount_amount + totals.items_discount_amount);
          expect(totals.items_discount_amount).toBe(out.reduce((s, i) => s + i.discount_amount, 0));
          expect(totals.total_applied_discount_amount).toBe(
            shares.reduce((s, d) => s + d.order + d.items.reduce((a, b) => a + b, 0), 0),
          );
          out.forEach((item) => {
            expect(item.subtotal_amount).toBeGreaterThanOrEqual(0);
            expect(item.subtotal_amount).toBe(item.amount - item.discount_amount);
          });
        },
      ),
    );
  });
});
