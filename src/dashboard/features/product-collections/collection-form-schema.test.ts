import { describe, expect, it } from 'vitest';
import { emptyNewCollectionForm, newCollectionFormSchema } from './collection-form-schema.ts';

describe('the new collection form', () => {
  it('sends a static collection of the picked products', () => {
    const result = newCollectionFormSchema.safeParse({ name: ' Scarves ', product_ids: ['prod_1', 'prod_2'] });
    expect(result.data).toEqual({
      type: 'STATIC',
      name: 'Scarves',
      products: [
        { id: 'prod_1', object: 'product' },
        { id: 'prod_2', object: 'product' },
      ],
    });
  });

  it('asks for a name and at least one product at their fields', () => {
    const paths = newCollectionFormSchema
      .safeParse({ ...emptyNewCollectionForm, name: ' ' })
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['name', 'product_ids']);
  });
});
