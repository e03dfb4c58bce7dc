import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exportSchema } from '../../contract/export.ts';
import { openDatabase, type Database } from '../store/db.ts';
import { projects } from '../store/schema/access.ts';
import { exportChunks, exports, redemptions, webhookEvents } from '../store/schema/activity.ts';
import { webhookDeliveries } from '../store/schema/webhook-deliveries.ts';
import { readAs } from '../testing/api.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import {
  appHeaders,
  clientHeaders,
  createPostgresDatabase,
  jsonRequest,
  testKeys,
  testPassword,
} from '../testing/harness.ts';
import { addVoucher, voucherRow } from '../testing/redemptions.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';
import { createWebhookThroughApi } from '../testing/webhooks.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const uses = 30;
const requests = 90;

/**
 * Three service processes on one fresh PostgreSQL database add up to one service: they start together (the
 * database is migrated and seeded once), a code's uses go to exactly as many redemptions however the requests are
 * spread, and a process SIGKILLed mid-burst loses nothing: its webhook claims and export lease lapse (short leases
 * here) and the others deliver every event once more at most and build the export once.
 */
describe.skipIf(!adminUrl)('three service processes on one PostgreSQL', () => {
  const receiver = startWebhookReceiver();
  const store = adminUrl ? createPostgresDatabase(adminUrl) : undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    await (await receiver).close();
    await (await store)?.drop();
  });

  it('redeem, deliver and export as one service, even when one of them is killed', async () => {
    const { url } = (await store)!;
    const env = {
      DATABASE_URL: url,
      PROMODESK_SEED: 'demo',
      PROMODESK_PROJECT_ID: testKeys.project_id,
      PROMODESK_APP_ID: testKeys.app_id,
      PROMODESK_APP_TOKEN: testKeys.app_token,
      PROMODESK_CLIENT_APP_ID: testKeys.client_app_id,
      PROMODESK_CLIENT_TOKEN: testKeys.client_token,
      PROMODESK_CLIENT_ORIGINS: testKeys.client_origin,
      PROMODESK_MANAGEMENT_ID: testKeys.management_id,
      PROMODESK_MANAGEMENT_TOKEN: testKeys.management_token,
      PROMODESK_DEMO_PASSWORD: testPassword,
      PROMODESK_WEBHOOK_ALLOW_PRIVATE: '1',
      // A delivery's claim lasts three timeouts (3 s), an export's lease 2 s.
      PROMODESK_WEBHOOK_TIMEOUT_MS: '1000',
      PROMODESK_JOB_LEASE_MS: '2000',
    };
    const services = await Promise.all([0, 1, 2].map(() => startChildProcessService(env)));
    const [first, second, third] = services as [(typeof services)[0], (typeof services)[0], (typeof services)[0]];
    try {
      database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      const { db } = database;
      // Seeded once: the demo's two projects.
      expect(await db.select({ n: count() }).from(projects)).toEqual([{ n: 2 }]);

      const code = await addVoucher(db, { quantity: uses });
      const to = (base: string) => ({ request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init) });
      const hook = await createWebhookThroughApi(to(second.base), (await receiver).url, ['redemption.succeeded']);
      const exported = await readAs(
        fetch(`${first.base}/v1/exports`, jsonRequest('POST', { exported_object: 'voucher' }, appHeaders)),
        exportSchema,
        200,
      );

      const burstAt = new Date();
      let answered = 0;
      const statuses = await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          fetch(`${services[i % 3]!.base}/client/v1/redemptions`, {
            ...jsonRequest(
              'POST',
              { customer: { source_id: `three-${i}` }, redeemables: [{ object: 'voucher', id: code }] },
              clientHeaders,
            ),
          }).then(
            (res) => {
              if (++answered === 15) void third.kill();
              return res.status;
            },
            () => 'lost' as const,
          ),
        ),
      );
      // The survivors alone asked more than the code allows: every use went, none twice.
      const stored = await db
        .select({ n: count() })
        .from(redemptions)
        .where(and(eq(redemptions.voucherId, (await voucherRow(db, code)).id), eq(redemptions.result, 'SUCCESS')));
      expect((await voucherRow(db, code)).redeemedQuantity).toBe(uses);
      expect(stored).toEqual([{ n: uses }]);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(uses);
      expect(statuses.every((s) => s === 200 || s === 400 || s === 'lost')).toBe(true);
      // The kill came mid-burst: requests it had taken were lost with it.
      expect(statuses).toContain('lost');

      // Every event is delivered once in the store; the receiver saw each, twice only where a claim died with it.
      const events = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.type, 'redemption.succeeded'), gte(webhookEvents.createdAt, burstAt)));
      expect(events).toHaveLength(uses);
      const deliveries = () => db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
      await vi.waitFor(
        async () => {
          const rows = await deliveries();
          expect(rows.filter((row) => row.status === 'SUCCEEDED')).toHaveLength(rows.length);
          for (const event of events) expect(rows.filter((row) => row.eventId === event.id)).toHaveLength(1);
        },
        { timeout: 20_000, interval: 200 },
      );
      const received = new Map<string, number>();
      for (const { headers } of (await receiver).received) {
        const key = String(headers['idempotency-key']);
        received.set(key, (received.get(key) ?? 0) + 1);
      }
      const rows = await deliveries();
      expect([...received.keys()].sort()).toEqual(rows.map((row) => row.eventId).sort());
      for (const row of rows) expect(row.attempts).toBeGreaterThanOrEqual(received.get(row.eventId)!);

      // The export is built by one attempt only: one file, DONE.
      await vi.waitFor(
        async () => {
          const [row] = await db.select().from(exports).where(eq(exports.id, exported.id));
          expect(row?.status, row?.error ?? undefined).toBe('DONE');
        },
        { timeout: 20_000, interval: 200 },
      );
      const [job] = await db.select().from(exports).where(eq(exports.id, exported.id));
      const attempts = await db
        .selectDistinct({ attempt: exportChunks.attempt })
        .from(exportChunks)
        .where(eq(exportChunks.exportId, exported.id));
      expect(attempts).toEqual([{ attempt: job!.attempts }]);
      // A second attempt only if the killed process held the first.
      expect(job!.attempts).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all(services.map((service) => service.stop()));
    }
  }, 60_000);
});
