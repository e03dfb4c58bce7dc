import { sql } from 'drizzle-orm';
import { get } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { drainExports } from '../../jobs/export-worker.ts';
import { queryRows } from '../../store/db.ts';
import { exportSchema } from '../../../contract/export.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const live = useTestService({ live: true });
const rows = 100_000;

/** Starts a download and drops the connection as soon as its first bytes arrive. */
const downloadAndDrop = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const request = get(url, (res) => {
      res.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
  });

describe('a dropped CSV download', () => {
  it('stops reading the database: after 20 dropped downloads the service is idle and health answers at once', async () => {
    const db = live.database.db;
    const [card] = await queryRows<{ id: string; project_id: string }>(
      db,
      sql`SELECT id, project_id FROM vouchers WHERE code = 'LOYAL-DEMO1'`,
    );
    await db.execute(sql`
      INSERT INTO loyalty_transactions (id, project_id, voucher_id, type, source_id, source, reason, amount, balance, details, created_at)
      SELECT 'vtx_abort' || n, ${card!.project_id}, ${card!.id}, 'POINTS_ADDED', 'order-' || n, 'API', 'Purchase', 1, n, '{}'::jsonb,
             timestamptz '2024-01-01' + n * interval '1 second'
      FROM generate_series(1, ${rows}) AS n`);
    const scheduled = await readAs(
      fetch(`${live.url}/v1/loyalties/members/LOYAL-DEMO1/transactions/export`, jsonRequest('POST', {}, appHeaders)),
      exportSchema,
      200,
    );
    await drainExports(db);
    const done = await readAs(
      fetch(`${live.url}/v1/exports/${scheduled.id}`, { headers: appHeaders }),
      exportSchema,
      200,
    );

    await Promise.all(Array.from({ length: 20 }, () => downloadAndDrop(done.result!.url)));
    // A batch each stream had already asked for still runs; a database read queued behind them marks their end.
    expect((await fetch(`${live.url}/v1/exports/${scheduled.id}`, { headers: appHeaders })).status).toBe(200);

    // From then on the process must be idle: each of the 20 streams would otherwise read ~50 more batches. Over the
    // next second, health is asked every 50 ms; it must answer at once and the process must use little CPU.
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let slowestHealth = 0;
    for (let i = 0; i < 20; i++) {
      const asked = performance.now();
      expect((await fetch(`${live.url}/promodesk/health`)).status).toBe(200);
      slowestHealth = Math.max(slowestHealth, performance.now() - asked);
      await setTimeout(50);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const busyShare = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
    expect(slowestHealth).toBeLessThan(100);
    expect(busyShare).toBeLessThan(0.25);
  });
});
