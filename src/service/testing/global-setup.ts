import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachPglite } from '../store/db.ts';
import { seedTestDatabase, testSeedAt } from './harness.ts';

/**
 * Vitest global setup: the run's seed moment for every test file (PROMODESK_TEST_SEED_AT), and one migrated, seeded
 * PGlite, dumped to a file that every test file's service loads (PROMODESK_TEST_SNAPSHOT), instead of each file
 * migrating and seeding its own. The snapshot is not needed on PostgreSQL.
 */
export default async function setup() {
  process.env.PROMODESK_TEST_SEED_AT = testSeedAt.toISOString();
  if (process.env.TEST_DATABASE_URL) return;
  const folder = await mkdtemp(join(tmpdir(), 'promodesk-snapshot-'));
  const client = new PGlite();
  await seedTestDatabase(await attachPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = join(folder, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env.PROMODESK_TEST_SNAPSHOT = file;
  return () => rm(folder, { recursive: true, force: true });
}
