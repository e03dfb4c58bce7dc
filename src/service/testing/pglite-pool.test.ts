import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../store/db.ts';
import { fingerprint } from './fingerprint.ts';
import { seededPgliteFromPool } from './pglite-pool.ts';

const snapshot = process.env.PROMODESK_TEST_SNAPSHOT!;
const tableExists = async (db: Parameters<typeof fingerprint>[0], name: string) =>
  (await queryRows<{ found: string | null }>(db, sql`SELECT to_regclass(${name})::text AS found`))[0]!.found !== null;

describe('the PGlite stores a worker keeps between test files', () => {
  it('hands a used store out again with the seed’s rows only, and the closed handle refuses queries', async () => {
    const first = await seededPgliteFromPool(snapshot);
    const seeded = await fingerprint(first.db);
    await first.db.execute(sql`UPDATE customers SET metadata = '{"changed": true}'`);
    await first.db.execute(sql`TRUNCATE redemptions CASCADE`);
    // Outside the tables the pool puts back: shows that the next handle is on the same store.
    await first.db.execute(sql`CREATE TABLE test_pool.marker (id int)`);
    expect(await fingerprint(first.db)).not.toBe(seeded);
    await first.close();
    await expect(first.db.execute(sql`SELECT 1`)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });

    const second = await seededPgliteFromPool(snapshot);
    expect(await tableExists(second.db, 'test_pool.marker')).toBe(true);
    expect(await fingerprint(second.db)).toBe(seeded);
    await second.db.execute(sql`DROP TABLE test_pool.marker`);
    await second.close();
  });

  it('never hands out again a store whose schema a file changed', async () => {
    const first = await seededPgliteFromPool(snapshot);
    await first.db.execute(sql`ALTER TABLE campaigns ADD COLUMN left_behind int`);
    await first.close();
    const second = await seededPgliteFromPool(snapshot);
    const columns = await queryRows<{ name: string }>(
      second.db,
      sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'campaigns'`,
    );
    expect(columns.map((c) => c.name)).not.toContain('left_behind');
    await second.close();
  });
});
