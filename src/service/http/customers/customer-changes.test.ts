import { VoucherifyClientSide, VoucherifyServerSide } from '@voucherify/sdk';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { consentListSchema } from '../../../contract/consent.ts';
import { customerPermanentDeletionSchema, customerSchema } from '../../../contract/customer.ts';
import { customers, events, redemptions, webhookEvents } from '../../store/schema/activity.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { readAs } from '../../testing/api.ts';
import { addVoucher, cart, redeemThroughApi, redeemable } from '../../testing/redemptions.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const db = () => service.database.db;
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = appHeaders) =>
  service.request(path, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const create = async (body: unknown) => {
  const made = await readAs(send('POST', '/v1/customers', body), customerSchema, 200);
  expect(officialErrors('post', '/v1/customers', 200, made)).toEqual([]);
  return made;
};
const stored = async (sourceId: string) =>
  db()
    .select()
    .from(customers)
    .where(and(eq(customers.projectId, testKeys.project_id), eq(customers.sourceId, sourceId)));
const rowCounts = async () =>
  Promise.all(
    [customers, webhookEvents, auditEntries].map(
      async (table) => (await db().select({ n: count() }).from(table))[0]!.n,
    ),
  );

describe('POST /v1/customers', () => {
  it('creates a customer, and upserts by source_id: a known one gets the attributes sent, metadata merged', async () => {
    const made = await create({
      source_id: 'crm-ada',
      name: 'Ada Lovelace',
      description: 'A frequent customer',
      email: 'ada@example.com',
      address: { city: 'London' },
      metadata: { tier: 'gold', lang: 'en' },
      birthdate: '1815-12-10',
    });
    expect(made).toMatchObject({
      object: 'customer',
      source_id: 'crm-ada',
      name: 'Ada Lovelace',
      description: 'A frequent customer',
      address: { city: 'London' },
      summary: { redemptions: { total_redeemed: 0 } },
    });
    expect(made.id).toMatch(/^cust_/);
    const again = await create({ source_id: 'crm-ada', name: 'Ada King', metadata: { lang: 'fr' } });
    expect(again).toMatchObject({
      id: made.id,
      name: 'Ada King',
      email: 'ada@example.com',
      metadata: { tier: 'gold', lang: 'fr' },
    });
    expect(await stored('crm-ada')).toHaveLength(1);

    const outbox = await db().select().from(webhookEvents).where(eq(webhookEvents.type, 'customer.created'));
    expect(outbox.filter((e) => JSON.stringify(e.payload).includes(made.id))).toHaveLength(1);
    const audit = await db().select().from(auditEntries).where(eq(auditEntries.resourceId, made.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['customer.created', 'customer.updated']);

    const anonymous = await create({ name: 'No source id' });
    expect(anonymous.source_id).toBeUndefined();
    expect((await send('POST', '/v1/customers', { id: 'cust_nobody' })).status).toBe(404);
  });

  it('ends two concurrent creates of one source_id in one customer', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map((n) => create({ source_id: 'crm-race', name: `Racer ${n}` })));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await stored('crm-race')).toHaveLength(1);
    const created = await db().select().from(webhookEvents).where(eq(webhookEvents.type, 'customer.created'));
    expect(created.filter((e) => JSON.stringify(e.payload).includes(answers[0]!.id))).toHaveLength(1);
  });

  it('refuses fields past their limits and __proto__ keys harmlessly, writing nothing', async () => {
    const before = await rowCounts();
    for (const body of [
      { source_id: 'x'.repeat(201) },
      { source_id: 'long-name', name: 'n'.repeat(501) },
      { source_id: 'long-city', address: { city: 'c'.repeat(501) } },
      { source_id: 'bad-birthdate', birthdate: '10/12/1815' },
      { source_id: 'deep', metadata: JSON.parse('{"a":'.repeat(30) + '1' + '}'.repeat(30)) },
    ]) {
      const refused = await readAs(send('POST', '/v1/customers', body), errorBodySchema, 400);
      expect(refused.details, JSON.stringify(body).slice(0, 40)).toBeTruthy();
    }
    const proto = JSON.parse('{"source_id":"crm-proto","__proto__":{"admin":true},"name":"P"}');
    const refused = await readAs(send('POST', '/v1/customers', proto), errorBodySchema, 400);
    expect(refused.errors).toContainEqual(expect.objectContaining({ path: '__proto__' }));
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(await rowCounts()).toEqual(before);
  });
});

