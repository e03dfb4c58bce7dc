import { asc, desc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { customerEventListSchema } from '../../../contract/customer-activity.ts';
import { eventSchema } from '../../../contract/event.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const rewardEvents = () =>
  service.database.db
    .select()
    .from(webhookEvents)
    .where(inArray(webhookEvents.type, ['voucher.loyalty_card.points_added', 'customer.rewarded.loyalty_points']))
    .orderBy(asc(webhookEvents.createdAt), desc(webhookEvents.type));

/** The event answer with what earning and referral put under `loyalty` and `referral` (free objects in the contract). */
const trackedSchema = eventSchema.extend({
  loyalty: z
    .object({
      points_added: z.number().int(),
      cards: z.array(z.object({ code: z.string(), points_added: z.number().int(), balance: z.number().int() })),
    })
    .nullable(),
  referral: z.object({ code: z.string(), converted: z.boolean(), reason: z.string().optional() }).nullable(),
});

const track = (body: unknown) => service.request('/v1/events', jsonRequest('POST', body, appHeaders));
const tracked = (body: unknown) => readAs(track(body), trackedSchema, 200);
const card = async (code: string) =>
  (await readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200)).loyalty_card!;
const customer = (id: string) =>
  readAs(service.request(`/v1/customers/${id}`, { headers: appHeaders }), customerSchema, 200);

