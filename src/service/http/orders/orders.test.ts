import { VoucherifyServerSide } from '@voucherify/sdk';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { orderCalculatedSchema, orderListSchema, type OrderCalculated } from '../../../contract/order.ts';
import { orders } from '../../store/schema/activity.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { WEEKDAY_NOON, addVoucher, redeemThroughApi, redeemable } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ live: true, now: clock.now });

const post = (body: unknown) => service.request('/v1/orders', jsonRequest('POST', body, appHeaders));
const put = (id: string, body: unknown) =>
  service.request(`/v1/orders/${encodeURIComponent(id)}`, jsonRequest('PUT', body, appHeaders));
const get = (id: string) => service.request(`/v1/orders/${encodeURIComponent(id)}`, { headers: appHeaders });
/** Every answered order has an id: asserted once here, so the tests use it as a string. */
const withId = (order: OrderCalculated) => {
  expect(order.id).toMatch(/^ord_/);
  return { ...order, id: order.id ?? '' };
};
const created = async (body: unknown) => {
  const order = await readAs(post(body), orderCalculatedSchema, 200);
  expect(officialErrors('post', '/v1/orders', 200, order)).toEqual([]);
  return withId(order);
};
const updated = async (id: string, body: unknown) => {
  const order = await readAs(put(id, body), orderCalculatedSchema, 200);
  expect(officialErrors('put', '/v1/orders/{orderId}', 200, order)).toEqual([]);
  return withId(order);
};
const read = async (id: string) => {
  const order = await readAs(get(id), orderCalculatedSchema, 200);
  expect(officialErrors('get', '/v1/orders/{orderId}', 200, order)).toEqual([]);
  return withId(order);
};
const list = async (query = '') => {
  const page = await readAs(service.request(`/v1/orders${query}`, { headers: appHeaders }), orderListSchema, 200);
  expect(officialErrors('get', '/v1/orders', 200, page)).toEqual([]);
  return page;
};
const orderCount = async () => (await service.database.db.select({ id: orders.id }).from(orders)).length;
const customerOrders = async (sourceId: string) =>
  (await readAs(service.request(`/v1/customers/${sourceId}`, { headers: appHeaders }), customerSchema, 200)).summary
    ?.orders;

const cart = [
  { source_id: 'roses', related_object: 'product', quantity: 2, price: 1500, product: { name: 'Roses' } },
  { product_id: 'prod_vase', sku_id: 'sku_blue', related_object: 'sku', quantity: 1, price: 4000 },
];

