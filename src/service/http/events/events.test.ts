import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, createTestService, json } from '../../testing/harness.ts';

let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  service = await createTestService();
});
afterAll(() => service.close());

const track = (body: unknown) => service.request('/v1/events', json('POST', body, appHeaders));
const card = async (code: string) =>
  (await (await service.request(`/v1/vouchers/${code}`, { headers: appHeaders })).json()).loyalty_card;

describe('POST /v1/events', () => {
  it('records the event, creating an unknown customer by source_id', async () => {
    const res = await track({
      event: 'newsletter_opened',
      customer: { source_id: 'evt-new', name: 'Eve', metadata: { plan: 'pro' } },
      metadata: { campaign: 'nov' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      object: 'event',
      type: 'newsletter_opened',
      referral: null,
      loyalty: null,
      metadata: { campaign: 'nov' },
    });
    expect(body.customer).toMatchObject({
      object: 'customer',
      source_id: 'evt-new',
      name: 'Eve',
      metadata: { plan: 'pro' },
    });
    const customer = await (await service.request('/v1/customers/evt-new', { headers: appHeaders })).json();
    expect(customer.id).toBe(body.customer.id);
  });

  it('adds the earning rule points to the named card and writes a transaction', async () => {
    const before = await card('LOYAL-DEMO1');
    const res = await track({
      event: 'purchase_review',
      customer: { source_id: 'demo-customer' },
      loyalty: { code: 'LOYAL-DEMO1' },
    });
    const body = await res.json();
    expect(body.loyalty).toEqual({
      points_added: 50,
      cards: [{ code: 'LOYAL-DEMO1', points_added: 50, balance: before.balance + 50 }],
    });
    expect((await card('LOYAL-DEMO1')).points).toBe(before.points + 50);
  });

  it('earns on the cards the customer holds when no card is named', async () => {
    const before = await card('LOYAL-DEMO1');
    const body = await (await track({ event: 'store_visit', customer: { source_id: 'demo-customer' } })).json();
    expect(body.loyalty.points_added).toBe(10);
    expect((await card('LOYAL-DEMO1')).balance).toBe(before.balance + 10);
  });

  it('converts a referral once on the program event and rewards the referrer', async () => {
    const before = await card('LOYAL-DEMO1');
    const first = await (
      await track({ event: 'signed_up', customer: { source_id: 'referee-1' }, referral: { code: 'REF-DEMO' } })
    ).json();
    expect(first.referral).toMatchObject({
      code: 'REF-DEMO',
      converted: true,
      reward: { type: 'LOYALTY_CARD', code: 'LOYAL-DEMO1', amount: 100 },
    });
    expect((await card('LOYAL-DEMO1')).balance).toBe(before.balance + 100);

    const again = await (
      await track({ event: 'signed_up', customer: { source_id: 'referee-1' }, referral: { code: 'REF-DEMO' } })
    ).json();
    expect(again.referral).toMatchObject({ converted: false, reason: expect.stringContaining('already referred') });
    const other = await (
      await track({ event: 'cart_abandoned', customer: { source_id: 'referee-2' }, referral: { code: 'REF-DEMO' } })
    ).json();
    expect(other.referral).toMatchObject({ converted: false, reason: expect.stringContaining('signed_up') });
    expect((await card('LOYAL-DEMO1')).balance).toBe(before.balance + 100);
    const referrer = await (await service.request('/v1/customers/demo-customer', { headers: appHeaders })).json();
    expect(referrer.loyalty.referred_customers).toBe(1);
  });

  it('refuses bad input with the error body and writes nothing', async () => {
    const tooLong = await track({ event: 'x'.repeat(301), customer: { source_id: 'c-long' } });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      code: 400,
      key: 'invalid_payload',
      details: expect.stringContaining('event'),
    });
    expect((await track({ event: '', customer: { source_id: 'c-empty' } })).status).toBe(400);
    expect((await track({ event: 'x', customer: {} })).status).toBe(400);
    expect((await track({ event: 'x' })).status).toBe(400);

    const unknownCard = await track({
      event: 'purchase_review',
      customer: { source_id: 'rolled-back' },
      loyalty: { code: 'NO-SUCH-CARD' },
    });
    expect(unknownCard.status).toBe(404);
    expect(await unknownCard.json()).toMatchObject({
      key: 'not_found',
      resource_type: 'voucher',
      resource_id: 'NO-SUCH-CARD',
    });
    // The customer upsert ran in the same transaction, so it was rolled back with the failure.
    expect((await service.request('/v1/customers/rolled-back', { headers: appHeaders })).status).toBe(404);

    const selfReferral = await track({
      event: 'signed_up',
      customer: { source_id: 'demo-customer' },
      referral: { code: 'REF-DEMO' },
    });
    expect(selfReferral.status).toBe(400);
    const notReferral = await track({
      event: 'signed_up',
      customer: { source_id: 'c-x' },
      referral: { code: 'BLCKFRDY' },
    });
    expect(await notReferral.json()).toMatchObject({ code: 400, details: expect.stringContaining('referral.code') });
    expect((await track({ event: 'x', customer: { id: 'cust_unknown' } })).status).toBe(404);
  });

  it('takes the official SDK shape: event name 300 characters long', async () => {
    const res = await track({ event: 'e'.repeat(300), customer: { source_id: 'long-name' } });
    expect(res.status).toBe(200);
  });
});
