import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerEventListSchema } from '../../../contract/customer-activity.ts';
import { customerListSchema } from '../../../contract/customer.ts';
import { voucherListSchema } from '../../../contract/voucher.ts';
import { customers } from '../../store/schema/activity.ts';
import { bearer, expectError, issueTokenThroughApi, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { WEEKDAY_NOON } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

const list = (query: string) =>
  readAs(service.request(`/v1/customers?${query}`, { headers: appHeaders }), customerListSchema, 200);
const sourceIds = (body: { customers: { source_id?: string }[] }) => body.customers.map((c) => c.source_id);
const sendEvent = async (body: Record<string, unknown>) => {
  const response = await service.request('/v1/events', jsonRequest('POST', body, appHeaders));
  expect(response.status, await response.clone().text()).toBe(200);
};
const projectPath = `/promodesk/projects/${testKeys.project_id}`;

describe('GET /v1/customers', () => {
  it('lists customers newest first; q finds source ids, names and emails ignoring case, % and _ literally', async () => {
    const people = [
      { source_id: 'search-ada', name: 'Ada Lovelace', email: 'ADA@Analytical.example' },
      { source_id: 'search_grace_', name: 'Grace 50% Hopper', email: 'grace@navy.example' },
      { source_id: 'searchXgraceX', name: 'Grace Imposter', email: 'imposter@example.com' },
    ];
    for (const customer of people) {
      await sendEvent({ event: 'store_visit', customer: { ...customer, metadata: { tier: 'basic' } } });
      clock.advance(60);
    }

    const all = await list('limit=100');
    expect(all).toMatchObject({ object: 'list', data_ref: 'customers' });
    expect(all.total).toBe(all.customers.length);
    expect(sourceIds(all).slice(0, 3)).toEqual(['searchXgraceX', 'search_grace_', 'search-ada']);
    expect(all.customers[0]).toMatchObject({
      object: 'customer',
      name: 'Grace Imposter',
      email: 'imposter@example.com',
      metadata: { tier: 'basic' },
      created_at: new Date(WEEKDAY_NOON.getTime() + 120_000).toISOString(),
    });
    expect(all.customers.find((c) => c.source_id === 'demo-customer')).toMatchObject({ name: 'Dana Demo' });

    expect(sourceIds(await list('q=LOVELACE'))).toEqual(['search-ada']);
    expect(sourceIds(await list('q=analytical.EXAMPLE'))).toEqual(['search-ada']);
    expect(sourceIds(await list('q=SEARCH-A'))).toEqual(['search-ada']);
    // `_` and `%` are plain characters: `search_` does not match `searchX`, and only one name holds a percent sign.
    expect(sourceIds(await list('q=search_'))).toEqual(['search_grace_']);
    expect(sourceIds(await list(`q=${encodeURIComponent('50%')}`))).toEqual(['search_grace_']);
    expect(sourceIds(await list(`q=${encodeURIComponent('%')}`))).toEqual(['search_grace_']);
    expect((await list('q=nobody-like-this')).customers).toEqual([]);

    const grace = await list('q=grace&limit=1&page=2');
    expect(grace.total).toBe(2);
    expect(sourceIds(grace)).toEqual(['search_grace_']);

    // `total` counts every customer of the project, and only those.
    const [stored] = await service.database.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.projectId, testKeys.project_id));
    expect((await list('limit=1')).total).toBe(stored!.n);
  });

  it('answers 400 naming limit or page, 401 without keys and 403 for a token of another scope', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'page=0', 'page=101', `q=${'x'.repeat(201)}`]) {
      const error = await expectError(service.request(`/v1/customers?${query}`, { headers: appHeaders }), 400);
      expect(error.details, query).toContain(query.split('=')[0]);
    }
    // A search past its limit is refused in words, never ignored (which would list everyone).
    const tooLong = await expectError(
      service.request(`/v1/customers?q=${'x'.repeat(201)}`, { headers: appHeaders }),
      400,
    );
    expect(tooLong.details).toContain('q: Use at most 200 characters');
    await expectError(service.request('/v1/customers'), 401);
    const vouchersOnly = await issueTokenThroughApi(service, 'vouchers');
    await expectError(service.request('/v1/customers', { headers: bearer(vouchersOnly) }), 403);
    const customersScope = await issueTokenThroughApi(service, 'customers');
    await readAs(service.request('/v1/customers', { headers: bearer(customersScope) }), customerListSchema, 200);
  });
});