describe('POST /v1/events', () => {
  it('records the event, creating an unknown customer by source_id', async () => {
    const body = await tracked({
      event: 'newsletter_opened',
      customer: { source_id: 'evt-new', name: 'Eve', metadata: { plan: 'pro' } },
      metadata: { campaign: 'nov' },
    });
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
    expect((await customer('evt-new')).id).toBe(body.customer.id);
  });

  it('takes the parts an SDK leaves unset as null, as the hosted service does', async () => {
    const body = await tracked({
      event: 'test-event',
      customer: { source_id: 'evt-nulls' },
      metadata: null,
      referral: null,
      loyalty: null,
    });
    expect(body).toMatchObject({ type: 'test-event', referral: null, loyalty: null, metadata: {} });
    expect(body.customer).toMatchObject({ source_id: 'evt-nulls' });
  });

  it('adds the earning rule points to the named card and writes a transaction', async () => {
    const before = await card('LOYAL-DEMO1');
    const body = await tracked({
      event: 'purchase_review',
      customer: { source_id: 'demo-customer' },
      loyalty: { code: 'LOYAL-DEMO1' },
    });
    expect(body.loyalty).toEqual({
      points_added: 50,
      cards: [{ code: 'LOYAL-DEMO1', points_added: 50, balance: before.balance + 50 }],
    });
    expect((await card('LOYAL-DEMO1')).points).toBe(before.points + 50);
  });

  it('earns on the cards the customer holds when no card is named', async () => {
    const before = await card('LOYAL-DEMO1');
    const body = await tracked({ event: 'store_visit', customer: { source_id: 'demo-customer' } });
    expect(body.loyalty?.points_added).toBe(10);
    expect((await card('LOYAL-DEMO1')).balance).toBe(before.balance + 10);
  });

  it('converts a referral once on the program event and rewards the referrer', async () => {
    const before = await card('LOYAL-DEMO1');
    const earlier = new Set((await rewardEvents()).map((e) => e.id));
    const first = await tracked({
      event: 'signed_up',
      customer: { source_id: 'referee-1' },
      referral: { code: 'REF-DEMO' },
    });
    expect(first.referral).toMatchObject({
      code: 'REF-DEMO',
      converted: true,
      reward: { type: 'LOYALTY_CARD', code: 'LOYAL-DEMO1', amount: 100 },
    });
    expect((await card('LOYAL-DEMO1')).balance).toBe(before.balance + 100);
    // The webhook events of the conversion, recorded with it.
    expect((await rewardEvents()).filter((e) => !earlier.has(e.id)).map((e) => [e.type, e.payload.points])).toEqual([
      ['voucher.loyalty_card.points_added', 100],
      ['customer.rewarded.loyalty_points', 100],
    ]);

    const again = await tracked({
      event: 'signed_up',
      customer: { source_id: 'referee-1' },
      referral: { code: 'REF-DEMO' },
    });
    expect(again.referral).toMatchObject({ converted: false, reason: expect.stringContaining('already referred') });
    const other = await tracked({
      event: 'cart_abandoned',
      customer: { source_id: 'referee-2' },
      referral: { code: 'REF-DEMO' },
    });
    expect(other.referral).toMatchObject({ converted: false, reason: expect.stringContaining('signed_up') });
    expect((await card('LOYAL-DEMO1')).balance).toBe(before.balance + 100);
    const referrer = await customer('demo-customer');
    expect(referrer.loyalty?.referred_customers).toBe(1);
    // The referee's side: who referred them, in which campaign, by which redemption.
    expect((await customer('referee-1')).referrals).toEqual({
      total: 1,
      campaigns: [
        {
          campaign_id: expect.stringMatching(/^camp_/),
          referrer_id: referrer.id,
          related_object_id: expect.stringMatching(/^r_/),
          related_object_type: 'redemption',
          date: expect.any(String),
        },
      ],
    });
    expect((await customer('referee-2')).referrals).toEqual({ total: 0, campaigns: [] });
  });

  it('refuses bad input with the error body and writes nothing', async () => {
    const tooLong = track({ event: 'x'.repeat(301), customer: { source_id: 'c-long' } });
    expect(await readAs(tooLong, errorBodySchema, 400)).toMatchObject({
      code: 400,
      key: 'invalid_payload',
      details: expect.stringContaining('event'),
    });
    expect((await track({ event: '', customer: { source_id: 'c-empty' } })).status).toBe(400);
    expect((await track({ event: 'x', customer: {} })).status).toBe(400);
    expect((await track({ event: 'x' })).status).toBe(400);

    const unknownCard = track({
      event: 'purchase_review',
      customer: { source_id: 'rolled-back' },
      loyalty: { code: 'NO-SUCH-CARD' },
    });
    expect(await readAs(unknownCard, errorBodySchema, 404)).toMatchObject({
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
    const notReferral = track({
      event: 'signed_up',
      customer: { source_id: 'c-x' },
      referral: { code: 'BLCKFRDY' },
    });
    expect(await readAs(notReferral, errorBodySchema, 400)).toMatchObject({
      code: 400,
      details: expect.stringContaining('referral.code'),
    });
    expect((await track({ event: 'x', customer: { id: 'cust_unknown' } })).status).toBe(404);
  });

  it('takes the official SDK shape: event name 300 characters long', async () => {
    await tracked({ event: 'e'.repeat(300), customer: { source_id: 'long-name' } });
  });
});

describe('GET /promodesk/projects/{projectId}/events', () => {
  it("lists the project's events newest first, with their customer, of one name when asked", async () => {
    const events = `/promodesk/projects/${testKeys.project_id}/events`;
    await tracked({ event: 'history-viewed', customer: { source_id: 'history-a' }, metadata: { page: 'one' } });
    await tracked({ event: 'history-liked', customer: { source_id: 'history-b' } });
    const list = async (query: string) =>
      readAs(service.request(`${events}?${query}`, { headers: managementHeaders }), customerEventListSchema, 200);
    const newest = await list('limit=2');
    expect(newest.data.map((e) => [e.type, e.customer.source_id])).toEqual([
      ['history-liked', 'history-b'],
      ['history-viewed', 'history-a'],
    ]);
    expect(newest.has_more).toBe(true);
    const viewed = await list('type=history-viewed');
    expect(viewed.data).toEqual([expect.objectContaining({ type: 'history-viewed', metadata: { page: 'one' } })]);
    expect((await service.request(`${events}?limit=0`, { headers: managementHeaders })).status).toBe(400);
    expect((await service.request(`/promodesk/projects/proj_nope/events`, { headers: managementHeaders })).status).toBe(
      404,
    );
    expect((await service.request(events)).status).toBe(401);
  });
});

describe('events and programs that are switched off', () => {
  it('earn no points on a switched-off program, and refuse its referral codes', async () => {
    const loyaltyProgram = (
      await readAs(service.request('/v1/vouchers/LOYAL-DEMO1', { headers: appHeaders }), voucherSchema, 200)
    ).campaign_id!;
    const referralProgram = (
      await readAs(service.request('/v1/vouchers/REF-DEMO', { headers: appHeaders }), voucherSchema, 200)
    ).campaign_id!;
    const switchTo = (id: string, action: 'enable' | 'disable') =>
      service.request(`/v1/campaigns/${id}/${action}`, { method: 'POST', headers: appHeaders });
    await switchTo(loyaltyProgram, 'disable');
    await switchTo(referralProgram, 'disable');
    const before = await card('LOYAL-DEMO1');
    const named = await tracked({
      event: 'purchase_review',
      customer: { source_id: 'demo-customer' },
      loyalty: { code: 'LOYAL-DEMO1' },
    });
    expect(named.loyalty).toBeNull();
    expect((await tracked({ event: 'store_visit', customer: { source_id: 'demo-customer' } })).loyalty).toBeNull();
    expect((await card('LOYAL-DEMO1')).balance).toBe(before.balance);
    const refused = await readAs(
      track({ event: 'signed_up', customer: { source_id: 'referee-off' }, referral: { code: 'REF-DEMO' } }),
      errorBodySchema,
      400,
    );
    expect(refused.details).toContain('switched off');
    await switchTo(loyaltyProgram, 'enable');
    await switchTo(referralProgram, 'enable');
  });
});
