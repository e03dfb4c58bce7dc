import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliverySchema } from '../../../contract/webhook-delivery.ts';
import { projectListSchema } from '../../../contract/project.ts';
import { webhookListSchema, webhookWithSecretSchema } from '../../../contract/webhook.ts';
import { drainWebhooks } from '../../jobs/webhook-worker.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { expectError, personHeaders, readAs } from '../../testing/api.ts';
import { managementHeaders, testKeys } from '../../testing/harness.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import {
  createWebhookThroughApi,
  deliveriesThroughApi,
  switchVoucherThroughApi,
  webhooksPath,
} from '../../testing/webhooks.ts';

const clock = testClock(new Date('2026-04-01T08:00:00.000Z'));
const service = useTestService({ now: clock.now, webhookAllowPrivate: true });
let receiver: WebhookReceiver;
let webhookId: string;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  webhookId = (await createWebhookThroughApi(service, receiver.url, ['voucher.disabled', 'voucher.enabled'])).id;
  // Three events, a second apart, each delivered once.
  for (const action of ['disable', 'enable', 'disable'] as const) {
    await switchVoucherThroughApi(service, 'PERCENT15', action);
    clock.advance(1);
    await drainWebhooks(service.database.db, { now: clock.now, allowPrivate: true });
  }
});
afterAll(() => receiver.close());

const resend = (deliveryId: string, headers: Record<string, string> = managementHeaders, hook = webhookId) =>
  service.request(`${webhooksPath}/${hook}/deliveries/${deliveryId}/resend`, { method: 'POST', headers });

describe('webhook deliveries API', () => {
  it('lists deliveries newest first, page by page, with their payloads', async () => {
    const all = await deliveriesThroughApi(service, webhookId);
    expect(all.data.map((d) => d.type)).toEqual(['voucher.disabled', 'voucher.enabled', 'voucher.disabled']);
    expect(all.has_more).toBe(false);
    expect(all.data[0]).toMatchObject({ object: 'webhook_delivery', status: 'SUCCEEDED', attempts: 1 });
    expect(all.data[0]!.payload).toMatchObject({ id: all.data[0]!.event_id, webhook_id: webhookId });

    const first = await deliveriesThroughApi(service, webhookId, '?limit=2');
    expect(first).toMatchObject({ has_more: true, more_starting_after: first.data[1]!.id });
    const second = await deliveriesThroughApi(
      service,
      webhookId,
      `?limit=2&starting_after=${first.more_starting_after}`,
    );
    expect([...first.data, ...second.data]).toEqual(all.data);
    expect(second.has_more).toBe(false);
  });

  it('resends a delivery with the same body and idempotency id, audited', async () => {
    const [latest] = (await deliveriesThroughApi(service, webhookId, '?limit=1')).data;
    const original = receiver.received.find((r) => r.headers['idempotency-key'] === latest!.event_id)!;
    clock.advance(60);
    const scheduled = await readAs(resend(latest!.id), webhookDeliverySchema, 200);
    expect(scheduled).toMatchObject({ id: latest!.id, status: 'PENDING', next_attempt_at: clock.now().toISOString() });

    const before = receiver.received.length;
    expect(await drainWebhooks(service.database.db, { now: clock.now, allowPrivate: true })).toBe(1);
    const again = receiver.received.slice(before);
    expect(again).toHaveLength(1);
    expect(again[0]!.headers['idempotency-key']).toBe(latest!.event_id);
    expect(again[0]!.headers['x-voucherify-signature']).toBe(original.headers['x-voucherify-signature']);
    expect(again[0]!.body.equals(original.body)).toBe(true);
    expect((await deliveriesThroughApi(service, webhookId, '?limit=1')).data[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      delivered_at: clock.now().toISOString(),
    });
    const audited = await service.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceId, webhookId), eq(auditEntries.action, 'webhook.delivery_resent')));
    expect(audited).toHaveLength(1);
  });

  it('answers the error body for unknown or foreign ids, bad paging and missing credentials', async () => {
    const [delivery] = (await deliveriesThroughApi(service, webhookId, '?limit=1')).data;
    const other = (await createWebhookThroughApi(service, receiver.url)).id;
    const list = (path: string, headers: Record<string, string> = managementHeaders) =>
      service.request(path, { headers });
    await expectError(list(`${webhooksPath}/wh_nope/deliveries`), 404, 'not_found');
    await expectError(list(`/management/v1/projects/proj_nope/webhooks/${webhookId}/deliveries`), 404, 'not_found');
    await expectError(list(`${webhooksPath}/${webhookId}/deliveries?starting_after=whd_nope`), 404, 'not_found');
    // A delivery of one webhook is not reachable through another, as a cursor or to resend.
    await expectError(list(`${webhooksPath}/${other}/deliveries?starting_after=${delivery!.id}`), 404, 'not_found');
    await expectError(resend(delivery!.id, managementHeaders, other), 404, 'not_found');
    await expectError(resend('whd_nope'), 404, 'not_found');
    // Another project's webhook is not reachable through this project, nor this one's through it.
    const projects = await readAs(
      service.request('/management/v1/projects', { headers: managementHeaders }),
      projectListSchema,
      200,
    );
    const staging = projects.data.find((p) => p.id !== testKeys.project_id)!.id;
    const stagingHooks = await readAs(
      service.request(`/management/v1/projects/${staging}/webhooks`, { headers: managementHeaders }),
      webhookListSchema,
      200,
    );
    await expectError(list(`${webhooksPath}/${stagingHooks.data[0]!.id}/deliveries`), 404, 'not_found');
    await expectError(list(`/management/v1/projects/${staging}/webhooks/${webhookId}/deliveries`), 404, 'not_found');
    const stagingResend = `/management/v1/projects/${staging}/webhooks/${webhookId}/deliveries/${delivery!.id}/resend`;
    await expectError(service.request(stagingResend, { method: 'POST', headers: managementHeaders }), 404, 'not_found');
    for (const query of ['limit=0', 'limit=101', 'limit=ten'])
      await expectError(list(`${webhooksPath}/${webhookId}/deliveries?${query}`), 400, 'invalid_payload');
    await expectError(list(`${webhooksPath}/${webhookId}/deliveries`, {}), 401);
    await expectError(resend(delivery!.id, {}), 401);
  });

  it('lets a viewer read the log but not resend, and shows the secret only to those who manage webhooks', async () => {
    const [delivery] = (await deliveriesThroughApi(service, webhookId, '?limit=1')).data;
    const viewer = await personHeaders(service, 'viewer@example.com');
    const viewed = await service.request(`${webhooksPath}/${webhookId}/deliveries`, { headers: viewer });
    expect(viewed.status).toBe(200);
    await expectError(resend(delivery!.id, viewer), 403, 'missing_permission');
    const read = (headers: Record<string, string>) =>
      readAs(service.request(`${webhooksPath}/${webhookId}`, { headers }), webhookWithSecretSchema, 200);
    expect((await read(viewer)).secret).toBeUndefined();
    expect((await read(await personHeaders(service, 'owner@example.com'))).secret).toMatch(/^[0-9a-f]{64}$/);
  });
});
