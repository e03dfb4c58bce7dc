import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookPayloadSchema } from '../../contract/webhook-delivery.ts';
import { managementHeaders, testKeys } from '../testing/harness.ts';
import { testClock, useTestService } from '../testing/service.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import {
  createWebhookThroughApi,
  deliveriesThroughApi,
  switchVoucherThroughApi,
  webhooksPath,
} from '../testing/webhooks.ts';
import type { Resolver } from './webhook-sender.ts';
import { drainWebhooks, type WebhookWorkerOptions } from './webhook-worker.ts';

const clock = testClock(new Date('2026-03-02T09:00:00.000Z'));
const service = useTestService({ now: clock.now, webhookAllowPrivate: true });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
// Each test's webhook goes with it (and its deliveries), so later events reach only the next test's webhook.
const created: string[] = [];
afterEach(async () => {
  for (const id of created.splice(0))
    await service.request(`${webhooksPath}/${id}`, { method: 'DELETE', headers: managementHeaders });
});
const subscribe = async (url: string) => {
  const webhook = await createWebhookThroughApi(service, url, ['voucher.disabled', 'voucher.enabled']);
  created.push(webhook.id);
  return webhook;
};

/** `hooks.example.com` is the receiver on loopback, or a private address; nothing else resolves. */
const resolverTo =
  (address: string): Resolver =>
  (hostname) =>
    hostname === 'hooks.example.com'
      ? Promise.resolve([{ address, family: isIP(address) }])
      : Promise.reject(new Error(`getaddrinfo ENOTFOUND ${hostname}`));
const drain = (options: WebhookWorkerOptions = {}) =>
  drainWebhooks(service.database.db, {
    now: clock.now,
    allowPrivate: true,
    resolve: resolverTo('127.0.0.1'),
    random: () => 0,
    ...options,
  });
const latestDelivery = async (webhookId: string) =>
  (await deliveriesThroughApi(service, webhookId, '?limit=1')).data[0]!;
/** One event (a voucher switched off and on again gives two; this gives one of each in turn). */
let voucherActive = true;
const causeEvent = async () => {
  await switchVoucherThroughApi(service, 'PERCENT15', voucherActive ? 'disable' : 'enable');
  voucherActive = !voucherActive;
};

