import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { customerActivitiesListSchema, customerActivityListSchema } from '../../../contract/customer-activity.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { addVoucher, cart, redeemThroughApi, voucherRow, WEEKDAY_NOON } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now, live: true });

const activities = async (customer: string, query = '') => {
  const body = await readAs(
    service.request(`/v1/customers/${customer}/activities${query}`, { headers: appHeaders }),
    customerActivitiesListSchema,
    200,
  );
  expect(officialErrors('get', '/v1/customers/{customerId}/activities', 200, body)).toEqual([]);
  return body;
};
const legacy = async (customer: string, query = '') => {
  const body = await readAs(
    service.request(`/v1/customers/${customer}/activity${query}`, { headers: appHeaders }),
    customerActivityListSchema,
    200,
  );
  expect(officialErrors('get', '/v1/customers/{customerId}/activity', 200, body)).toEqual([]);
  return body;
};

describe("a customer's activity", () => {
  it('lists creation, changes, custom events and redemptions, filtered and paged as asked', async () => {
    const created = await readAs(
      service.request('/v1/customers', jsonRequest('POST', { source_id: 'act-ada', name: 'Ada' }, appHeaders)),
      customerSchema,
      200,
    );
    clock.advance(60);
    await service.request('/v1/customers/act-ada', jsonRequest('PUT', { name: 'Ada L.' }, appHeaders));
    clock.advance(60);
    const event = await service.request(
      '/v1/events',
      jsonRequest('POST', { event: 'store_visit', customer: { source_id: 'act-ada' } }, appHeaders),
    );
    expect(event.status).toBe(200);
    clock.advance(60);
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    await redeemThroughApi(service, {
      redeemables: [{ object: 'voucher', id: code }],
      order: cart,
      customer: { source_id: 'act-ada' },
    });

    const all = await activities('act-ada');
    expect(all.data.map((a) => a.type)).toEqual([
      'customer.redemption.succeeded',
      'customer.custom_event',
      'customer.updated',
      'customer.created',
    ]);
    expect(all.total).toBe(4);
    expect(all.data[0]!.data.data).toMatchObject({
      customer: { id: created.id },
      redemption: { amount: 100, customer_id: created.id },
    });
    expect(all.data[3]!.created_at).toBe(WEEKDAY_NOON.toISOString());

    const oldestFirst = await activities(created.id, '?order=created_at&limit=2');
    expect(oldestFirst.data.map((a) => a.type)).toEqual(['customer.created', 'customer.updated']);
    expect(oldestFirst.total).toBe(4);
    const campaignId = (await voucherRow(service.database.db, code)).campaignId!;
    const byCampaign = await activities('act-ada', `?campaign_id=${campaignId}`);
    expect(byCampaign.data.map((a) => a.type)).toEqual(['customer.redemption.succeeded']);
    const since = new Date(WEEKDAY_NOON.getTime() + 90_000).toISOString();
    expect((await activities('act-ada', `?start_date=${since}`)).data.map((a) => a.type)).toEqual([
      'customer.redemption.succeeded',
      'customer.custom_event',
    ]);

    const first = await legacy('act-ada', '?limit=3');
    expect(first).toMatchObject({ has_more: true, more_starting_after: first.data[2]!.id });
    const rest = await legacy('act-ada', `?limit=3&starting_after_id=${first.more_starting_after}`);
    expect(rest.data.map((a) => a.type)).toEqual(['customer.created']);
    expect(rest.has_more).toBe(false);
    expect((await legacy('act-ada', '?type=customer.custom_event')).data).toHaveLength(1);
    expect((await legacy('act-ada', '?category=EFFECT')).data).toEqual([]);
  });

  it('answers 404 for an unknown customer and 400 for a bad filter', async () => {
    await readAs(service.request('/v1/customers/act-nobody/activities', { headers: appHeaders }), errorBodySchema, 404);
    await readAs(
      service.request('/v1/customers/act-ada/activities?product_id=prod_a', { headers: appHeaders }),
      errorBodySchema,
      400,
    );
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    await sdk.customers.create({ source_id: 'act-sdk' });
    const listed = await sdk.customers.listActivities('act-sdk', { limit: 5 });
    expect(listed.data.map((a) => a.type)).toEqual(['customer.created']);
  });
});
