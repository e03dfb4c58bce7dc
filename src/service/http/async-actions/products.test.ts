import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { asyncActionScheduledSchema, asyncActionSchema } from '../../../contract/async-action.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { productSchema, skuSchema } from '../../../contract/product.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const get = (path: string) => service.request(path, { headers: appHeaders });
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const upload = (path: string, csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'import.csv');
  return service.request(path, { method: 'POST', headers: appHeaders, body: form });
};

/** Schedules, checks the official answer, runs the worker and answers the finished action. */
async function run(path: string, request: Promise<Response>, status: number) {
  const scheduled = await readAs(request, asyncActionScheduledSchema, status);
  expect(officialErrors('post', path, status, scheduled)).toEqual([]);
  await drainAsyncActions(service.database.db);
  const done = await readAs(get(`/v1/async-actions/${scheduled.async_action_id}`), asyncActionSchema, 200);
  expect(officialErrors('get', '/v1/async-actions/{asyncActionId}', 200, done)).toEqual([]);
  return done;
}
const product = (ref: string) => readAs(get(`/v1/products/${ref}`), productSchema, 200);

describe('product catalog bulk requests', () => {
  it('imports products from CSV, then their SKUs, reporting a SKU of an unknown product in words', async () => {
    const products = await run(
      '/v1/products/importCSV',
      upload(
        '/v1/products/importCSV',
        'Name,Source_id,Price,Attributes,Brand\nScarf,imp-scarf,2500,"color,size",Acme\nMug,imp-mug,900,,',
      ),
      200,
    );
    expect(products).toMatchObject({ type: 'PRODUCTS.IMPORT_CSV', status: 'DONE', result: { done_count: 2 } });
    expect(await product('imp-scarf')).toMatchObject({
      name: 'Scarf',
      price: 2500,
      attributes: ['color', 'size'],
      metadata: { Brand: 'Acme' },
    });

    const skus = await run(
      '/v1/skus/importCSV',
      upload(
        '/v1/skus/importCSV',
        'Product_id,Sku,Source_id,Price,Attributes\nimp-scarf,Red scarf,imp-scarf-red,2700,"{""color"":""red""}"\nnobody,Ghost,imp-ghost,1,',
      ),
      200,
    );
    expect(skus.result).toMatchObject({ done_count: 1, failed_count: 1, failed: [{ source_id: 'imp-ghost', row: 2 }] });
    const sku = await readAs(get('/v1/skus/imp-scarf-red'), skuSchema, 200);
    expect(sku).toMatchObject({ sku: 'Red scarf', price: 2700, attributes: { color: 'red' } });
  });

  it('upserts products in bulk and sets metadata on many through the SDK, and refuses a bad body', async () => {
    await readAs(post('/v1/products/bulk/async', [{ name: 'no source id' }]), errorBodySchema, 400);
    const bulk = await run(
      '/v1/products/bulk/async',
      post('/v1/products/bulk/async', [
        { source_id: 'imp-mug', price: 950 },
        { source_id: 'bulk-new', name: 'New one' },
      ]),
      202,
    );
    expect(bulk.result).toMatchObject({ done_count: 2, failed_count: 0 });
    expect(await product('bulk-new')).toMatchObject({ name: 'New one' });

    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const { async_action_id: id } = await sdk.products.bulkUpdateMetadata({
      source_ids: ['imp-mug', 'bulk-new'],
      metadata: { season: 'winter' },
    });
    await drainAsyncActions(service.database.db);
    expect(await sdk.asyncActions.get(id)).toMatchObject({ type: 'PRODUCTS.METADATA_UPDATE', status: 'DONE' });
    expect((await product('bulk-new')).metadata).toEqual({ season: 'winter' });
  });
});
