import { describe, expect, it } from 'vitest';
import {
  emptyNewProductForm,
  emptyNewSkuForm,
  newProductFormSchema,
  newSkuFormSchema,
  type NewProductFormValues,
} from './product-form-schema.ts';

const parse = (changes: Partial<NewProductFormValues>) =>
  newProductFormSchema.safeParse({ ...emptyNewProductForm, name: 'Scarf', ...changes });
const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('the new product form', () => {
  it('sends the price in minor units, the attributes as a list and the metadata as an object', () => {
    const result = parse({
      source_id: ' scarf-1 ',
      price: '1,250.50',
      attributes: 'colour, size,, fit ',
      image_url: 'https://shop.example/scarf.png',
      metadata: [{ key: 'season', value: 'winter' }],
    });
    expect(result.data).toEqual({
      name: 'Scarf',
      source_id: 'scarf-1',
      price: 125050,
      attributes: ['colour', 'size', 'fit'],
      image_url: 'https://shop.example/scarf.png',
      metadata: { season: 'winter' },
    });
  });

  it('leaves out what was left empty', () => {
    expect(parse({}).data).toEqual({ name: 'Scarf' });
  });

  it('refuses a price that is not an amount, and a missing name, at their fields', () => {
    expect(issuePaths(parse({ price: '12.345' }))).toEqual(['price']);
    expect(issuePaths(parse({ price: 'ten' }))).toEqual(['price']);
    expect(issuePaths(parse({ name: '  ' }))).toEqual(['name']);
  });

  it('refuses what the contract refuses at the field it names', () => {
    expect(issuePaths(parse({ source_id: 'x'.repeat(201) }))).toEqual(['source_id']);
    expect(
      issuePaths(
        parse({
          metadata: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        }),
      ),
    ).toEqual(['metadata.1.key']);
  });
});

describe('the new SKU form', () => {
  it('sends the SKU name, source id and price in minor units', () => {
    const result = newSkuFormSchema.safeParse({ ...emptyNewSkuForm, sku: 'Scarf, red', price: '19' });
    expect(result.data).toEqual({ sku: 'Scarf, red', price: 1900 });
  });

  it('asks for the SKU name at its field', () => {
    expect(issuePaths(newSkuFormSchema.safeParse(emptyNewSkuForm))).toEqual(['sku']);
  });
});
