import { sql } from 'drizzle-orm';
import { get } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import * as exportCsv from '../../store/repositories/export-csv.ts';
import { drainExports } from '../../jobs/export-worker.ts';
import { queryRows } from '../../store/db.ts';
import { exportSchema } from '../../../contract/export.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

// Counts the reads of stored chunks: a dropped download must stop asking for them.
vi.mock(import('../../store/repositories/export-csv.ts'), async (original) => {
  const actual = await original();
  return { ...actual, readExportChunk: vi.fn(actual.readExportChunk) };
});
const chunkReads = vi.mocked(exportCsv.readExportChunk);

const live = useTestService({ live: true });
const rows = 100_000;
const downloads = 20;

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
  it('stops reading the database: 20 dropped downloads read a few chunks each, not the whole file', async () => {
    const db = live.database.db;
    const [card] = await queryRows<{ id: string; project_id: string }>(
      db,
      sql`SELECT id, project_id FROM vouchers WHERE code = 'LOYAL-DEMO1'`,
    );
    await db.execute(sql`
      INSERT INTO loyalty_transactions (id, project_id, voucher_id, type, source_id, source, reason, amount, balance, details, created_at)
      SELECT 'vtx_abort' || n, ${card!.project_id}, ${card!.id}, 'POINTS_ACCRUAL', 'order-' || n, 'API', 'Purchase', 1, n, '{}'::jsonb,
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

    await Promise.all(Array.from({ length: downloads }, () => downloadAndDrop(done.result!.url)));
    // A chunk each stream had already asked for may still be read; then reads stop. Database round trips, not time,
    // mark "then": each read of the export waits behind what the service had already sent to the database.
    let reads = -1;
    while (reads !== chunkReads.mock.calls.length) {
      reads = chunkReads.mock.calls.length;
      expect((await fetch(`${live.url}/v1/exports/${scheduled.id}`, { headers: appHeaders })).status).toBe(200);
    }
    // Each dropped stream reads about 3 (the first before answering, the next ones pulled as the socket buffers);
    // one that kept reading would read all 12 (the header, 10 of 10,000 records, and the end).
    expect(reads).toBeLessThanOrEqual(downloads * 5);
    expect((await fetch(`${live.url}/promodesk/health`)).status).toBe(200);
  });
});