describe('webhook delivery', () => {
  it('posts the documented event, signed with the webhook secret over the exact body', async () => {
    receiver.answer = () => 200;
    const before = receiver.received.length;
    const webhook = await subscribe(receiver.url);
    await causeEvent();
    expect(await drain()).toBe(1);

    expect(receiver.received.length).toBe(before + 1);
    const { body, headers } = receiver.received.at(-1)!;
    const expected = createHmac('sha256', webhook.secret!).update(body).digest('hex');
    expect(headers['x-voucherify-signature']).toBe(expected);
    const payload = webhookPayloadSchema.parse(JSON.parse(body.toString('utf8')));
    expect(payload).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: 'event',
      type: 'voucher.disabled',
      created_at: clock.now().toISOString(),
      project_id: testKeys.project_id,
      webhook_id: webhook.id,
      data: { voucher: expect.objectContaining({ code: 'PERCENT15', active: false }) },
    });
    expect(headers).toMatchObject({
      'idempotency-key': payload.id,
      'user-agent': 'Promodesk-Webhooks/1.0',
      'content-type': 'application/json',
    });
    expect(await latestDelivery(webhook.id)).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 1,
      last_response_code: 200,
      last_error: null,
      next_attempt_at: null,
      delivered_at: clock.now().toISOString(),
      payload,
    });
    // Delivered once: the next poll has nothing to send.
    expect(await drain()).toBe(0);
  });

  it('retries a failing receiver with doubling waits capped at an hour, then succeeds with the same idempotency id', async () => {
    receiver.answer = () => 500;
    const webhook = await subscribe(receiver.url);
    await causeEvent();
    const before = receiver.received.length;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(await drain()).toBe(1);
      const delivery = await latestDelivery(webhook.id);
      expect(delivery).toMatchObject({ status: 'PENDING', attempts: attempt, last_response_code: 500 });
      const wait = (Date.parse(delivery.next_attempt_at!) - clock.now().getTime()) / 1000;
      waits.push(wait);
      clock.advance(wait - 1);
      expect(await drain()).toBe(0); // not due a second early
      clock.advance(1);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);

    receiver.answer = () => 200;
    expect(await drain()).toBe(1);
    expect(await latestDelivery(webhook.id)).toMatchObject({ status: 'SUCCEEDED', attempts: 10 });
    const sent = receiver.received.slice(before);
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(new Set(sent.map((r) => r.body.toString('utf8'))).size).toBe(1);
  });

  it("queues, claims and retries a project's deliveries on its QA clock when it stands apart; a settling one's wait", async () => {
    receiver.answer = (n) => (n % 2 ? 500 : 200);
    receiver.received.length = 0;
    const webhook = await subscribe(receiver.url);
    await causeEvent();
    const ahead = new Date(clock.now().getTime() + 2 * 3600_000);
    const apart =
      (at: Date, settling = false) =>
      () => ({
        apart: new Map([[testKeys.project_id, at]]),
        held: new Set(settling ? [testKeys.project_id] : []),
      });
    expect(await drain({ projectClocks: apart(ahead) })).toBe(1);
    expect(await latestDelivery(webhook.id)).toMatchObject({
      status: 'PENDING',
      created_at: ahead.toISOString(),
      next_attempt_at: new Date(ahead.getTime() + 30_000).toISOString(),
    });
    // The store's clock passing the retry moment does not make it due while the project's stands still.
    clock.advance(3 * 3600);
    expect(await drain({ projectClocks: apart(ahead) })).toBe(0);
    const retryAt = new Date(ahead.getTime() + 30_000);
    expect(await drain({ projectClocks: apart(retryAt, true) })).toBe(0);
    expect(await drain({ projectClocks: apart(retryAt, true), only: testKeys.project_id })).toBe(1);
    expect(await latestDelivery(webhook.id)).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
    expect(receiver.received).toHaveLength(2);
  });

  it('gives up 24 hours after the event: the delivery is FAILED and never sent again', async () => {
    receiver.answer = () => 503;
    const webhook = await subscribe(receiver.url);
    await causeEvent();
    const eventAt = clock.now().getTime();
    for (let polls = 0; polls < 60; polls++) {
      await drain();
      const delivery = await latestDelivery(webhook.id);
      if (delivery.status !== 'PENDING') break;
      clock.advance((Date.parse(delivery.next_attempt_at!) - clock.now().getTime()) / 1000);
    }
    const failed = await latestDelivery(webhook.id);
    expect(failed).toMatchObject({ status: 'FAILED', next_attempt_at: null, last_response_code: 503 });
    // 8 attempts in the first 1 h 3.5 min (7 doubling waits), then 22 hourly ones before the day is over.
    expect(failed.attempts).toBe(30);
    expect(clock.now().getTime() - eventAt).toBeLessThanOrEqual(24 * 3600_000);
    clock.advance(7 * 24 * 3600);
    expect(await drain()).toBe(0);
  });

  it('refuses a target whose name resolves to a private address, sending nothing, and retries later', async () => {
    receiver.answer = () => 200;
    const webhook = await subscribe(`http://hooks.example.com:${receiver.port}/hooks`);
    await causeEvent();
    const before = receiver.received.length;
    // The name resolves to the receiver's loopback address: refused, so the receiver hears nothing.
    await drain({ allowPrivate: false });
    await drain({ allowPrivate: false, resolve: resolverTo('10.0.0.5') });
    expect(receiver.received.length).toBe(before);
    const refused = await latestDelivery(webhook.id);
    expect(refused).toMatchObject({ status: 'PENDING', attempts: 1, last_response_code: null });
    expect(refused.last_error).toBe('hooks.example.com resolves to a private address (127.0.0.1); nothing was sent');
    clock.advance(30);
    await drain({ allowPrivate: false, resolve: resolverTo('10.0.0.5') });
    expect((await latestDelivery(webhook.id)).last_error).toContain('resolves to a private address (10.0.0.5)');

    // Allowed, the request goes to the address checked, under the URL's own host name.
    clock.advance(60);
    await drain();
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received.at(-1)!.headers.host).toBe(`hooks.example.com:${receiver.port}`);
    expect((await latestDelivery(webhook.id)).status).toBe('SUCCEEDED');
  });

  it('refuses special-purpose addresses and local names at connect time, resolved or literal, sending nothing', async () => {
    receiver.answer = () => 200;
    const before = receiver.received.length;
    // Saved while local receivers were allowed; delivery runs with them forbidden.
    const named = await subscribe(`http://hooks.example.com:${receiver.port}/hooks`);
    const nat64 = await subscribe(`http://[64:ff9b:1::a9fe:a9fe]:${receiver.port}/hooks`);
    const singleLabel = await subscribe(`http://vm.:${receiver.port}/hooks`);
    await causeEvent();
    // Local-use NAT64 (RFC 8215) here embedding 169.254.169.254, then IETF protocol assignments (192.0.0.0/24).
    await drain({ allowPrivate: false, resolve: resolverTo('64:ff9b:1::a9fe:a9fe') });
    expect((await latestDelivery(named.id)).last_error).toBe(
      'hooks.example.com resolves to a private address (64:ff9b:1::a9fe:a9fe); nothing was sent',
    );
    clock.advance(30);
    await drain({ allowPrivate: false, resolve: resolverTo('192.0.0.1') });
    expect(await latestDelivery(named.id)).toMatchObject({
      status: 'PENDING',
      attempts: 2,
      last_response_code: null,
      last_error: 'hooks.example.com resolves to a private address (192.0.0.1); nothing was sent',
    });
    for (const webhook of [nat64, singleLabel])
      expect(await latestDelivery(webhook.id)).toMatchObject({
        status: 'PENDING',
        last_response_code: null,
        last_error: expect.stringMatching(
          /is refused: This address is on a private or local network.*; nothing was sent$/,
        ),
      });
    expect(receiver.received.length).toBe(before);
  });

  it('counts a receiver that never answers, or answers with a redirect, as a failed attempt', async () => {
    receiver.answer = (n) => (n % 2 ? 'hold' : 302);
    const webhook = await subscribe(receiver.url);
    // An odd number of requests so far: the next one is held.
    if (receiver.received.length % 2 === 1) receiver.answer = (n) => (n % 2 ? 302 : 'hold');
    await causeEvent();
    await drain({ timeoutMs: 300 });
    expect(await latestDelivery(webhook.id)).toMatchObject({
      status: 'PENDING',
      last_response_code: null,
      last_error: 'No answer within 0.3 s',
    });
    clock.advance(30);
    await drain();
    expect(await latestDelivery(webhook.id)).toMatchObject({
      status: 'PENDING',
      last_response_code: 302,
      last_error: 'HTTP 302',
    });
  });

  it('counts a name that does not resolve in time against the attempt', async () => {
    const webhook = await subscribe(`http://hooks.example.com:${receiver.port}/hooks`);
    await causeEvent();
    await drain({ timeoutMs: 200, resolve: () => new Promise(() => undefined) });
    expect(await latestDelivery(webhook.id)).toMatchObject({
      status: 'PENDING',
      last_error: 'hooks.example.com did not resolve within 0.2 s',
    });
  });

  it('delivers a new event while a slow receiver still holds an earlier attempt', async () => {
    const slow = await startWebhookReceiver(() => 'hold');
    const fast = await startWebhookReceiver();
    try {
      await subscribe(slow.url.replace('127.0.0.1', 'hooks.example.com'));
      await causeEvent();
      const draining = drain({ timeoutMs: 3_000 });
      await vi.waitFor(() => expect(slow.received).toHaveLength(1));
      await subscribe(fast.url.replace('127.0.0.1', 'hooks.example.com'));
      await causeEvent();
      // Fanned out and sent while the slow attempt is still under way (it holds its place for 3 s).
      await vi.waitFor(() => expect(fast.received).toHaveLength(1), { timeout: 2_000 });
      await draining;
    } finally {
      await slow.close();
      await fast.close();
    }
  });
});
