import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StackingRules } from '../../contract/stacking-rules.ts';
import {
  DEFAULT_STACKING_RULES,
  decideStacking,
  skipsWithoutEffect,
  type StackCandidate,
  type StackCategory,
} from './stacking.ts';

const cat = (id: string, hierarchy: number, stacking_rules_type?: 'JOINT' | 'EXCLUSIVE'): StackCategory => ({
  id,
  hierarchy,
  stacking_rules_type,
});
const c = (item: string, categories: StackCategory[] = [], inapplicable = false): StackCandidate<string> => ({
  item,
  categories,
  inapplicable,
});
const rules = (over: Partial<StackingRules> = {}): StackingRules => ({
  ...DEFAULT_STACKING_RULES,
  redeemables_application_mode: 'PARTIAL',
  ...over,
});
const summary = (decisions: ReturnType<typeof decideStacking<string>>) =>
  decisions.map((d) => (d.status === 'SKIPPED' ? `${d.item}:${d.details.key}` : `${d.item}:${d.status}`));

describe('decideStacking limits', () => {
  it('applies the first five by default and skips the rest', () => {
    const decisions = decideStacking(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => c(id)),
      rules(),
    );
    expect(summary(decisions).slice(4)).toEqual([
      'e:APPLICABLE',
      'f:applicable_redeemables_limit_exceeded',
      'g:applicable_redeemables_limit_exceeded',
    ]);
    expect(decisions[5]).toMatchObject({ details: { message: 'Applicable redeemables limit exceeded' } });
  });

  it('allows one redeemable per category by default, or the per-category override', () => {
    const food = cat('cat_food', 1);
    expect(summary(decideStacking([c('a', [food]), c('b', [food]), c('x')], rules()))).toEqual([
      'a:APPLICABLE',
      'b:applicable_redeemables_per_category_limit_exceeded',
      'x:APPLICABLE',
    ]);
    const twoFood = rules({ applicable_redeemables_category_limits: { cat_food: 2 } });
    expect(summary(decideStacking([c('a', [food]), c('b', [food]), c('c', [food])], twoFood))).toEqual([
      'a:APPLICABLE',
      'b:APPLICABLE',
      'c:applicable_redeemables_per_category_limit_exceeded',
    ]);
  });
});

describe('decideStacking exclusive and joint categories', () => {
  const exclusive = cat('cat_excl', 1);
  const joint = cat('cat_joint', 2);
  const regular = cat('cat_reg', 3);
  const withCategories = rules({ exclusive_categories: ['cat_excl'], joint_categories: ['cat_joint'] });

  it('an exclusive redeemable admits only joint ones, wherever it stands', () => {
    expect(summary(decideStacking([c('r', [regular]), c('j', [joint]), c('e', [exclusive])], withCategories))).toEqual([
      'r:exclusion_rules_not_met',
      'j:APPLICABLE',
      'e:APPLICABLE',
    ]);
  });

  it('reads EXCLUSIVE and JOINT from the category itself', () => {
    const typed = [
      c('r', [cat('cat_r', 1)]),
      c('e', [cat('cat_e', 2, 'EXCLUSIVE')]),
      c('j', [cat('cat_j', 3, 'JOINT')]),
    ];
    expect(summary(decideStacking(typed, rules()))).toEqual([
      'r:exclusion_rules_not_met',
      'e:APPLICABLE',
      'j:APPLICABLE',
    ]);
  });

  it('applies one exclusive redeemable by default', () => {
    const other = cat('cat_excl2', 1);
    const twoExclusive = rules({ exclusive_categories: ['cat_excl', 'cat_excl2'] });
    expect(summary(decideStacking([c('e1', [exclusive]), c('e2', [other])], twoExclusive))).toEqual([
      'e1:APPLICABLE',
      'e2:applicable_exclusive_redeemables_limit_exceeded',
    ]);
    const moreExclusive = rules({
      exclusive_categories: ['cat_excl', 'cat_excl2'],
      applicable_exclusive_redeemables_limit: 3,
    });
    expect(
      summary(decideStacking([c('e1', [exclusive]), c('e2', [exclusive]), c('e3', [other])], moreExclusive)),
    ).toEqual(['e1:APPLICABLE', 'e2:applicable_exclusive_redeemables_per_category_limit_exceeded', 'e3:APPLICABLE']);
  });

  it('without an applied exclusive, everything stacks normally', () => {
    expect(summary(decideStacking([c('r', [regular]), c('j', [joint])], withCategories))).toEqual([
      'r:APPLICABLE',
      'j:APPLICABLE',
    ]);
  });
});

