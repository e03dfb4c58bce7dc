import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgTransaction } from 'drizzle-orm/node-postgres';
import { fileURLToPath } from 'node:url';
import { lockDataFolder } from './folder-lock.ts';
import * as access from './schema/access.ts';
import * as catalog from './schema/catalog.ts';
import * as activity from './schema/activity.ts';
import * as people from './schema/people.ts';
import * as modelVersion from './schema/model-version.ts';
import * as webhookDeliveries from './schema/webhook-deliveries.ts';
import * as publications from './schema/publications.ts';
import * as promotionStacks from './schema/promotion-stacks.ts';
import * as products from './schema/products.ts';
import * as segments from './schema/segments.ts';
import * as asyncActions from './schema/async-actions.ts';
import * as rewards from './schema/rewards.ts';
import * as loyaltyTiers from './schema/loyalty-tiers.ts';
import * as referralHolders from './schema/referral-holders.ts';
import * as pointsBuckets from './schema/points-buckets.ts';
import * as earningRules from './schema/earning-rules.ts';
import * as approvals from './schema/approvals.ts';
import * as campaignBudgets from './schema/campaign-budgets.ts';
import * as savedViews from './schema/saved-views.ts';
import * as trashBin from './schema/trash-bin.ts';
import * as bulkActions from './schema/bulk-actions.ts';
import * as customEventSchemas from './schema/custom-event-schemas.ts';
import * as brandings from './schema/brandings.ts';
import * as locations from './schema/locations.ts';

export const schema = {
  ...access,
  ...catalog,
  ...activity,
  ...people,
  ...modelVersion,
  ...webhookDeliveries,
  ...publications,
  ...promotionStacks,
  ...products,
  ...segments,
  ...asyncActions,
  ...rewards,
  ...loyaltyTiers,
  ...referralHolders,
  ...pointsBuckets,
  ...earningRules,
  ...approvals,
  ...campaignBudgets,
  ...savedViews,
  ...trashBin,
  ...bulkActions,
  ...customEventSchemas,
  ...brandings,
  ...locations,
};
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * A transaction handle has the same query API as the database. Queries on one run one after another (no
 * `Promise.all`): a transaction is one connection, and node-postgres is dropping support for overlapping queries.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `work` while no other process sharing the store runs its own (PostgreSQL: an advisory lock; a PGlite store
   * has one process anyway). Migrating and seeding go through it, so processes starting together do them once.
   */
  alone?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Takes a lock on `name` for the life of this process's connection (PostgreSQL: a session advisory lock on a
   * connection of its own, until `close`); answers false when another process holds it in a conflicting mode.
   */
  holdForLife?: (name: string, mode: 'shared' | 'exclusive') => Promise<boolean>;
};

/** The rows of a raw SQL query (both drivers answer `{rows}`; the shared handle's type cannot say so). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** node-postgres's pieces `callLastAndCommit` needs, loaded when a PostgreSQL store is opened. */
let postgresDriver: { transaction: typeof NodePgTransaction; escapeLiteral: (text: string) => string } | undefined;

/**
 * Calls a database function with a JSON argument as the transaction's last statement, and commits. On PostgreSQL
 * the COMMIT goes in the same simple query, so the rows the call locks are released when it ends, not after its
 * answer has waited for this process's busy event loop and a COMMIT has come back. A simple query takes no
 * parameters: the argument is escaped as a literal (pg's `escapeLiteral`, right whatever
 * `standard_conforming_strings` says). Drizzle's transaction then sends its own COMMIT: the trailing `BEGIN` gives
 * it an empty transaction to end, so nothing warns. A failing call skips the rest of the query and leaves the
 * transaction aborted, for Drizzle's ROLLBACK. On PGlite (one connection, transactions in turn, nothing waits for a
 * row lock) the call is a plain statement and Drizzle commits after it. `tx` must be a top-level transaction.
 */
