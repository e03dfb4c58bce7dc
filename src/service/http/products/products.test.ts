import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { productListSchema, productSchema, skuListSchema, skuSchema } from '../../../contract/product.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));

describe('products and SKUs', () => {
  it('creates, upserts by source_id, reads by either id, updates, lists and deletes a product in the official shapes', async () => {
    const created = await readAs(
      send('POST', '/v1/products', { source_id: 'phone', name: 'Phone', price: 200000, attributes: ['color'] }),
      productSchema,
      200,
    );
    expect(officialErrors('post', '/v1/products', 200, created)).toEqual([]);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^prod_/),
      name: 'Phone',
      metadata: {},
      skus: { total: 0 },
    });

    const upserted = await readAs(
      send('POST', '/v1/products', { source_id: 'phone', price: 210000, metadata: { vendor: 'A' } }),
      productSchema,
      200,
    );
    expect(upserted).toMatchObject({ id: created.id, name: 'Phone', price: 210000, metadata: { vendor: 'A' } });
    expect(upserted.updated_at).not.toBeNull();

    const bySource = await readAs(send('GET', '/v1/products/phone'), productSchema, 200);
    expect(officialErrors('get', '/v1/products/{productId}', 200, bySource)).toEqual([]);
    expect(bySource.id).toBe(created.id);

    const changed = await readAs(send('PUT', `/v1/products/${created.id}`, { image_url: null }), productSchema, 200);
    expect(officialErrors('put', '/v1/products/{productId}', 200, changed)).toEqual([]);
    expect(changed).toMatchObject({ name: 'Phone', price: 210000, image_url: null });

    const sku = await readAs(
      send('POST', '/v1/products/phone/skus', {
        source_id: 'phone-black',
        sku: 'Black',
        price: 1300,
        currency: 'USD',
        attributes: { color: 'black' },
      }),
      skuSchema,
      200,
    );
    expect(officialErrors('post', '/v1/products/{productId}/skus', 200, sku)).toEqual([]);
    const skuRead = await readAs(send('GET', '/v1/skus/phone-black'), skuSchema, 200);
    expect(officialErrors('get', '/v1/skus/{skuId}', 200, skuRead)).toEqual([]);
    expect(skuRead).toMatchObject({ id: sku.id, product_id: created.id });
    const skuChanged = await readAs(send('PUT', `/v1/products/phone/skus/${sku.id}`, { price: 1400 }), skuSchema, 200);
    expect(officialErrors('put', '/v1/products/{productId}/skus/{skuId}', 200, skuChanged)).toEqual([]);
    expect(skuChanged).toMatchObject({ price: 1400, currency: 'USD', sku: 'Black' });
    const skus = await readAs(send('GET', '/v1/products/phone/skus'), skuListSchema, 200);
    expect(officialErrors('get', '/v1/products/{productId}/skus', 200, skus)).toEqual([]);
    expect(skus.skus.map((s) => s.id)).toEqual([sku.id]);

    const withSku = await readAs(send('GET', `/v1/products/${created.id}`), productSchema, 200);
    expect(withSku.skus).toMatchObject({ total: 1, data: [{ id: sku.id, price: 1400 }] });
    const page = await readAs(send('GET', '/v1/products?limit=100&order=-created_at'), productListSchema, 200);
    expect(officialErrors('get', '/v1/products', 200, page)).toEqual([]);
    expect(page.products[0]).toMatchObject({ id: created.id, skus: { total: 1 } });

    expect((await send('DELETE', `/v1/products/phone?force=true`)).status).toBe(204);
    const gone = await readAs(send('GET', `/v1/products/${created.id}`), errorBodySchema, 404);
    expect(gone).toMatchObject({ key: 'not_found', resource_type: 'product' });
    await readAs(send('GET', '/v1/skus/phone-black'), errorBodySchema, 404);
    // The source id is free again.
    await readAs(send('POST', '/v1/products', { source_id: 'phone', name: 'Phone 2' }), productSchema, 200);
  });

  it('deletes a SKU only through its own product and refuses bad input, writing nothing', async () => {
    const a = await readAs(send('POST', '/v1/products', { name: 'A' }), productSchema, 200);
    const b = await readAs(send('POST', '/v1/products', { name: 'B' }), productSchema, 200);
    const sku = await readAs(send('POST', `/v1/products/${a.id}/skus`, { sku: 'A1' }), skuSchema, 200);
    await readAs(send('DELETE', `/v1/products/${b.id}/skus/${sku.id}`), errorBodySchema, 404);
    await readAs(send('GET', `/v1/skus/${sku.id}`), skuSchema, 200);
    expect((await send('DELETE', `/v1/products/${a.id}/skus/${sku.id}`)).status).toBe(204);
    await readAs(send('GET', `/v1/skus/${sku.id}`), errorBodySchema, 404);

    const before = (await readAs(send('GET', '/v1/products'), productListSchema, 200)).total;
    await readAs(send('POST', '/v1/products', { name: 'x', price: -1 }), errorBodySchema, 400);
    await readAs(send('POST', '/v1/products', { name: 'x'.repeat(201) }), errorBodySchema, 400);
    await readAs(
      send('POST', '/v1/products', JSON.parse('{"name":"p","metadata":{"__proto__":{"x":1}}}')),
      errorBodySchema,
      400,
    );
    await readAs(send('POST', `/v1/products/missing/skus`, { sku: 'S' }), errorBodySchema, 404);
    expect((await readAs(send('GET', '/v1/products'), productListSchema, 200)).total).toBe(before);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.products.create({ source_id: 'sdk-product', name: 'Through the SDK', price: 500 });
    await sdk.products.createSku(made.id, { source_id: 'sdk-sku', sku: 'SDK SKU' });
    expect(await sdk.products.get('sdk-product')).toMatchObject({ id: made.id, skus: { total: 1 } });
    expect((await sdk.products.list({ limit: 100 })).products.map((p) => p.id)).toContain(made.id);
    await sdk.products.delete(made.id, { force: true });
  });
});
