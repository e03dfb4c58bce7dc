import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '../../../contract/validation-rule.ts';
import { editableInForm, emptyRuleForm, ruleForm, ruleFormSchema, type RuleFormValues } from './rule-form-schema.ts';

const form = (conditions: RuleFormValues['conditions'], change: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...emptyRuleForm,
  name: 'VIP big baskets',
  conditions,
  ...change,
});

describe('the rule form', () => {
  it('turns rows into the conditions the service evaluates, money in minor units', () => {
    const rule = ruleFormSchema.parse(
      form(
        [
          { name: 'order.amount', property: '', operator: '$more_than_or_equal', value: '100' },
          { name: 'customer.segment', property: '', operator: '$in', value: 'seg_vip, seg_gold' },
          { name: 'customer.metadata', property: 'tier', operator: '$is', value: 'gold' },
          { name: 'redemption.count.per_customer', property: '', operator: '$less_than_or_equal', value: '1' },
        ],
        { error_message: 'Only for VIPs', logic: '(1 or 2) and (3 or 4)' },
      ),
    );
    expect(rule).toEqual({
      name: 'VIP big baskets',
      error: { message: 'Only for VIPs' },
      rules: {
        '1': { name: 'order.amount', conditions: { $more_than_or_equal: [10000] } },
        '2': { name: 'customer.segment', conditions: { $in: ['seg_vip', 'seg_gold'] } },
        '3': { name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } },
        '4': { name: 'redemption.count.per_customer', conditions: { $less_than_or_equal: [1] } },
        logic: '(1 or 2) and (3 or 4)',
      },
    });
  });

  it('reads a rule back into the same rows', () => {
    const values = form(
      [
        { name: 'order.amount', property: '', operator: '$less_than', value: '49.99' },
        { name: 'product.id', property: '', operator: '$not_in', value: 'prod_a, prod_b' },
      ],
      { logic: '1 or 2' },
    );
    const saved = ruleFormSchema.parse(values);
    const rule = {
      applicable_to: {},
      ...saved,
      id: 'val_1',
      object: 'validation_rules' as const,
      type: 'advanced' as const,
      context_type: 'global' as const,
      created_at: '',
    };
    expect(ruleForm(rule)).toEqual(values);
  });

  it('says on each field what is missing or unreadable', () => {
    const result = ruleFormSchema.safeParse(
      form(
        [
          { name: 'order.amount', property: '', operator: '$more_than', value: 'a lot' },
          { name: 'customer.metadata', property: '', operator: '$is', value: '' },
          { name: 'order.items.count', property: '', operator: '$in', value: '2' },
        ],
        { name: ' ' },
      ),
    );
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'A rule needs a name'],
      ['conditions.0.value', 'Enter an amount such as 100.00'],
      ['conditions.1.property', 'Enter the metadata key'],
      ['conditions.1.value', 'Enter a value'],
      ['conditions.2.operator', 'Pick how to compare'],
    ]);
    expect(ruleFormSchema.safeParse(form([], { name: 'x' })).error?.issues[0]?.message).toBe(
      'Add at least one condition',
    );
  });

  it('marks the name and every row on the first submit, not one layer at a time', () => {
    const result = ruleFormSchema.safeParse(
      form([{ name: 'order.items.count', property: '', operator: '$more_than', value: 'many' }], {
        name: '',
        error_message: 'x'.repeat(501),
      }),
    );
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['name', 'error_message', 'conditions.0.value']);
  });

  it('takes only rules it can show row by row, so a save never drops a nested rule or a condition it has no row for', () => {
    const stored = (rules: ValidationRule['rules']): ValidationRule => ({
      id: 'val_1',
      object: 'validation_rules',
      applicable_to: {},
      type: 'advanced',
      context_type: 'global' as const,
      created_at: '',
      name: 'Stored',
      rules,
    });
    const amount = { name: 'order.amount', conditions: { $more_than: [1000] } };
    expect(editableInForm(stored({ '1': amount, logic: '1' }))).toBe(true);
    const nested = { ...amount, rules: { '1': { name: 'product.id', conditions: { $in: ['prod_a'] } }, logic: '1' } };
    expect(editableInForm(stored({ '1': nested, logic: '1' }))).toBe(false);
    const itemPrice = { name: 'order.items.price_any', conditions: { $more_than: [500] } };
    expect(editableInForm(stored({ '1': amount, '2': itemPrice, logic: '1 and 2' }))).toBe(false);
    const twoOperators = { name: 'order.amount', conditions: { $more_than: [1000], $less_than: [5000] } };
    expect(editableInForm(stored({ '1': twoOperators, logic: '1' }))).toBe(false);
  });
});
