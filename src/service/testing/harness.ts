import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../store/db.ts';
import { seededPgliteFromPool } from './pglite-pool.ts';
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

/**
 * The run's template databases on the TEST_DATABASE_URL server, made by the global setup: `migrated` (the schema,
 * no rows) and `seeded` (the demo project with `testKeys`, seeded at the run's seed moment).
 */
type PostgresTemplates = { migrated: string; seeded: string };
const postgresTemplates = (): PostgresTemplates | undefined =>
  process.env.PROMODESK_TEST_TEMPLATES
    ? (JSON.parse(process.env.PROMODESK_TEST_TEMPLATES) as PostgresTemplates)
    : undefined;

async function onAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server: its name, URL and how to drop it. A copy of `template`
 * when given (`CREATE DATABASE ... TEMPLATE` copies files: milliseconds where migrating and seeding take seconds),
 * else empty.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string) {
  const name = `promodesk_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { name, url: url.toString(), drop };
}

/**
 * The global setup's templates: a migrated database, and a copy of it seeded for the run. Answers the value of
 * PROMODESK_TEST_TEMPLATES and how to drop both.
 */
export async function createPostgresTemplates(adminUrl: string) {
  const migrated = await createPostgresDatabase(adminUrl);
  await (await openDatabase({ databaseUrl: migrated.url, dataDir: 'memory://' })).close();
  const seeded = await createPostgresDatabase(adminUrl, migrated.name);
  const seeding = await openDatabase({ databaseUrl: seeded.url, dataDir: 'memory://' });
  await seedTestDatabase(seeding);
  await seeding.close();
  const templates: PostgresTemplates = { migrated: migrated.name, seeded: seeded.name };
  return { templates: JSON.stringify(templates), drop: () => Promise.all([seeded.drop(), migrated.drop()]) };
}

/**
 * A migrated database of its own on the TEST_DATABASE_URL server: a copy of the run's migrated template, or (outside
 * a Vitest run, as in the bench) an empty one that opening migrates.
 */
const migratedPostgresDatabase = (adminUrl: string) => createPostgresDatabase(adminUrl, postgresTemplates()?.migrated);

/** Opens a database on PostgreSQL that `drop` removes when it is closed. */
async function openDropping({ url, drop }: { url: string; drop: () => Promise<void> }): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (so the same suites prove both stores). Dropped by `close`.
 */
export async function openTestDatabase(dataDir = 'memory://'): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir });
  return openDropping(await migratedPostgresDatabase(adminUrl));
}

/**
 * A store that outlives its connections, for persistence tests: a PGlite data folder in a temp dir, or a
 * PostgreSQL database when TEST_DATABASE_URL is set. `open` connects (and migrates) again each time; `dispose`
 * deletes the folder or drops the database.
 */
export async function persistentTestStore() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { url, drop } = await migratedPostgresDatabase(adminUrl);
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
 * PGlite snapshot, the PostgreSQL template, seeds made in a file and the tests' clocks agree on the day, even across
 * midnight.
 */
export const testSeedAt = new Date(process.env.PROMODESK_TEST_SEED_AT ?? Date.now());

/** The demo people's password in tests. */
export const testPassword = 'demo-password-for-tests';

/**
 * Seeds the demo project with `testKeys`, as a fresh start in demo mode does at `at` (the run's seed moment). The
 * demo people's password is hashed at the test cost (a few milliseconds per sign-in instead of 0.4 s); the OWASP
 * cost has its own test (secrets/passwords.test.ts).
 */
export async function seedTestDatabase(database: Database, at = testSeedAt) {
  await seedDemo(database.db, testKeys, at);
  await applyDemoKeys(database.db, testKeys, []);
  await applyDemoPeople(database.db, testPassword, new Date(), 'low');
}

/**
 * A seeded database, as fresh as a new one: on PGlite the rows of the snapshot the global setup made, in a store the
 * worker keeps between files (pglite-pool.ts), on PostgreSQL a copy of the run's seeded template (either is several
 * times faster than migrating and seeding); seeded at `at` instead of the run's seed moment, a migrated database
 * seeded here.
 */
export async function openSeededTestDatabase(at?: Date): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = postgresTemplates()?.seeded;
  if (!at && adminUrl && template) return openDropping(await createPostgresDatabase(adminUrl, template));
  const snapshot = process.env.PROMODESK_TEST_SNAPSHOT;
  if (!at && !adminUrl && snapshot) return seededPgliteFromPool(snapshot);
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
