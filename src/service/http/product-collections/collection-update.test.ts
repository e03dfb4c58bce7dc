import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { productSchema } from '../../../contract/product.ts';
import { collectionProductsSchema, productCollectionSchema } from '../../../contract/product-collection.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

/** PUT /v1/product-collections/{id}: a STATIC collection's name, an AUTO_UPDATE one's name and filter. */
const service = useTestService();
const path = '/v1/product-collections/{productCollectionId}';
const send = (method: string, url: string, body?: unknown) =>
  service.request(url, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const product = (body: object) => readAs(send('POST', '/v1/products', body), productSchema, 200);
const collection = (body: object) =>
  readAs(send('POST', '/v1/product-collections', body), productCollectionSchema, 200);
const update = (id: string, body: unknown) => send('PUT', `/v1/product-collections/${id}`, body);
const memberIds = async (id: string) =>
  (
    await readAs(send('GET', `/v1/product-collections/${id}/products?limit=100`), collectionProductsSchema, 200)
  ).data.map((m) => m.id);
const priceFrom = (amount: number) => ({ junction: 'and', price: { conditions: { $more_than_equal: [amount] } } });

describe('PUT /v1/product-collections/{productCollectionId}', () => {
  it('renames a STATIC collection and keeps its products; reads agree', async () => {
    const mug = await product({ name: 'Update mug', price: 900 });
    const created = await collection({ type: 'STATIC', name: 'Mugs', products: [{ id: mug.id, object: 'product' }] });
    const renamed = await readAs(update(created.id, { name: 'Cups' }), productCollectionSchema, 200);
    expect(officialErrors('put', path, 200, renamed)).toEqual([]);
    expect(renamed).toMatchObject({ ...created, name: 'Cups', updated_at: expect.any(String) });
    expect(await readAs(send('GET', `/v1/product-collections/${created.id}`), productCollectionSchema, 200)).toEqual(
      renamed,
    );
    expect(await memberIds(created.id)).toEqual([mug.id]);
  });

  it('refuses a filter or a missing name on a STATIC collection with 400, changing nothing', async () => {
    const created = await collection({ type: 'STATIC', name: 'Fixed', products: [] });
    const withFilter = await readAs(update(created.id, { name: 'Fixed', filter: priceFrom(1) }), errorBodySchema, 400);
    expect(withFilter.errors).toEqual([expect.objectContaining({ path: 'filter' })]);
    const unnamed = await readAs(update(created.id, {}), errorBodySchema, 400);
    expect(unnamed.errors).toEqual([expect.objectContaining({ path: 'name' })]);
    expect(await readAs(send('GET', `/v1/product-collections/${created.id}`), productCollectionSchema, 200)).toEqual(
      created,
    );
  });

  it("replaces an AUTO_UPDATE collection's filter: its members follow at once", async () => {
    const cheap = await product({ name: 'Update pen', price: 100, metadata: { line: 'update-test' } });
    const dear = await product({ name: 'Update lamp', price: 9000, metadata: { line: 'update-test' } });
    const line = { junction: 'and', 'metadata.line': { conditions: { $is: ['update-test'] } } };
    const created = await collection({ type: 'AUTO_UPDATE', name: 'Update line', filter: line });
    expect(await memberIds(created.id)).toEqual([cheap.id, dear.id]);
    const filter = { ...line, price: { conditions: { $more_than_equal: [5000] } } };
    const changed = await readAs(update(created.id, { filter }), productCollectionSchema, 200);
    expect(officialErrors('put', path, 200, changed)).toEqual([]);
    expect(changed).toMatchObject({ name: 'Update line', type: 'AUTO_UPDATE', filter });
    expect(await memberIds(created.id)).toEqual([dear.id]);
    const renamed = await readAs(update(created.id, { name: 'Dear things' }), productCollectionSchema, 200);
    expect(renamed).toMatchObject({ name: 'Dear things', filter });
  });

  it('refuses a filter without a valid junction with 400 and an unknown collection with 404', async () => {
    const created = await collection({ type: 'AUTO_UPDATE', name: 'Junction', filter: priceFrom(1) });
    const refused = await readAs(
      update(created.id, { filter: { ...priceFrom(1), junction: 'xor' } }),
      errorBodySchema,
      400,
    );
    expect(officialErrors('put', path, 400, refused)).toEqual([]);
    const missing = await readAs(update('pc_nope', { name: 'Nope' }), errorBodySchema, 404);
    expect(officialErrors('put', path, 404, missing)).toEqual([]);
    expect(missing).toMatchObject({ resource_type: 'products_collection', resource_id: 'pc_nope' });
  });
});
