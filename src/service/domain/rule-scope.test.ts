import { describe, expect, it } from 'vitest';
import type { ValidationRuleCondition } from '../../contract/validation-rule.ts';
import { discountTargetLines } from './rule-scope.ts';
import { evaluateRule, type RuleContext, type RuleOrderLine } from './rules.ts';

const acme = { brand: 'acme' };
const lines: RuleOrderLine[] = [
  { product_id: 'prod_kettle', quantity: 2, price: 3000, product_metadata: acme },
  { product_id: 'prod_toaster', quantity: 1, price: 5000, product_metadata: acme },
  { product_id: 'prod_mug', sku_id: 'sku_mug_red', quantity: 4, price: 500, product_metadata: { brand: 'other' } },
];
const ctx = (items = lines, over: Partial<RuleContext> = {}): RuleContext => ({
  order: { amount: 13000, items },
  redemptions: { perCustomer: 0, campaignTotal: 0 },
  ...over,
});
/** `product.metadata` brand is acme, with `nested` judged on the lines it matched. */
const ofAcme = (nested: ValidationRuleCondition): ValidationRuleCondition => ({
  name: 'product.metadata',
  property: 'brand',
  conditions: { $is: ['acme'] },
  rules: { '1': nested, logic: '1' },
});
const holds = (condition: ValidationRuleCondition, context = ctx()) =>
  evaluateRule({ rules: { '1': condition, logic: '1' } }, context).passed;

describe('conditions on the lines a product-metadata parent matched', () => {
  it('sums their quantities and amounts', () => {
    const quantity = (n: number) =>
      ofAcme({ name: 'product.metadata.aggregated_quantity', conditions: { $more_than_or_equal: [n] } });
    expect(holds(quantity(3))).toBe(true);
    expect(holds(quantity(4))).toBe(false);
    const amount = ofAcme({ name: 'product.metadata.aggregated_amount', conditions: { $is: [11000] } });
    expect(holds(amount)).toBe(true);
  });

  it('holds match_all only when every line of the order is among them', () => {
    const all = ofAcme({ name: 'product.metadata.match_all', conditions: { $is: [true] } });
    expect(holds(all)).toBe(false);
    expect(holds(all, ctx(lines.slice(0, 2)))).toBe(true);
    expect(holds(ofAcme({ name: 'product.metadata.match_all', conditions: { $is: [false] } }))).toBe(true);
  });

  it('hands the discount the lines a discount-applicable flag stands under, and fails when there are none', () => {
    const applicable = ofAcme({ name: 'product.metadata.discount_applicable', conditions: { $is: [true] } });
    expect(discountTargetLines([{ rules: { '1': applicable, logic: '1' } }], lines)).toEqual(
      new Set(lines.slice(0, 2)),
    );
    expect(holds(applicable, ctx(lines.slice(2)))).toBe(false);
    const skus: ValidationRuleCondition = { name: 'sku.discount_applicable', conditions: { $is: [true] } };
    expect(discountTargetLines([{ rules: { '1': skus, logic: '1' } }], lines)).toEqual(new Set([lines[2]]));
    const off: ValidationRuleCondition = { name: 'product.discount_applicable', conditions: { $is: [false] } };
    expect(discountTargetLines([{ rules: { '1': off, logic: '1' } }], lines).size).toBe(0);
  });
});

describe('conditions on the request', () => {
  it("reads a custom event's metadata, which other requests do not have", () => {
    const size: ValidationRuleCondition = {
      name: 'custom_event.metadata',
      property: 'size',
      conditions: { $is: ['XL'] },
    };
    expect(holds(size, ctx(lines, { eventMetadata: { size: 'XL' } }))).toBe(true);
    expect(holds(size)).toBe(false);
  });

  it('reads the points a reward spends', () => {
    const points: ValidationRuleCondition = {
      name: 'redemption.reward.pay_with_points.points_used',
      conditions: { $less_than_or_equal: [100] },
    };
    expect(holds(points, ctx(lines, { redeemable: { pointsUsed: 80 } }))).toBe(true);
    expect(holds(points, ctx(lines, { redeemable: { pointsUsed: 120 } }))).toBe(false);
  });
});
