import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validationRuleCreateSchema, type ValidationRuleCondition } from '../../contract/validation-rule.ts';
import { isAudienceCondition } from './rule-condition-facts.ts';
import { evaluateRule, type RuleContext } from './rules.ts';

const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({
  customer: {
    source_id: 'alice',
    metadata: { tier: 'gold', tags: ['vip', 'newsletter'], age: 30 },
    segments: ['seg_new'],
  },
  order: {
    amount: 12000,
    items: [
      { product_id: 'prod_shoes', quantity: 2 },
      { source_id: 'socks', quantity: 1 },
    ],
  },
  redemptions: { perCustomer: 0, campaignTotal: 0 },
  ...over,
});
const rule = (junction: 'and' | 'or', ...conditions: ValidationRuleCondition[]) => ({
  rules: {
    ...Object.fromEntries(conditions.map((condition, i) => [String(i + 1), condition])),
    logic: conditions.map((_, i) => i + 1).join(` ${junction} `),
  },
});
const check = (c: ValidationRuleCondition, context = ctx()) => evaluateRule(rule('and', c), context).passed;

describe('evaluateRule conditions', () => {
  it('order.amount bounds', () => {
    expect(check({ name: 'order.amount', conditions: { $more_than_or_equal: [12000] } })).toBe(true);
    expect(check({ name: 'order.amount', conditions: { $more_than: [12000] } })).toBe(false);
    expect(check({ name: 'order.amount', conditions: { $more_than: [10000], $less_than: [15000] } })).toBe(true);
    expect(check({ name: 'order.amount', conditions: { $more_than: [10000], $less_than: [11000] } })).toBe(false);
    expect(check({ name: 'order.amount', conditions: { $more_than: [0] } }, ctx({ order: null }))).toBe(false);
  });

  it('order.items.count counts units', () => {
    expect(check({ name: 'order.items.count', conditions: { $is: [3] } })).toBe(true);
    expect(check({ name: 'order.items.count', conditions: { $more_than_or_equal: [4] } })).toBe(false);
  });

  it('product.id matches product ids and source ids', () => {
    expect(check({ name: 'product.id', conditions: { $in: ['prod_shoes'] } })).toBe(true);
    expect(check({ name: 'product.id', conditions: { $in: ['socks'] } })).toBe(true);
    expect(check({ name: 'product.id', conditions: { $in: ['prod_hat'] } })).toBe(false);
    expect(check({ name: 'product.id', conditions: { $not_in: ['prod_hat'] } })).toBe(true);
    expect(check({ name: 'product.id', conditions: { $not_in: ['socks'] } })).toBe(false);
  });

  it('customer.metadata equals and in', () => {
    expect(check({ name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } })).toBe(true);
    expect(check({ name: 'customer.metadata', property: 'tier', conditions: { $is: ['silver'] } })).toBe(false);
    expect(check({ name: 'customer.metadata', property: 'tier', conditions: { $in: ['silver', 'gold'] } })).toBe(true);
    expect(check({ name: 'customer.metadata', property: 'tier', conditions: { $not_in: ['gold'] } })).toBe(false);
    expect(check({ name: 'customer.metadata', property: 'age', conditions: { $is: [30] } })).toBe(true);
    expect(check({ name: 'customer.metadata', property: 'age', conditions: { $is: ['30'] } })).toBe(false);
    expect(check({ name: 'customer.metadata', property: 'tags', conditions: { $in: ['vip'] } })).toBe(true);
    expect(check({ name: 'customer.metadata', property: 'missing', conditions: { $is_not: ['x'] } })).toBe(true);
    expect(
      check({ name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } }, ctx({ customer: null })),
    ).toBe(false);
  });

  it('customer.segment membership', () => {
    expect(check({ name: 'customer.segment', conditions: { $in: ['seg_new', 'seg_vip'] } })).toBe(true);
    expect(check({ name: 'customer.segment', conditions: { $in: ['seg_vip'] } })).toBe(false);
    expect(check({ name: 'customer.segment', conditions: { $not_in: ['seg_new'] } })).toBe(false);
  });

  it('redemption counts include the attempted redemption', () => {
    const once: ValidationRuleCondition = {
      name: 'redemption.count.per_customer',
      conditions: { $less_than_or_equal: [1] },
    };
    expect(check(once)).toBe(true);
    expect(check(once, ctx({ redemptions: { perCustomer: 1, campaignTotal: 1 } }))).toBe(false);
    const hundred: ValidationRuleCondition = { name: 'redemption.count', conditions: { $less_than_or_equal: [100] } };
    expect(check(hundred, ctx({ redemptions: { perCustomer: 0, campaignTotal: 99 } }))).toBe(true);
    expect(check(hundred, ctx({ redemptions: { perCustomer: 0, campaignTotal: 100 } }))).toBe(false);
  });
});

