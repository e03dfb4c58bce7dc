import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { attachPglite, openDatabase, type Database } from '../store/db.ts';
import { applyDemoPeople } from '../seed/people.ts';
import { applyDemoKeys, seedDemo } from '../seed/demo.ts';
import type { DemoConnection } from '../../contract/project.ts';

/** Fixed demo keys for tests, so requests can be written out plainly. */
export const testKeys: DemoConnection = {
  project_id: 'proj_test',
  app_id: 'test-app',
  app_token: 'test-app-token',
  client_app_id: 'test-client',
  client_token: 'test-client-token',
  client_origin: 'https://shop.example.com',
  management_id: 'test-mgmt',
  management_token: 'test-mgmt-token',
};

export const appHeaders = { 'x-app-id': testKeys.app_id, 'x-app-token': testKeys.app_token };
export const clientHeaders = {
  'x-client-application-id': testKeys.client_app_id,
  'x-client-token': testKeys.client_token,
  origin: testKeys.client_origin,
};
export const managementHeaders = {
  'x-management-id': testKeys.management_id,
  'x-management-token': testKeys.management_token,
};

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server: its URL and how to drop it. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `promodesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL
 * is set (so the same suites prove both stores). Dropped by `close`.
 */
export async function openTestDatabase(dataDir = 'memory://'): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir });
  const { url, drop } = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: url, dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A store that outlives its connections, for persistence tests: a PGlite data folder in a temp dir, or a
 * PostgreSQL database when TEST_DATABASE_URL is set. `open` connects (and migrates) again each time; `dispose`
 * deletes the folder or drops the database.
 */
export async function persistentTestStore() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { url, drop } = await createPostgresDatabase(adminUrl);
    return {
      kind: 'postgres' as const,
      open: () => openDatabase({ databaseUrl: url, dataDir: 'memory://' }),
      dispose: drop,
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'promodesk-persistence-'));
  return {
    kind: 'pglite' as const,
    dataDir,
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * The moment the tests' demo data is seeded at, as a first start would be: its history lies in the 90 days before
 * this day, its windows around it. The global setup fixes it for the whole run (`PROMODESK_TEST_SEED_AT`), so the
 * snapshot, each PostgreSQL test file's own seed and the tests' clocks agree on the day, even across midnight.
 */
export const testSeedAt = new Date(process.env.PROMODESK_TEST_SEED_AT ?? Date.now());

/** The demo people's password in tests. */
export const testPassword = 'demo-password-for-tests';

/** Seeds the demo project with `testKeys`, as a fresh start in demo mode does at `at` (the run's seed moment). */
export async function seedTestDatabase(database: Database, at = testSeedAt) {
  await seedDemo(database.db, testKeys, at);
  await applyDemoKeys(database.db, testKeys, []);
  await applyDemoPeople(database.db, testPassword, new Date(), 'owasp');
}

/**
 * A seeded database: on PGlite a copy of the snapshot the global setup made (loading it is several times faster
 * than migrating and seeding), otherwise a fresh database seeded here; seeded at `at` instead of the run's seed
 * moment, always a fresh one.
 */
export async function openSeededTestDatabase(at?: Date): Promise<Database> {
  const snapshot = process.env.PROMODESK_TEST_SNAPSHOT;
  if (snapshot && !at && !process.env.TEST_DATABASE_URL)
    return attachPglite(new PGlite({ loadDataDir: new Blob([await readFile(snapshot)]) }));
  const database = await openTestDatabase();
  await seedTestDatabase(database, at);
  return database;
}

/** Where tests pretend the service is published: links it hands out start with it. */
export const testPublicUrl = 'https://promodesk.test';

/** A JSON request init with the given headers. */
export const jsonRequest = (method: string, body: unknown, headers: Record<string, string>): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
