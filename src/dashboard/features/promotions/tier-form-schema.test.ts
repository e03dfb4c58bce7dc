import { describe, expect, it } from 'vitest';
import {
  emptyTierForm,
  tierChanges,
  tierCreateFormSchema,
  tierEditFormSchema,
  tierForm,
  type TierFormValues,
} from './tier-form-schema.ts';

const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

const tier = {
  name: 'Orders over $100',
  banner: 'Ten off',
  action: { discount: { type: 'AMOUNT' as const, amount_off: 1000, effect: 'APPLY_TO_ORDER' as const } },
  start_date: undefined,
  expiration_date: '2027-01-01T00:00:00.000Z',
};
const edit = (changes: Partial<TierFormValues>) => tierEditFormSchema.parse({ ...tierForm(tier), ...changes });

describe('the tier form', () => {
  it('adds a tier with its percent or money discount, an empty banner left out', () => {
    expect(
      tierCreateFormSchema.parse({ ...emptyTierForm, name: 'Gold', reward: { kind: 'PERCENT', value: '15' } }),
    ).toMatchObject({ name: 'Gold', banner: undefined, action: { discount: { type: 'PERCENT', percent_off: 15 } } });
    const amount = tierCreateFormSchema.parse({
      ...emptyTierForm,
      name: 'Gold',
      reward: { kind: 'AMOUNT', value: '1,250.50' },
    });
    expect(amount.action.discount).toEqual({ type: 'AMOUNT', amount_off: 125050 });
  });

  it('puts a missing name, a bad discount and a window that ends first at their fields', () => {
    expect(
      issuePaths(tierCreateFormSchema.safeParse({ ...emptyTierForm, reward: { kind: 'PERCENT', value: '150' } })),
    ).toEqual(['reward.value']);
    expect(issuePaths(tierCreateFormSchema.safeParse(emptyTierForm))).toEqual(['name']);
    const backwards = tierEditFormSchema.safeParse({
      ...tierForm(tier),
      start_date: '2027-02-01T00:00',
      expiration_date: '2027-01-01T00:00',
    });
    expect(issuePaths(backwards)).toEqual(['expiration_date']);
  });

  it('sends only what changed: nothing for the untouched form, the new name and discount otherwise', () => {
    expect(tierChanges(tier, edit({}))).toEqual({});
    expect(tierChanges(tier, edit({ name: 'Orders over $150', reward: { kind: 'AMOUNT', value: '15' } }))).toEqual({
      name: 'Orders over $150',
      action: { discount: { type: 'AMOUNT', amount_off: 1500 } },
    });
    expect(tierChanges(tier, edit({ expiration_date: '', banner: '' }))).toEqual({ expiration_date: null, banner: '' });
  });

  it('keeps a discount kind the form cannot edit', () => {
    const fixed = { ...tier, action: { discount: { type: 'FIXED' as const, fixed_amount: 500 } } };
    const request = tierEditFormSchema.parse({ ...tierForm(fixed), name: 'Fixed price' });
    expect(request.action).toBeUndefined();
    expect(tierChanges(fixed, request)).toEqual({ name: 'Fixed price' });
  });
});
