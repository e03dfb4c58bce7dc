import { describe, expect, it } from 'vitest';
import { qualificationFormSchema, toQualificationForm } from './qualification-form-schema.ts';
import { qualificationSearchSchema, toQualificationCall } from './qualification-search.ts';

describe('qualification context in the URL', () => {
  it('survives a round trip through the form and becomes the contract request', () => {
    const search = qualificationFormSchema.parse({
      customer: { source_id: 'demo-customer', metadata: [{ key: 'tier', value: 'gold' }] },
      lines: [{ product_id: 'mug', quantity: '2', price: '40.00', metadata: [] }],
      audienceRulesOnly: true,
      limit: '5',
      order: '-campaign',
    });
    expect(search.run).toBe(true);
    expect(qualificationFormSchema.parse(toQualificationForm(search))).toEqual(search);
    expect(toQualificationCall(search)).toEqual({
      query: { audienceRulesOnly: 'true', limit: 5, order: '-campaign' },
      body: {
        customer: { source_id: 'demo-customer', metadata: { tier: 'gold' } },
        order: { items: [{ product_id: 'mug', related_object: 'product', quantity: 2, price: 4000 }] },
      },
    });
  });

  it('falls back to defaults for hand-edited values', () => {
    expect(qualificationSearchSchema.parse({ limit: 500, order: 'sideways', lines: 'x', run: 'yes' })).toEqual({
      customer: undefined,
      lines: [],
      audienceRulesOnly: false,
      limit: undefined,
      order: undefined,
      run: false,
    });
  });
});
