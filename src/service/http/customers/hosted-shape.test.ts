import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../../contract/customer.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

/** Customers as the hosted service answers them: what is left out, what is null, what is always there. */
const service = useTestService();
const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const read = (ref: string) => readAs(send('GET', `/v1/customers/${ref}`), customerSchema, 200);
const bulk = async (path: string, body: unknown) => {
  const response = await send('POST', path, body);
  expect(response.status, await response.clone().text()).toBe(202);
  await drainAsyncActions(service.database.db);
};

describe('customers in the hosted shape', () => {
  it('leaves metadata out until some is set, and always answers referrals and system_metadata', async () => {
    const created = await readAs(send('POST', '/v1/customers', { source_id: 'shape-new' }), customerSchema, 200);
    expect(officialErrors('post', '/v1/customers', 200, created)).toEqual([]);
    expect(created).not.toHaveProperty('metadata');
    expect(created).toMatchObject({ address: null, referrals: { total: 0, campaigns: [] }, system_metadata: {} });

    await bulk('/v1/customers/metadata/async', { source_ids: ['shape-new'], metadata: { test: 123 } });
    expect((await read('shape-new')).metadata).toEqual({ test: 123 });
    // A key set to null stays, as null: the hosted service answers it so.
    await bulk('/v1/customers/metadata/async', { source_ids: ['shape-new'], metadata: { test: null } });
    expect((await read('shape-new')).metadata).toEqual({ test: null });
  });

  it('takes null address lines, single and in bulk, and answers them as null', async () => {
    const created = await readAs(
      send('POST', '/v1/customers', { source_id: 'shape-address', address: { city: 'New York', country: null } }),
      customerSchema,
      200,
    );
    expect(created.address).toEqual({ city: 'New York', country: null });
    await bulk('/v1/customers/bulk/async', [{ source_id: 'shape-address', address: { city: null, country: null } }]);
    expect((await read('shape-address')).address).toEqual({ city: null, country: null });
  });
});
