import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { productSchema, skuSchema } from '../../../contract/product.ts';
import {
  collectionProductsSchema,
  productCollectionListSchema,
  productCollectionSchema,
} from '../../../contract/product-collection.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const product = (body: object) => readAs(send('POST', '/v1/products', body), productSchema, 200);
const collectionIds = async () =>
  (await readAs(send('GET', '/v1/product-collections?limit=100'), productCollectionListSchema, 200)).data.map(
    (c) => c.id,
  );

describe('product collections', () => {
  it('holds the listed products and SKUs of a STATIC collection, without those deleted since', async () => {
    const shirt = await product({ name: 'Shirt', price: 1000 });
    const hat = await product({ name: 'Hat', price: 500 });
    const sku = await readAs(send('POST', `/v1/products/${hat.id}/skus`, { sku: 'Red hat' }), skuSchema, 200);
    const created = await readAs(
      send('POST', '/v1/product-collections', {
        type: 'STATIC',
        name: 'Picked',
        products: [
          { id: shirt.id, object: 'product' },
          { id: sku.id, object: 'sku' },
        ],
      }),
      productCollectionSchema,
      200,
    );
    expect(officialErrors('post', '/v1/product-collections', 200, created)).toEqual([]);
    expect(created.products).toEqual([
      { id: shirt.id, object: 'product' },
      { id: sku.id, object: 'sku', product_id: hat.id },
    ]);
    const read = await readAs(send('GET', `/v1/product-collections/${created.id}`), productCollectionSchema, 200);
    expect(officialErrors('get', '/v1/product-collections/{productCollectionId}', 200, read)).toEqual([]);
    const list = await readAs(send('GET', '/v1/product-collections'), productCollectionListSchema, 200);
    expect(officialErrors('get', '/v1/product-collections', 200, list)).toEqual([]);

    const members = await readAs(
      send('GET', `/v1/product-collections/${created.id}/products`),
      collectionProductsSchema,
      200,
    );
    expect(officialErrors('get', '/v1/product-collections/{productCollectionId}/products', 200, members)).toEqual([]);
    expect(members.data.map((m) => m.id)).toEqual([shirt.id, sku.id]);
    expect(members.data[1]).toMatchObject({ object: 'sku', product: { id: hat.id } });

    expect((await send('DELETE', `/v1/products/${hat.id}`)).status).toBe(204);
    const after = await readAs(
      send('GET', `/v1/product-collections/${created.id}/products`),
      collectionProductsSchema,
      200,
    );
    expect(after).toMatchObject({ total: 1, data: [{ id: shirt.id }] });

    expect((await send('DELETE', `/v1/product-collections/${created.id}`)).status).toBe(204);
    await readAs(send('GET', `/v1/product-collections/${created.id}`), errorBodySchema, 404);
    await readAs(send('GET', `/v1/products/${shirt.id}`), productSchema, 200);
  });

  it('evaluates an AUTO_UPDATE filter against the products as they are now', async () => {
    const cheap = await product({ name: 'Cheap mug', price: 400, metadata: { brand: 'Acme' } });
    const dear = await product({ name: 'Dear mug', price: 6000, metadata: { brand: 'Acme' } });
    await product({ name: 'Other mug', price: 9000, metadata: { brand: 'Else' } });
    const created = await readAs(
      send('POST', '/v1/product-collections', {
        type: 'AUTO_UPDATE',
        name: 'Acme over 50',
        filter: {
          // Either case, as the hosted service reads it.
          junction: 'AND',
          'metadata.brand': { conditions: { $is: ['Acme'] } },
          price: { conditions: { $more_than: [5000] } },
        },
      }),
      productCollectionSchema,
      200,
    );
    expect(officialErrors('post', '/v1/product-collections', 200, created)).toEqual([]);
    expect(created.filter).toMatchObject({ junction: 'and', price: { conditions: { $more_than: [5000] } } });
    const members = async () =>
      (
        await readAs(send('GET', `/v1/product-collections/${created.id}/products`), collectionProductsSchema, 200)
      ).data.map((m) => m.id);
    expect(await members()).toEqual([dear.id]);

    await readAs(send('PUT', `/v1/products/${cheap.id}`, { price: 7000 }), productSchema, 200);
    expect(await members()).toEqual([cheap.id, dear.id]);
  });

  it('refuses a filter on a field or operator it cannot evaluate, and unknown members, writing nothing', async () => {
    const before = await collectionIds();
    const field = await readAs(
      send('POST', '/v1/product-collections', {
        type: 'AUTO_UPDATE',
        name: 'By image',
        filter: { junction: 'and', image_url: { conditions: { $is: ['x'] } } },
      }),
      errorBodySchema,
      400,
    );
    expect(field.details).toContain('image_url');
    const operator = await readAs(
      send('POST', '/v1/product-collections', {
        type: 'AUTO_UPDATE',
        name: 'Days ago',
        filter: { junction: 'or', price: { conditions: { $is_days_ago: [3] } } },
      }),
      errorBodySchema,
      400,
    );
    expect(operator.details).toContain('$is_days_ago');
    await readAs(
      send('POST', '/v1/product-collections', {
        type: 'STATIC',
        name: 'Ghost',
        products: [{ id: 'prod_missing', object: 'product' }],
      }),
      errorBodySchema,
      404,
    );
    expect(await collectionIds()).toEqual(before);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.productCollections.create({
      type: 'AUTO_UPDATE',
      name: 'Through the SDK',
      filter: { junction: 'and', name: { conditions: { $starts_with: ['SDK'] } } },
    });
    await product({ name: 'SDK mug' });
    const listed = await sdk.productCollections.listProducts(made.id, {});
    expect(listed.data.map((p) => ('name' in p ? p.name : undefined))).toEqual(['SDK mug']);
    expect(await sdk.productCollections.get(made.id)).toMatchObject({ name: 'Through the SDK' });
  });
});