describe('PUT /v1/customers/{customerId}', () => {
  it('changes the attributes sent, by id or source_id; an id or source_id in the body changes nothing', async () => {
    const made = await create({ source_id: 'crm-grace', name: 'Grace', metadata: { a: 1 } });
    const byId = await readAs(
      send('PUT', `/v1/customers/${made.id}`, { phone: '+1 555', metadata: { b: 2 } }),
      customerSchema,
      200,
    );
    expect(officialErrors('put', '/v1/customers/{customerId}', 200, byId)).toEqual([]);
    expect(byId).toMatchObject({ id: made.id, name: 'Grace', phone: '+1 555', metadata: { a: 1, b: 2 } });
    expect(byId.updated_at).toBeDefined();
    const bySource = await readAs(
      send('PUT', '/v1/customers/crm-grace', { source_id: 'renamed', id: 'cust_other', name: 'Grace Hopper' }),
      customerSchema,
      200,
    );
    expect(bySource).toMatchObject({ id: made.id, source_id: 'crm-grace', name: 'Grace Hopper' });
    expect((await send('PUT', '/v1/customers/nobody-here', { name: 'x' })).status).toBe(404);
    const read = await readAs(send('GET', '/v1/customers/crm-grace'), customerSchema, 200);
    expect(officialErrors('get', '/v1/customers/{customerId}', 200, read)).toEqual([]);
    const listed = await (await send('GET', '/v1/customers?q=crm-grace')).json();
    expect(officialErrors('get', '/v1/customers', 200, listed)).toEqual([]);
  });
});

describe('DELETE /v1/customers/{customerId}', () => {
  it('removes the customer from reads and frees its source_id; its redemptions stay as history', async () => {
    const made = await create({ source_id: 'crm-leaving', name: 'Leaving' });
    expect((await send('DELETE', '/v1/customers/crm-leaving')).status).toBe(204);
    expect((await send('GET', `/v1/customers/${made.id}`)).status).toBe(404);
    expect((await send('DELETE', `/v1/customers/${made.id}`)).status).toBe(404);
    const list = (await (await send('GET', '/v1/customers?q=crm-leaving')).json()) as { total: number };
    expect(list.total).toBe(0);
    const deleted = await db().select().from(webhookEvents).where(eq(webhookEvents.type, 'customer.deleted'));
    expect(deleted.some((e) => JSON.stringify(e.payload).includes(made.id))).toBe(true);
    const reborn = await create({ source_id: 'crm-leaving' });
    expect(reborn.id).not.toBe(made.id);

    // A customer who redeemed: deleting it keeps the redemption, still pointing at it.
    const code = await addVoucher(db(), { discount: { type: 'AMOUNT', amount_off: 500 } });
    const redeemed = await redeemThroughApi(service, {
      redeemables: [redeemable(code)],
      order: cart,
      customer: { source_id: 'crm-redeemer' },
    });
    const redeemer = redeemed.redemptions[0]!.customer_id!;
    const history = () => db().select().from(redemptions).where(eq(redemptions.customerId, redeemer));
    const before = await history();
    expect(before.map((r) => r.id)).toContain(redeemed.parent_redemption.id);
    expect((await send('DELETE', '/v1/customers/crm-redeemer')).status).toBe(204);
    expect(await history()).toEqual(before);
  });
});

describe('POST /v1/customers/{customerId}/permanent-deletion', () => {
  it("erases the customer's personal data and custom events, deleted before or not", async () => {
    const made = await create({ source_id: 'crm-forget', name: 'Forget Me', email: 'forget@example.com', phone: '1' });
    const tracked = await send('POST', '/v1/events', { event: 'store_visit', customer: { source_id: 'crm-forget' } });
    expect(tracked.status).toBe(200);
    const erased = await readAs(
      send('POST', '/v1/customers/crm-forget/permanent-deletion', {}),
      customerPermanentDeletionSchema,
      200,
    );
    expect(officialErrors('post', '/v1/customers/{customerId}/permanent-deletion', 200, erased)).toEqual([]);
    expect(erased).toMatchObject({
      related_object_id: made.id,
      status: 'DONE',
      object: 'pernament_deletion',
      data_json: { events: 1, customer: 1 },
    });
    const [row] = await db().select().from(customers).where(eq(customers.id, made.id));
    expect(row).toMatchObject({ sourceId: null, name: null, email: null, phone: null, metadata: {} });
    expect(row!.deletedAt).not.toBeNull();
    expect(await db().select().from(events).where(eq(events.customerId, made.id))).toEqual([]);
    const outbox = await db().select().from(webhookEvents);
    expect(outbox.some((e) => JSON.stringify(e.payload).includes('forget@example.com'))).toBe(false);
    expect((await send('GET', `/v1/customers/${made.id}`)).status).toBe(404);

    const deleted = await create({ source_id: 'crm-deleted-first', name: 'Deleted First' });
    await send('DELETE', `/v1/customers/${deleted.id}`);
    expect((await send('POST', `/v1/customers/${deleted.id}/permanent-deletion`, {})).status).toBe(200);
    const [gone] = await db().select().from(customers).where(eq(customers.id, deleted.id));
    expect(gone!.name).toBeNull();
    expect((await send('POST', '/v1/customers/nobody-here/permanent-deletion', {})).status).toBe(404);
  });
});

