import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attachPglite, pgliteStartParams } from '../store/db.ts';
import { createPostgresTemplates, seedTestDatabase, testSeedAt } from './harness.ts';

/**
 * Vitest global setup: the run's seed moment for every test file (PROMODESK_TEST_SEED_AT), and the run's seeded
 * store, migrated and seeded once for every file to copy instead of each file migrating and seeding its own: on
 * PGlite a dump of a seeded database that each file's service loads (PROMODESK_TEST_SNAPSHOT); on PostgreSQL
 * (TEST_DATABASE_URL) a migrated and a seeded template database that each file copies (PROMODESK_TEST_TEMPLATES).
 */
export default async function setup() {
  process.env.PROMODESK_TEST_SEED_AT = testSeedAt.toISOString();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { templates, drop } = await createPostgresTemplates(adminUrl);
    process.env.PROMODESK_TEST_TEMPLATES = templates;
    return drop;
  }
  const folder = await mkdtemp(join(tmpdir(), 'promodesk-snapshot-'));
  const client = new PGlite({ startParams: pgliteStartParams(PGlite.defaultStartParams) });
  await seedTestDatabase(await attachPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = join(folder, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  process.env.PROMODESK_TEST_SNAPSHOT = file;
  return () => rm(folder, { recursive: true, force: true });
}