describe('evaluateRule outcome', () => {
  const gold: ValidationRuleCondition = {
    name: 'customer.metadata',
    property: 'tier',
    conditions: { $is: ['platinum'] },
  };
  const big: ValidationRuleCondition = { name: 'order.amount', conditions: { $more_than: [50000] } };

  it('reports the first failing condition with its failure code and message', () => {
    expect(evaluateRule(rule('and', big, gold), ctx())).toEqual({
      passed: false,
      condition: big,
      failure_code: 'order_rules_violated',
      message: 'Order amount does not match the rule',
    });
    const outcome = evaluateRule({ ...rule('and', gold), error: { message: 'Platinum members only' } }, ctx());
    expect(outcome).toMatchObject({ failure_code: 'customer_rules_violated', message: 'Platinum members only' });
  });

  it('or passes when any condition holds', () => {
    expect(
      evaluateRule(rule('or', big, { name: 'customer.segment', conditions: { $in: ['seg_new'] } }), ctx()).passed,
    ).toBe(true);
    expect(evaluateRule(rule('or', big, gold), ctx()).passed).toBe(false);
  });

  it('audienceOnly ignores order and redemption conditions', () => {
    expect(evaluateRule(rule('and', big), ctx(), { audienceOnly: true }).passed).toBe(true);
    expect(evaluateRule(rule('and', big, gold), ctx(), { audienceOnly: true })).toMatchObject({
      passed: false,
      condition: gold,
    });
    expect(isAudienceCondition(gold)).toBe(true);
    expect(isAudienceCondition(big)).toBe(false);
  });

  it('an and-rule passes exactly when every condition does', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(fc.nat(100_000), { minLength: 1, maxLength: 5 }), (amount, bounds) => {
        const conditions = bounds.map(
          (b) => ({ name: 'order.amount', conditions: { $more_than_or_equal: [b] } }) satisfies ValidationRuleCondition,
        );
        expect(evaluateRule(rule('and', ...conditions), ctx({ order: { amount, items: [] } })).passed).toBe(
          bounds.every((b) => amount >= b),
        );
        expect(evaluateRule(rule('or', ...conditions), ctx({ order: { amount, items: [] } })).passed).toBe(
          bounds.some((b) => amount >= b),
        );
      }),
    );
  });
});

describe('validation rule contract', () => {
  it('accepts the hosted operator shape and rejects unknown operators or empty conditions', () => {
    const base = {
      name: 'Big spenders',
      rules: { '1': { name: 'order.amount', conditions: { $more_than: [10000] } }, logic: '1' },
    };
    expect(validationRuleCreateSchema.safeParse(base).success).toBe(true);
    const unknownOperator = {
      ...base,
      rules: { '1': { name: 'order.amount', conditions: { $between: [1, 2] } }, logic: '1' },
    };
    expect(validationRuleCreateSchema.safeParse(unknownOperator).success).toBe(false);
    const noOperator = { ...base, rules: { '1': { name: 'order.amount', conditions: {} }, logic: '1' } };
    expect(validationRuleCreateSchema.safeParse(noOperator).success).toBe(false);
    const unknownName = {
      ...base,
      rules: { '1': { name: 'order.weight', conditions: { $is: [1] } }, logic: '1' },
    };
    expect(validationRuleCreateSchema.safeParse(unknownName).success).toBe(false);
  });
});