describe('GET /v1/vouchers?customer=', () => {
  it("lists the codes and cards a customer holds, by id or source id; another's is empty", async () => {
    const held = await readAs(
      service.request('/v1/vouchers?customer=demo-customer&limit=100', { headers: appHeaders }),
      voucherListSchema,
      200,
    );
    expect(held.vouchers.map((v) => v.code).sort()).toEqual(['LOYAL-DEMO1', 'REF-DEMO']);
    const holderId = held.vouchers[0]!.holder_id!;
    const byId = await readAs(
      service.request(`/v1/vouchers?customer=${holderId}`, { headers: appHeaders }),
      voucherListSchema,
      200,
    );
    expect(byId.total).toBe(2);
    const none = await readAs(
      service.request('/v1/vouchers?customer=new-customer', { headers: appHeaders }),
      voucherListSchema,
      200,
    );
    expect(none).toMatchObject({ vouchers: [], total: 0 });
  });
});

describe('GET /promodesk/projects/{projectId}/customers/{customerId}/events', () => {
  const events = (customer: string, query = '', headers: Record<string, string> = managementHeaders) =>
    service.request(`${projectPath}/customers/${encodeURIComponent(customer)}/events${query}`, { headers });

  it("lists one customer's custom events newest first with their metadata, a page at a time", async () => {
    const customer = { source_id: 'events-shopper', name: 'Evan Events' };
    await sendEvent({ event: 'store_visit', customer, metadata: { store: 'Berlin' } });
    clock.advance(60);
    await sendEvent({ event: 'purchase_review', customer, metadata: { stars: 5 } });
    await sendEvent({ event: 'store_visit', customer: { source_id: 'someone-else' } });

    const page = await readAs(events('events-shopper'), customerEventListSchema, 200);
    expect(page).toMatchObject({ object: 'list', data_ref: 'data', has_more: false });
    expect(page.data.map((e) => [e.type, e.metadata])).toEqual([
      ['purchase_review', { stars: 5 }],
      ['store_visit', { store: 'Berlin' }],
    ]);
    expect(page.data[0]).toMatchObject({
      object: 'event',
      created_at: new Date(clock.now().getTime()).toISOString(),
    });
    expect(page.data[0]!.id).toMatch(/^evt_/);

    const first = await readAs(events('events-shopper', '?limit=1'), customerEventListSchema, 200);
    expect(first).toMatchObject({ has_more: true, data: [{ type: 'purchase_review' }] });
    const second = await readAs(events('events-shopper', '?limit=1&page=2'), customerEventListSchema, 200);
    expect(second).toMatchObject({ has_more: false, data: [{ type: 'store_visit' }] });
  });

  it('answers 404 for an unknown customer or project, 400 naming limit, 401 without management keys', async () => {
    expect(await expectError(events('nobody-at-all'), 404, 'not_found')).toMatchObject({ resource_type: 'customer' });
    const otherProject = await service.request('/promodesk/projects/proj_nowhere/customers/demo-customer/events', {
      headers: managementHeaders,
    });
    expect(await expectError(otherProject, 404, 'not_found')).toMatchObject({ resource_type: 'project' });
    expect((await expectError(events('demo-customer', '?limit=101'), 400)).details).toContain('limit');
    await expectError(events('demo-customer', '', {}), 401);
    await expectError(events('demo-customer', '', appHeaders), 401);
  });
});
