import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../store/db.ts';
import { openSeededTestDatabase, testKeys } from '../testing/harness.ts';
import { analyzeGrownTables } from './table-statistics.ts';

let database: Database;
beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(() => database.close());

const estimatedRows = async (table: string) =>
  (
    await queryRows<{ n: number }>(database.db, sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = ${table}`)
  )[0]!.n;

describe('planner statistics', () => {
  it('are taken again for a table that grew, and only for it', async () => {
    // On PostgreSQL autovacuum would race this test to the same ANALYZE.
    await database.db.execute(sql`ALTER TABLE loyalty_transactions SET (autovacuum_enabled = false)`);
    await analyzeGrownTables(database.db);
    expect(await analyzeGrownTables(database.db)).toEqual([]);

    await database.db.execute(sql`
      INSERT INTO loyalty_transactions (id, project_id, voucher_id, type, source, amount, balance, created_at)
      SELECT 'vtx_growth' || n, ${testKeys.project_id}, (SELECT id FROM vouchers WHERE code = 'LOYAL-DEMO1'), 'POINTS_ACCRUAL', 'API', 1, n, now()
      FROM generate_series(1, 20000) AS n`);
    expect(await analyzeGrownTables(database.db)).toEqual(['loyalty_transactions']);
    // The planner now knows the table's size, so it picks the card index over a sort of everything.
    expect(await estimatedRows('loyalty_transactions')).toBeGreaterThanOrEqual(20000);
    expect(await analyzeGrownTables(database.db)).toEqual([]);
  });
});