describe('the hosted language', () => {
  const amountOver = (n: number): ValidationRuleCondition => ({
    name: 'order.amount',
    conditions: { $more_than: [n] },
  });
  const lines: RuleContext['order'] = {
    amount: 9000,
    metadata: { channel: 'web' },
    items: [
      { product_id: 'prod_tea', quantity: 1, price: 1000, collections: ['pc_drinks'] },
      { product_id: 'prod_cup', sku_id: 'sku_cup_red', quantity: 4, price: 2000, metadata: { gift: true } },
    ],
  };

  it('evaluates logic with parentheses, short-circuits, and reports the first failing rule met', () => {
    const set = (logic: string) => ({
      rules: { '1': amountOver(100_000), '2': amountOver(1), '3': amountOver(200_000), logic },
    });
    expect(evaluateRule(set('1 or 2'), ctx()).passed).toBe(true);
    expect(evaluateRule(set('(1 or 2) and 3'), ctx())).toMatchObject({ passed: false, condition: amountOver(200_000) });
    expect(evaluateRule(set('1 and 3'), ctx())).toMatchObject({ passed: false, condition: amountOver(100_000) });
    expect(evaluateRule(set('2 or 1 and 3'), ctx()).passed).toBe(true);
  });

  it('scopes line conditions nested under product.id to the lines it matched', () => {
    const cupTimes = (n: number) => ({
      rules: {
        '1': {
          name: 'product.id',
          conditions: { $is: [{ id: 'prod_cup' }] },
          rules: { '1': { name: 'product.quantity', conditions: { $more_than_or_equal: [n] } }, logic: '1' },
        } satisfies ValidationRuleCondition,
        logic: '1',
      },
    });
    expect(evaluateRule(cupTimes(4), ctx({ order: lines })).passed).toBe(true);
    // The tea line has quantity 1, but it is not a cup: a quantity of 5 cups is not there.
    expect(evaluateRule(cupTimes(5), ctx({ order: lines }))).toMatchObject({
      passed: false,
      condition: { name: 'product.quantity' },
      message: 'No product in the order has a matching quantity',
    });
  });

  it('reads collections, SKUs, prices, order and line metadata, and the discount budget', () => {
    const on = (condition: ValidationRuleCondition, over: Partial<RuleContext> = {}) =>
      check(condition, ctx({ order: lines, ...over }));
    expect(on({ name: 'product.id', conditions: { $in: [{ id: 'pc_drinks', object: 'products_collection' }] } })).toBe(
      true,
    );
    expect(on({ name: 'product.id', conditions: { $in: [{ id: 'pc_food', object: 'products_collection' }] } })).toBe(
      false,
    );
    expect(on({ name: 'sku.id', conditions: { $is: ['sku_cup_red'] } })).toBe(true);
    expect(on({ name: 'sku.price', conditions: { $less_than: [1500] } })).toBe(false);
    expect(on({ name: 'order.items.price_any', conditions: { $more_than_or_equal: [2000] } })).toBe(true);
    expect(on({ name: 'order.items.price_each', conditions: { $more_than_or_equal: [2000] } })).toBe(false);
    expect(on({ name: 'order.items.metadata_any', property: 'gift', conditions: { $is: [true] } })).toBe(true);
    expect(on({ name: 'order.metadata', property: 'channel', conditions: { $starts_with: ['we'] } })).toBe(true);
    const budget: ValidationRuleCondition = {
      name: 'campaign.orders.amount_discounted',
      conditions: { $less_than: [5000] },
    };
    expect(on(budget, { redemptions: { perCustomer: 0, campaignTotal: 3, amountDiscounted: 4999 } })).toBe(true);
    expect(on(budget, { redemptions: { perCustomer: 0, campaignTotal: 3, amountDiscounted: 5000 } })).toBe(false);
  });

  it('or-logic over n rules passes exactly when some rule does, and-logic when all do', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.nat(1000), { minLength: 1, maxLength: 8 }), (amount, bounds) => {
        const order = { amount, items: [] };
        const numbered = Object.fromEntries(bounds.map((b, i) => [String(i + 1), amountOver(b)]));
        const logic = (op: string) => bounds.map((_, i) => i + 1).join(` ${op} `);
        expect(evaluateRule({ rules: { ...numbered, logic: `(${logic('or')})` } }, ctx({ order })).passed).toBe(
          bounds.some((b) => amount > b),
        );
        expect(evaluateRule({ rules: { ...numbered, logic: logic('and') } }, ctx({ order })).passed).toBe(
          bounds.every((b) => amount > b),
        );
      }),
    );
  });
});