export async function callLastAndCommit(tx: Tx, fn: string, argument: unknown) {
  const json = JSON.stringify(argument);
  if (postgresDriver && is(tx, postgresDriver.transaction))
    await tx.execute(sql.raw(`SELECT ${fn}(${postgresDriver.escapeLiteral(json)}::jsonb); COMMIT; BEGIN`));
  else await tx.execute(sql`SELECT ${sql.raw(fn)}(${json}::jsonb)`);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The store schema's version: the tag of its last migration (read when asked: QA snapshot documents only). */
export const schemaVersion = () =>
  (
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] }
  ).entries.at(-1)!.tag;

/**
 * PGlite's settings beyond its defaults: a buffer cache of 32 MB instead of PostgreSQL's 128 MB. It lives in this
 * process's memory (all of it touched at start: 125 MiB of resident memory saved, and a start in half the time),
 * while pages it does not keep come from the operating system's cache.
 */
export const pgliteStartParams = (defaults: string[]) => [...defaults, '-c', 'shared_buffers=32MB'];

/**
 * Opens PostgreSQL when a URL is given, PGlite otherwise (`memory://` or a folder), and migrates it. Each store's
 * driver is imported only when that store is opened: the other one would cost start time and 5-12 MiB of resident
 * memory for nothing.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { PGlite } = await import('@electric-sql/pglite');
  const pgliteOptions = { startParams: pgliteStartParams(PGlite.defaultStartParams) };
  if (options.dataDir === 'memory://') return attachPglite(new PGlite(pgliteOptions));
  const unlock = lockDataFolder(options.dataDir);
  try {
    const database = await attachPglite(new PGlite(options.dataDir, pgliteOptions));
    return { ...database, close: () => database.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg, NodePgTransaction: transaction }, { migrate: migratePg }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  postgresDriver = { transaction, escapeLiteral: pg.escapeLiteral };
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A client losing its server (a restart, a failover: 57P01) emits 'error', and an unheard 'error' ends the process.
  // The pool hears its idle clients; a checked-out client between two queries of a transaction has only this
  // listener. Its own query fails (the request answers 503), and the pool drops the client when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const pgDb = drizzlePg(pool, { schema });
  const alone = async <T>(work: () => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query(`SELECT pg_advisory_lock(hashtext('promodesk.start'))`);
      return await work();
    } finally {
      // Ending the session frees its lock even if the unlock failed.
      await client.query(`SELECT pg_advisory_unlock(hashtext('promodesk.start'))`).then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
    }
  };
  // drizzle's migrator is not safe to run twice at once: processes starting together take turns.
  await alone(() => migratePg(pgDb, { migrationsFolder }));
  const held: InstanceType<typeof pg.Client>[] = [];
  const holdForLife = async (name: string, mode: 'shared' | 'exclusive') => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    const lock = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
    const { rows } = await client.query<{ locked: boolean }>(`SELECT ${lock}(hashtext($1)) AS locked`, [name]);
    if (rows[0]?.locked) held.push(client);
    else await client.end();
    return rows[0]?.locked === true;
  };
  const close = async () => {
    await Promise.all(held.map((client) => client.end()));
    await pool.end();
  };
  return { db: pgDb as unknown as Db, kind: 'postgres', close, alone, holdForLife };
}

/**
 * PGlite runs each query synchronously on this thread, and a query's caller continues in a microtask. Its own queue
 * hands the connection from one transaction to the next in a microtask too, so one turn of the event loop ran every
 * queued transaction back to back: under 50 clients turns took seconds, sockets were read only that often, and a
 * request that needed a query outside a transaction first (the model version) waited a whole turn per such query
 * (p99 2.9 s at 122 req/s). Here queries outside transactions and whole transactions take turns first come, first
 * served, each in its own turn of the event loop, so I/O runs between any two and a request waits for those queued
 * before it only.
 */
function takeTurns(client: PGlite) {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const mine = last.then(() => new Promise((resolve) => setImmediate(resolve))).then(run);
    last = mine.catch(() => {});
    return mine;
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    inTurn(() => transaction(...args))) as PGlite['transaction'];
}

/** Migrates an opened PGlite and wraps it; tests use it to open copies of a seeded snapshot. */
export async function attachPglite(client: PGlite): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // PGlite's own start runs a query through `client.query`: it must be done before that takes turns.
  await client.waitReady;
  takeTurns(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
