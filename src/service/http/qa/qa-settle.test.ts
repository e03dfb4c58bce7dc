import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qaClockSettledSchema } from '../../../contract/qa.ts';
import { createQaMode } from '../../qa/mode.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { pointsBuckets } from '../../store/schema/points-buckets.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { creditPoints, programWithCard } from '../../testing/points-buckets.ts';
import { useTestService } from '../../testing/service.ts';
import { startWebhookReceiver } from '../../testing/webhook-receiver.ts';
import { createWebhookThroughApi, deliveriesThroughApi, switchVoucherThroughApi } from '../../testing/webhooks.ts';
import { demoCodes } from '../../seed/demo-codes.ts';

const qa = createQaMode();
const service = useTestService({ qa, now: qa.now, webhookAllowPrivate: true });
const projectId = testKeys.project_id;

const moveClock = (change: unknown) =>
  readAs(
    service.request(`/promodesk/qa/projects/${projectId}/clock`, jsonRequest('POST', change, managementHeaders)),
    qaClockSettledSchema,
    200,
  );

describe('advancing a project clock', () => {
  it('runs what fell due in time order and lists what fired, with what time alone changed', async () => {
    await moveClock({ freeze: '2026-01-10T10:00:00.000Z' });
    const { card } = await programWithCard(service, { period_type: 'MONTH', period_value: 1 });
    await creditPoints(service, card.id, 100, '2026-01-10T10:00:00Z');
    const { pendingPointsId } = (await creditPoints(service, card.id, 30, '2026-01-10T10:00:00Z', {
      pendingUntil: new Date('2026-01-20T00:00:00Z'),
    }))!;
    const [expiring] = await service.database.db
      .select({ id: pointsBuckets.id })
      .from(pointsBuckets)
      .where(and(eq(pointsBuckets.voucherId, card.id), eq(pointsBuckets.status, 'ACTIVE')));
    const created = await service.request(
      '/v1/campaigns',
      jsonRequest(
        'POST',
        {
          name: 'Settled window',
          campaign_type: 'DISCOUNT_COUPONS',
          start_date: '2026-01-15T00:00:00Z',
          expiration_date: '2026-02-01T00:00:00Z',
          voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } },
        },
        appHeaders,
      ),
    );
    expect(created.status).toBe(200);
    const campaign = (await created.json()) as { id: string };

    const moved = await moveClock({ set: '2026-02-15T10:00:00Z' });
    expect(moved).toMatchObject({ now: '2026-02-15T10:00:00.000Z', frozen: true });
    const ours = new Set([campaign.id, expiring!.id, pendingPointsId]);
    expect(moved.fired.filter((f) => ours.has(f.id)).map((f) => [f.at, f.kind, f.id])).toEqual([
      ['2026-01-15T00:00:00.000Z', 'campaign.started', campaign.id],
      ['2026-01-20T00:00:00.000Z', 'pending_points.activated', pendingPointsId],
      ['2026-02-01T00:00:00.000Z', 'campaign.expired', campaign.id],
      ['2026-02-11T00:00:00.000Z', 'points.expired', expiring!.id],
    ]);
    expect(moved.fired.map((f) => f.at)).toEqual(moved.fired.map((f) => f.at).sort());
    expect(moved.fired_total).toBe(moved.fired.length);
    // Each ran at its own moment: the card holds the activated 30 only, and the events carry those moments.
    const [after] = await service.database.db.select().from(vouchers).where(eq(vouchers.id, card.id));
    expect(after!.loyaltyBalance).toBe(30);
    const activated = await service.database.db
      .select({ createdAt: webhookEvents.createdAt })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.projectId, projectId),
          eq(webhookEvents.type, 'voucher.loyalty_card.pending_points.activated'),
        ),
      );
    expect(activated.map((e) => e.createdAt.toISOString())).toContain('2026-01-20T00:00:00.000Z');

    // Every answer in the project names its time, so a dashboard under test follows the clock.
    const listed = await service.request('/v1/campaigns?limit=1', { headers: appHeaders });
    expect(listed.headers.get('x-promodesk-clock')).toBe('2026-02-15T10:00:00.000Z');
    const control = await service.request('/promodesk/qa/clock', { headers: managementHeaders });
    expect(control.headers.get('x-promodesk-clock')).toBeNull();

    // Back in time, nothing fires.
    expect((await moveClock({ set: '2026-01-01T00:00:00Z' })).fired).toEqual([]);
  });

  it("walks a webhook delivery's retries on the project's time, in order, until it succeeds", async () => {
    await moveClock({ freeze: '2027-05-01T10:00:00.000Z' });
    const receiver = await startWebhookReceiver((n) => (n <= 2 ? 503 : 200));
    try {
      const webhook = await createWebhookThroughApi(service, receiver.url, ['voucher.disabled']);
      await switchVoucherThroughApi(service, demoCodes.percentOff, 'disable');
      const moved = await moveClock({ advance_seconds: 3600 });
      const attempts = moved.fired.filter((f) => f.kind === 'webhook_delivery.attempted');
      expect(attempts.map((f) => f.detail)).toEqual(['PENDING', 'PENDING', 'SUCCEEDED']);
      expect(new Set(attempts.map((f) => f.id)).size).toBe(1);
      const [first, second, third] = attempts.map((f) => Date.parse(f.at) - Date.parse('2027-05-01T10:00:00.000Z'));
      // At the move's start, then after the first wait (30 s) and the second (60 s), each with up to 10% jitter.
      expect(first).toBe(0);
      expect(second).toBeGreaterThanOrEqual(30_000);
      expect(second).toBeLessThanOrEqual(33_000);
      expect(third! - second!).toBeGreaterThanOrEqual(60_000);
      expect(third! - second!).toBeLessThanOrEqual(66_000);
      expect(receiver.received).toHaveLength(3);
      const [delivery] = (await deliveriesThroughApi(service, webhook.id)).data;
      expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 3, created_at: '2027-05-01T10:00:00.000Z' });
      expect(delivery!.delivered_at).toBe(attempts[2]!.at);
    } finally {
      await receiver.close();
    }
  });

  it('builds the exports waiting in the queue before answering', async () => {
    await moveClock({ freeze: '2026-03-01T10:00:00.000Z' });
    const scheduled = await service.request(
      '/v1/exports',
      jsonRequest('POST', { exported_object: 'voucher', parameters: { fields: ['code'] } }, appHeaders),
    );
    expect(scheduled.status).toBe(200);
    const { id } = (await scheduled.json()) as { id: string };
    const moved = await moveClock({ advance_seconds: 60 });
    expect(moved.fired).toContainEqual({ at: '2026-03-01T10:01:00.000Z', kind: 'export.finished', id, detail: 'DONE' });
    const read = await (await service.request(`/v1/exports/${id}`, { headers: appHeaders })).json();
    expect(read.status).toBe('DONE');
  });
});