describe('consents', () => {
  const consentsOf = async (id: string) =>
    (await db().select({ consents: customers.consents }).from(customers).where(eq(customers.id, id)))[0]!.consents;

  it('grants and revokes consent ids; unsubscribed revokes all; bad keys and too many are refused', async () => {
    const made = await create({ source_id: 'crm-consents' });
    const path = '/v1/customers/crm-consents/consents';
    expect((await send('PUT', path, { cnst_a1: true, cnst_b2: true, cnst_c3: false })).status).toBe(204);
    expect(await consentsOf(made.id)).toEqual(['cnst_a1', 'cnst_b2']);
    expect((await send('PUT', path, { cnst_a1: false })).status).toBe(204);
    expect(await consentsOf(made.id)).toEqual(['cnst_b2']);
    expect((await send('PUT', path, { unsubscribed: true, cnst_d4: true })).status).toBe(204);
    expect(await consentsOf(made.id)).toEqual(['cnst_d4']);

    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`cnst_${i}`, true]));
    for (const body of [{ marketing: true }, { cnst_a1: 'yes' }, many, JSON.parse('{"__proto__":true}')])
      await readAs(send('PUT', path, body), errorBodySchema, 400);
    expect(await consentsOf(made.id)).toEqual(['cnst_d4']);
    expect((await send('PUT', '/v1/customers/nobody-here/consents', { cnst_a1: true })).status).toBe(404);

    const listed = await readAs(send('GET', '/v1/consents'), consentListSchema, 200);
    expect(listed).toEqual({
      groups: { object: 'list', total: 0, data_ref: 'data', data: [] },
      consents: { object: 'list', total: 0, data_ref: 'data', data: [] },
    });
  });
});

describe('client side', () => {
  it('creates a customer; a known one is neither changed nor shown', async () => {
    const made = await readAs(
      send('POST', '/client/v1/customers', { source_id: 'web-visitor', name: 'Visitor' }, clientHeaders),
      customerSchema,
      200,
    );
    expect(officialErrors('post', '/v1/customers', 200, made)).toEqual([]);
    expect(made).toMatchObject({ source_id: 'web-visitor', name: 'Visitor' });
    await create({ source_id: 'crm-private', name: 'Private Person', email: 'private@example.com' });
    const known = await readAs(
      send('POST', '/client/v1/customers', { source_id: 'crm-private', name: 'Impostor' }, clientHeaders),
      customerSchema,
      200,
    );
    expect(known).not.toHaveProperty('email');
    expect(known).not.toHaveProperty('name');
    expect((await stored('crm-private'))[0]).toMatchObject({ name: 'Private Person' });
  });
});

describe('the official SDK v2', () => {
  it('creates, updates, reads and deletes customers and sends consents, server and client side', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.customers.create({ source_id: 'sdk-customer', name: 'Through the SDK' });
    if (!('id' in made)) throw new Error('The SDK read an unconfirmed customer');
    const changed = await sdk.customers.update({ source_id: 'sdk-customer', email: 'sdk@example.com' });
    expect(changed).toMatchObject({ id: made.id, email: 'sdk@example.com' });
    expect(await sdk.customers.get(made.id)).toMatchObject({ name: 'Through the SDK' });
    await sdk.customers.updateConsents('sdk-customer', { cnst_sdk1: true });
    expect(await sdk.consents.list()).toMatchObject({ consents: { total: 0 } });
    await sdk.customers.delete(made.id);
    expect(await sdk.customers.deletePermanently(made.id)).toMatchObject({ related_object_id: made.id });

    const client = VoucherifyClientSide({
      clientApplicationId: testKeys.client_app_id,
      clientSecretKey: testKeys.client_token,
      apiUrl: service.url,
      origin: testKeys.client_origin,
    });
    const visitor = await client.createCustomer({ source_id: 'sdk-visitor' });
    expect(visitor).toMatchObject({ id: expect.stringMatching(/^cust_/), source_id: 'sdk-visitor' });
    await client.updateConsents('sdk-visitor', { cnst_web: true });
    expect(await client.listConsents()).toMatchObject({ groups: { data: [] } });
    const [row] = await stored('sdk-visitor');
    expect(row!.consents).toEqual(['cnst_web']);
  });
});