describe('orders', () => {
  it('creates an order with its customer, computes its amounts and reads it by id and by source id', async () => {
    const order = await created({
      source_id: 'shop-1001',
      customer: { source_id: 'order-buyer', name: 'Olga' },
      items: cart,
      discount_amount: 500,
      metadata: { channel: 'web' },
    });
    expect(order.id).toMatch(/^ord_/);
    expect(order).toMatchObject({
      object: 'order',
      source_id: 'shop-1001',
      status: 'CREATED',
      amount: 7000,
      discount_amount: 500,
      items_discount_amount: 0,
      total_discount_amount: 500,
      total_amount: 6500,
      metadata: { channel: 'web' },
      customer: { object: 'customer', id: order.customer_id },
    });
    expect(order.items).toEqual([
      expect.objectContaining({ source_id: 'roses', amount: 3000, subtotal_amount: 3000, product: { name: 'Roses' } }),
      expect.objectContaining({ product_id: 'prod_vase', sku_id: 'sku_blue', related_object: 'sku', amount: 4000 }),
    ]);
    expect(await read(order.id)).toEqual(order);
    expect(await read('shop-1001')).toEqual(order);
    const missing = await readAs(get('ord_missing'), errorBodySchema, 404);
    expect(missing).toMatchObject({ key: 'not_found', resource_type: 'order', resource_id: 'ord_missing' });
  });

  it('upserts by source id: a second POST updates the same order and creates no second customer', async () => {
    const first = await created({ source_id: 'shop-1002', customer: { source_id: 'upsert-buyer' }, amount: 2000 });
    const second = await created({ source_id: 'shop-1002', customer: { source_id: 'upsert-buyer' }, status: 'PAID' });
    expect(second).toMatchObject({ id: first.id, status: 'PAID', amount: 2000, customer_id: first.customer_id });
    expect(second.updated_at).toBeDefined();
    const byId = await created({ id: first.id, metadata: { note: 'by id' } });
    expect(byId).toMatchObject({ id: first.id, status: 'PAID', metadata: { note: 'by id' } });
    await readAs(post({ id: 'ord_unknown', amount: 1 }), errorBodySchema, 404);
  });

  it('updates status, lines and metadata, recalculating the amounts and keeping what was not sent', async () => {
    const order = await created({ source_id: 'shop-1003', items: cart, metadata: { a: 1 } });
    const paid = await updated(order.id, { status: 'PAID' });
    expect(paid).toMatchObject({ status: 'PAID', amount: 7000, items: order.items, metadata: { a: 1 } });
    const changed = await updated('shop-1003', {
      items: [{ source_id: 'roses', quantity: 1, price: 1500 }],
      metadata: { b: 2 },
    });
    expect(changed).toMatchObject({ status: 'PAID', amount: 1500, total_amount: 1500, metadata: { b: 2 } });
    expect(changed.items).toHaveLength(1);
    expect(await read(order.id)).toEqual(changed);
    const actions = await service.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.resourceId, order.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['order.created', 'order.updated', 'order.updated']);
    await readAs(put('ord_missing', { status: 'PAID' }), errorBodySchema, 404);
  });

  it('lists orders oldest first in numbered pages, newest first on request', async () => {
    for (const n of [1, 2, 3]) {
      clock.advance(1);
      await created({ source_id: `paged-${n}`, amount: n * 100 });
    }
    const all = await list('?limit=100');
    expect(all.total).toBe(all.orders.length);
    const paged = all.orders.filter((o) => o.source_id?.startsWith('paged-')).map((o) => o.source_id);
    expect(paged).toEqual(['paged-1', 'paged-2', 'paged-3']);
    const newest = await list('?limit=1&order=-created_at');
    expect(newest.orders[0]?.source_id).toBe('paged-3');
    const second = await list(`?limit=1&page=2&order=-created_at`);
    expect(second.orders[0]?.source_id).toBe('paged-2');
    await readAs(service.request('/v1/orders?page=101', { headers: appHeaders }), errorBodySchema, 400);
    await readAs(service.request('/v1/orders?order=amount', { headers: appHeaders }), errorBodySchema, 400);
  });

  it("counts only PAID and FULFILLED orders in the customer's summary, following status changes", async () => {
    const order = await created({ customer: { source_id: 'summary-buyer' }, amount: 5000 });
    expect(await customerOrders('summary-buyer')).toMatchObject({ total_amount: 0, total_count: 0 });
    await updated(order.id, { status: 'PAID' });
    expect(await customerOrders('summary-buyer')).toMatchObject({ total_amount: 5000, total_count: 1 });
    await updated(order.id, { status: 'CANCELED' });
    expect(await customerOrders('summary-buyer')).toMatchObject({ total_amount: 0, total_count: 0 });
  });

  it("shows a redemption's order with its redemptions, keeps its redeemed lines and lets its status change", async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 700 } });
    const redeemed = await redeemThroughApi(service, {
      customer: { source_id: 'redeeming-buyer' },
      redeemables: [redeemable(code)],
      order: { source_id: 'shop-redeemed', amount: 5000 },
    });
    const parent = redeemed.parent_redemption.id;
    const order = await read(redeemed.order!.id!);
    expect(order).toMatchObject({ source_id: 'shop-redeemed', total_discount_amount: 700, total_amount: 4300 });
    expect(order.redemptions).toEqual({
      [parent]: {
        date: expect.any(String),
        related_object_type: 'redemption',
        related_object_id: parent,
        stacked: redeemed.redemptions.map((r) => r.id),
      },
    });
    const refused = await readAs(put(order.id, { amount: 9000 }), errorBodySchema, 400);
    expect(refused.errors).toContainEqual(expect.objectContaining({ path: 'amount' }));
    const fulfilled = await updated(order.id, { status: 'FULFILLED' });
    expect(fulfilled).toMatchObject({ status: 'FULFILLED', total_amount: 4300, redemptions: order.redemptions });

    const rollback = await service.request(`/v1/redemptions/${parent}/rollbacks`, {
      method: 'POST',
      headers: appHeaders,
    });
    expect(rollback.status).toBe(200);
    const canceled = await read(order.id);
    expect(canceled.status).toBe('CANCELED');
    expect(canceled.redemptions?.[parent]).toMatchObject({
      rollback_id: expect.stringMatching(/^rr_/),
      rollback_stacked: [expect.stringMatching(/^rr_/)],
    });
  });

  it('redeems the order a redemption names by source_id or id, completing it from its stored lines', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 500 } });
    const shop = await created({ source_id: 'shop-order-1', customer: { source_id: 'named-buyer' }, items: cart });
    expect(shop).toMatchObject({ status: 'CREATED', amount: 7000 });
    const before = await customerOrders('named-buyer');

    const redeemed = await redeemThroughApi(service, {
      customer: { source_id: 'named-buyer' },
      redeemables: [redeemable(code)],
      order: { source_id: 'shop-order-1' },
    });
    expect(redeemed.order).toMatchObject({ id: shop.id, amount: 7000, total_discount_amount: 500, status: 'PAID' });
    const page = await list('?limit=100&order=-created_at');
    expect(page.orders.filter((o) => o.source_id === 'shop-order-1').map((o) => o.id)).toEqual([shop.id]);
    const order = await read(shop.id);
    expect(order).toMatchObject({ status: 'PAID', total_amount: 6500, created_at: shop.created_at });
    expect(Object.keys(order.redemptions ?? {})).toEqual([redeemed.parent_redemption.id]);
    expect(order.items?.map((item) => item.quantity)).toEqual([2, 1]);
    // Paid once: the buyer's summary counts the order once.
    expect((await customerOrders('named-buyer'))!.total_count).toBe(before!.total_count + 1);

    const byId = await redeemThroughApi(service, {
      redeemables: [redeemable(code)],
      order: { id: shop.id, amount: 3000 },
    });
    expect(byId.order).toMatchObject({ id: shop.id, source_id: 'shop-order-1', amount: 3000 });
    expect(Object.keys((await read(shop.id)).redemptions ?? {})).toHaveLength(2);
    const missing = await service.request(
      '/v1/redemptions',
      jsonRequest('POST', { redeemables: [redeemable(code)], order: { id: 'ord_missing', amount: 100 } }, appHeaders),
    );
    expect(await readAs(missing, errorBodySchema, 404)).toMatchObject({
      resource_type: 'order',
      resource_id: 'ord_missing',
    });
  });

  it('makes one order when concurrent redemptions name one new source_id', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    const redeemed = await Promise.all(
      Array.from({ length: 8 }, () =>
        redeemThroughApi(service, {
          redeemables: [redeemable(code)],
          order: { source_id: 'raced-order', amount: 1000 },
        }),
      ),
    );
    const ids = new Set(redeemed.map((r) => r.order!.id));
    expect(ids.size).toBe(1);
    const page = await list('?limit=100&order=-created_at');
    expect(page.orders.filter((o) => o.source_id === 'raced-order')).toHaveLength(1);
    expect(Object.keys((await read([...ids][0]!)).redemptions ?? {})).toHaveLength(8);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await orderCount();
    const tooMany = Array.from({ length: 501 }, () => ({ quantity: 1, price: 1 }));
    const refused = await readAs(post({ items: tooMany }), errorBodySchema, 400);
    expect(refused.errors).toContainEqual(expect.objectContaining({ path: 'items' }));
    await readAs(post({ status: 'SHIPPED' }), errorBodySchema, 400);
    await readAs(post({ amount: -1 }), errorBodySchema, 400);
    await readAs(post({ source_id: 'x'.repeat(201) }), errorBodySchema, 400);
    await readAs(post({ source_id: 'bad-customer', customer: { id: 'cust_missing' } }), errorBodySchema, 404);
    const proto = await service.request('/v1/orders', {
      method: 'POST',
      headers: { ...appHeaders, 'content-type': 'application/json' },
      body: '{"metadata":{"__proto__":{"polluted":true}}}',
    });
    expect(proto.status).toBe(400);
    expect(await orderCount()).toBe(before);
    expect(await readAs(get('bad-customer'), errorBodySchema, 404)).toMatchObject({ key: 'not_found' });
  });

  it('ends two concurrent updates of one order in the full state of one of them', async () => {
    const order = await created({ source_id: 'raced', items: cart });
    const a = { status: 'PAID', items: [{ source_id: 'a', quantity: 1, price: 100 }], metadata: { by: 'a' } };
    const b = { status: 'CANCELED', items: [{ source_id: 'b', quantity: 3, price: 1000 }], metadata: { by: 'b' } };
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([put(order.id, a), put(order.id, b)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const final = await read(order.id);
      const expected = final.metadata?.by === 'a' ? { ...a, amount: 100 } : { ...b, amount: 3000 };
      expect(final).toMatchObject({ status: expected.status, amount: expected.amount, metadata: expected.metadata });
      expect(final.items?.map((i) => i.source_id)).toEqual(expected.items.map((i) => i.source_id));
    }
  });

  it('creates one order when two requests create one new source id at once', async () => {
    const [one, two] = await Promise.all([
      created({ source_id: 'created-twice', amount: 100 }),
      created({ source_id: 'created-twice', amount: 200 }),
    ]);
    expect(one.id).toBe(two.id);
    const rows = await service.database.db.select().from(orders).where(eq(orders.sourceId, 'created-twice'));
    expect(rows).toHaveLength(1);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.orders.create({
      source_id: 'sdk-order',
      customer: { source_id: 'sdk-buyer' },
      items: [{ source_id: 'sdk-item', quantity: 2, price: 500 }],
    });
    expect(made).toMatchObject({ source_id: 'sdk-order', amount: 1000, status: 'CREATED' });
    expect(await sdk.orders.get(made.id!)).toMatchObject({ id: made.id, amount: 1000 });
    expect(await sdk.orders.update({ id: made.id!, status: 'PAID' })).toMatchObject({
      id: made.id,
      status: 'PAID',
    });
    const page = await sdk.orders.list({ limit: 100 });
    expect(page.orders.map((o) => o.id)).toContain(made.id);
  });
});