describe('decideStacking sorting and application mode', () => {
  it('CATEGORY_HIERARCHY orders by lowest hierarchy, uncategorised last, ties in request order', () => {
    const decisions = decideStacking(
      [c('none'), c('low', [cat('c3', 3)]), c('high', [cat('c1', 1)]), c('tie', [cat('c1b', 1)])],
      rules({ redeemables_sorting_rule: 'CATEGORY_HIERARCHY' }),
    );
    expect(decisions.map((d) => d.item)).toEqual(['high', 'tie', 'low', 'none']);
  });

  it('PARTIAL applies the valid ones beside an inapplicable one', () => {
    expect(summary(decideStacking([c('bad', [], true), c('ok')], rules()))).toEqual([
      'bad:INAPPLICABLE',
      'ok:APPLICABLE',
    ]);
  });

  it('ALL skips every valid one when any is inapplicable', () => {
    expect(
      summary(decideStacking([c('ok'), c('bad', [], true)], rules({ redeemables_application_mode: 'ALL' }))),
    ).toEqual(['ok:preceding_validation_failed', 'bad:INAPPLICABLE']);
  });
});

describe('skipsWithoutEffect', () => {
  const food = [cat('cat_food', 1)];
  it('follows the rule and its category exceptions', () => {
    expect(skipsWithoutEffect(food, rules())).toBe(false);
    expect(skipsWithoutEffect(food, rules({ no_effect_skip_categories: ['cat_food'] }))).toBe(true);
    expect(skipsWithoutEffect(food, rules({ redeemables_no_effect_rule: 'SKIP' }))).toBe(true);
    expect(
      skipsWithoutEffect(
        food,
        rules({ redeemables_no_effect_rule: 'SKIP', no_effect_redeem_anyway_categories: ['cat_food'] }),
      ),
    ).toBe(false);
  });
});

const categoryPool = [cat('c0', 0), cat('c1', 1), cat('c2', 2), cat('cx', 3), cat('cj', 4)];
const candidatesArb = fc
  .array(fc.tuple(fc.subarray(categoryPool, { maxLength: 2 }), fc.boolean()), { minLength: 1, maxLength: 12 })
  .map((list) => list.map(([categories, inapplicable], i) => c(`r${i}`, categories, inapplicable)));
const rulesArb = fc
  .record({
    applicable_redeemables_limit: fc.integer({ min: 1, max: 6 }),
    applicable_redeemables_per_category_limit: fc.integer({ min: 1, max: 3 }),
    applicable_exclusive_redeemables_limit: fc.integer({ min: 1, max: 2 }),
    redeemables_application_mode: fc.constantFrom('ALL' as const, 'PARTIAL' as const),
    redeemables_sorting_rule: fc.constantFrom('REQUESTED_ORDER' as const, 'CATEGORY_HIERARCHY' as const),
  })
  .map((over) => rules({ ...over, exclusive_categories: ['cx'], joint_categories: ['cj'] }));

describe('decideStacking properties', () => {
  it('decides every candidate once and respects every limit', () => {
    fc.assert(
      fc.property(candidatesArb, rulesArb, (candidates, r) => {
        const decisions = decideStacking(candidates, r);
        expect(decisions.map((d) => d.item).sort()).toEqual(candidates.map((x) => x.item).sort());
        const applied = candidates.filter((x) => decisions.find((d) => d.item === x.item)?.status === 'APPLICABLE');
        expect(applied.length).toBeLessThanOrEqual(r.applicable_redeemables_limit);
        expect(applied.every((x) => !x.inapplicable)).toBe(true);
        const exclusives = applied.filter((x) => x.categories.some((k) => k.id === 'cx'));
        expect(exclusives.length).toBeLessThanOrEqual(r.applicable_exclusive_redeemables_limit);
        if (exclusives.length > 0)
          expect(applied.every((x) => x.categories.some((k) => k.id === 'cx' || k.id === 'cj'))).toBe(true);
        for (const k of ['c0', 'c1', 'c2', 'cj']) {
          expect(applied.filter((x) => x.categories.some((y) => y.id === k)).length).toBeLessThanOrEqual(
            r.applicable_redeemables_per_category_limit,
          );
        }
        if (r.redeemables_application_mode === 'ALL' && candidates.some((x) => x.inapplicable))
          expect(applied).toHaveLength(0);
      }),
    );
  });

  it('with CATEGORY_HIERARCHY and distinct hierarchies the outcome ignores the request order', () => {
    const distinct = fc
      .uniqueArray(fc.nat(50), { minLength: 1, maxLength: 8 })
      .map((hs) => hs.map((h, i) => c(`r${i}`, [cat(`c${i % 3}`, h)])));
    const withShuffle = distinct.chain((cs) =>
      fc.tuple(fc.constant(cs), fc.shuffledSubarray(cs, { minLength: cs.length, maxLength: cs.length })),
    );
    fc.assert(
      fc.property(withShuffle, ([candidates, shuffled]) => {
        const r = rules({ redeemables_sorting_rule: 'CATEGORY_HIERARCHY', applicable_redeemables_limit: 3 });
        expect(summary(decideStacking(shuffled, r))).toEqual(summary(decideStacking(candidates, r)));
      }),
    );
  });
});
