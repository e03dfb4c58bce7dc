import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { webhookPayloadSchema } from '../../contract/webhook-delivery.ts';
import { openDatabase } from '../store/db.ts';
import { webhookDeliveries } from '../store/schema/webhook-deliveries.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { seedTestDatabase } from '../testing/harness.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';
import { createWebhookThroughApi, switchVoucherThroughApi } from '../testing/webhooks.ts';

/**
 * At least once: the service SIGKILLed after an event's transaction committed and while its delivery is in flight
 * (the receiver holds the request open). After a restart on the same data folder, the delivery's claim lapses and
 * the event arrives, with the same idempotency id.
 */
const folder = await mkdtemp(join(tmpdir(), 'promodesk-webhook-kill-'));
const receiver = await startWebhookReceiver((n) => (n === 1 ? 'hold' : 200));
afterAll(async () => {
  await receiver.close();
  await rm(folder, { recursive: true, force: true });
});

/** Requests against a child service, shaped like the in-process harness's. */
const requestsTo = (base: string) => ({ request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init) });
// Attempts time out after 2 s (the kill comes well before), so a claim lapses 6 s after it was taken.
const env = { DATA_DIR: folder, PROMODESK_WEBHOOK_ALLOW_PRIVATE: '1', PROMODESK_WEBHOOK_TIMEOUT_MS: '2000' };

describe('SIGKILL between an event and its delivery', () => {
  it('delivers the event after a restart, with the same idempotency id', async () => {
    const seeding = await openDatabase({ dataDir: folder });
    await seedTestDatabase(seeding);
    await seeding.close();

    const first = await startChildProcessService(env);
    const hook = await createWebhookThroughApi(requestsTo(first.base), receiver.url);
    await switchVoucherThroughApi(requestsTo(first.base), 'PERCENT15', 'disable');
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    await first.kill();

    const second = await startChildProcessService(env);
    try {
      await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 20_000, interval: 100 });
    } finally {
      await second.stop();
    }
    const [held, delivered] = receiver.received.map((r) => webhookPayloadSchema.parse(JSON.parse(r.body.toString())));
    expect(delivered).toEqual(held);
    expect(delivered!.type).toBe('voucher.disabled');
    expect(receiver.received[1]!.headers['idempotency-key']).toBe(held!.id);

    // The dead process's attempt counted: the delivery took two, and the second succeeded.
    const { db, close } = await openDatabase({ dataDir: folder });
    try {
      expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id))).toMatchObject([
        { status: 'SUCCEEDED', attempts: 2 },
      ]);
    } finally {
      await close();
    }
  }, 120_000);
});
