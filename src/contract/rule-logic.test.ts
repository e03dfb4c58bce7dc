import { describe, expect, it } from 'vitest';
import { parseRuleLogic, ruleNumbersOf, type RuleLogic } from './rule-logic.ts';
import { validationRuleCreateSchema } from './validation-rule.ts';

const show = (logic: RuleLogic): string =>
  logic.kind === 'rule' ? String(logic.number) : `(${show(logic.left)} ${logic.kind} ${show(logic.right)})`;
const parsed = (logic: string, defined = 5) => show(parseRuleLogic(logic, defined));
const failure = (logic: string, defined = 5) => {
  try {
    parseRuleLogic(logic, defined);
  } catch (error) {
    return (error as Error).message;
  }
  return 'parsed';
};

describe('rule logic', () => {
  it('binds and tighter than or, left to right, and honours parentheses', () => {
    expect(parsed('1')).toBe('1');
    expect(parsed('1 and 2 or 3')).toBe('((1 and 2) or 3)');
    expect(parsed('1 or 2 and 3')).toBe('(1 or (2 and 3))');
    expect(parsed('(1 or 2) and 3')).toBe('((1 or 2) and 3)');
    expect(parsed('1 AND 2 And 3')).toBe('((1 and 2) and 3)');
    expect(parsed(' ((1)) ')).toBe('1');
    expect(ruleNumbersOf(parseRuleLogic('(1 and 2) or 3', 3))).toEqual([1, 2, 3]);
  });

  it('names the position of a syntax error or an unknown rule', () => {
    expect(failure('1 and')).toBe('Expected a rule number or "(" at position 6 (end of logic)');
    expect(failure('(1 or 2')).toBe('Expected ")" closing the "(" at position 1, found at 8');
    expect(failure('1 2')).toBe('Expected "and", "or" or the end at position 3, found "2"');
    expect(failure('1 and 9')).toBe('Rule 9 at position 7 is not defined');
    expect(failure('1 & 2')).toBe('Unexpected "&" at position 3');
    expect(failure('1 xor 2')).toBe('Expected "and", "or" or the end at position 3, found "xor"');
    expect(failure(`${'('.repeat(30)}1${')'.repeat(30)}`)).toMatch(/^Parentheses nest deeper than 20/);
    expect(failure('1 or '.repeat(300) + '1')).toMatch(/^Logic is longer than 1000/);
  });
});

describe('the hosted rule shape', () => {
  const body = (rules: unknown) => validationRuleCreateSchema.safeParse({ name: 'r', rules });
  const messages = (rules: unknown) =>
    body(rules).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const amount = { name: 'order.amount', conditions: { $more_than: [100] } };

  it('takes what the official SDK suite sends: underscore names, null property, empty nested rules', () => {
    const parsedBody = body({
      '1': { name: 'customer_segment', rules: {}, property: null, conditions: { $is: ['seg_1'] } },
      logic: '1',
    });
    expect(parsedBody.success).toBe(true);
    expect(parsedBody.data?.rules['1']).toMatchObject({ name: 'customer.segment' });
  });

  it('refuses unknown names, gaps, unused rules, bad logic and wrong values, at the field', () => {
    expect(messages({ '1': { name: 'redemption.gift.amunt', conditions: { $is: [1] } } })).toEqual([
      'rules.1.name: Unknown condition "redemption.gift.amunt"',
    ]);
    expect(messages({ '1': { name: 'product.metadata.match_all', conditions: { $is: ['yes'] } } })).toEqual([
      'rules.1.conditions.$is.0: Expected true or false',
    ]);
    expect(messages({ '1': amount, '3': amount })).toEqual(['rules.2: Rules are numbered 1 to 2 without gaps']);
    expect(messages({ '1': amount, '2': amount, logic: '1' })).toEqual(['rules.logic: Logic does not use rule 2']);
    expect(messages({ '1': amount, logic: '1 or 2' })).toEqual(['rules.logic: Rule 2 at position 6 is not defined']);
    expect(messages({ '1': { name: 'order.metadata', conditions: { $is: ['x'] } } })).toEqual([
      'rules.1.property: "order.metadata" needs the metadata property to compare',
    ]);
    expect(messages({ '1': { name: 'order.amount', conditions: { $in: [1] } } })).toEqual([
      'rules.1.conditions.$in: "order.amount" does not take $in',
    ]);
  });

  it('takes a rule with no conditions, as the hosted service does: one that only names its items', () => {
    expect(messages({})).toEqual([]);
    const onlyItems = validationRuleCreateSchema.safeParse({
      name: 'Items only',
      applicable_to: { included: [{ object: 'product', id: 'prod_1' }] },
    });
    expect(onlyItems.data?.rules).toEqual({});
  });

  it('bounds nesting before parsing it', () => {
    let rules: unknown = { '1': amount };
    for (let i = 0; i < 1000; i++) rules = { '1': { ...amount, rules } };
    expect(messages(rules)).toEqual(['rules: Rules nest at most 3 levels deep']);
    const threeDeep = {
      '1': { ...amount, rules: { '1': { ...amount, rules: { '1': { ...amount, rules: { '1': amount } } } } } },
    };
    expect(body(threeDeep).success).toBe(true);
  });
});
