import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { exportSchema } from '../../../contract/export.ts';
import { drainExports } from '../../jobs/export-worker.ts';
import * as exportCsv from '../../store/repositories/export-csv.ts';
import { queryRows } from '../../store/db.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

// Counts the reads of stored chunks: the download sends one stored chunk at a time.
vi.mock(import('../../store/repositories/export-csv.ts'), async (original) => {
  const actual = await original();
  return { ...actual, readExportChunk: vi.fn(actual.readExportChunk) };
});
const chunkReads = vi.mocked(exportCsv.readExportChunk);

const service = useTestService();
const rows = 100_000;

describe('a 100,000-row customer export', () => {
  it('is written by the database in chunks of 10,000 records and downloaded one chunk at a time', async () => {
    const db = service.database.db;
    const [project] = await queryRows<{ id: string }>(db, sql`SELECT project_id AS id FROM vouchers LIMIT 1`);
    await db.execute(sql`
      INSERT INTO customers (id, project_id, source_id, name, email, created_at)
      SELECT 'cust_bulk' || n, ${project!.id}, 'bulk-' || n, 'Bulk, "customer" ' || n, 'bulk' || n || '@example.com',
             timestamptz '2024-01-01' + n * interval '1 second'
      FROM generate_series(1, ${rows}) AS n`);
    const scheduled = await readAs(
      service.request(
        '/v1/exports',
        jsonRequest(
          'POST',
          {
            exported_object: 'customer',
            parameters: {
              order: 'source_id',
              fields: ['source_id', 'name', 'email'],
              filters: { source_id: { conditions: { $not_in: ['bulk-7'] } }, email: { conditions: { $is_not: 'x' } } },
            },
          },
          appHeaders,
        ),
      ),
      exportSchema,
      200,
    );
    await drainExports(db);
    const chunks = await queryRows<{ seq: number; records: number }>(
      db,
      sql`SELECT seq, (length(data) - length(replace(data, E'\n', '')))::int AS records FROM export_chunks
          WHERE export_id = ${scheduled.id} ORDER BY seq`,
    );
    expect(Math.max(...chunks.map((c) => c.records))).toBeLessThanOrEqual(10_000);

    const done = await readAs(
      service.request(`/v1/exports/${scheduled.id}`, { headers: appHeaders }),
      exportSchema,
      200,
    );
    const { pathname, search } = new URL(done.result!.url);
    chunkReads.mockClear();
    const lines = (await (await service.request(`${pathname}${search}`)).text()).trimEnd().split('\r\n');
    // Every stored chunk read once, then the read that finds the end.
    expect(chunkReads).toHaveBeenCalledTimes(chunks.length + 1);
    expect(lines[0]).toBe('source_id,name,email');
    const bulk = lines.slice(1).filter((line) => line.startsWith('bulk-'));
    expect(bulk[0]).toBe('bulk-1,"Bulk, ""customer"" 1",bulk1@example.com');
    // Keyset pages in text order of source_id: every customer but the filtered one, once.
    expect(new Set(bulk).size).toBe(rows - 1);
    expect(bulk.some((line) => line.startsWith('bulk-7,'))).toBe(false);
  });
});
