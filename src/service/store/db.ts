import { PGlite } from '@electric-sql/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
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
};
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * A transaction handle has the same query API as the database. Queries on one run one after another (no
 * `Promise.all`): a transaction is one connection, and node-postgres is dropping support for overlapping queries.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/** The rows of a raw SQL query (both drivers answer `{rows}`; the shared handle's type cannot say so). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Calls a database function with a JSON argument as the transaction's last statement, and commits. On PostgreSQL
 * the COMMIT goes in the same simple query, so the rows the call locks are released when it ends, not after its
 * answer has waited for this process's busy event loop and a COMMIT has come back. A simple query takes no
 * parameters: the argument is escaped as a literal (pg's `escapeLiteral`, right whatever
 * `standard_conforming_strings` says). Drizzle's transaction then sends its own COMMIT: the trailing `BEGIN` gives
 * it an empty transaction to end, so nothing warns. A failing call skips the rest of the query and leaves the
 * transaction aborted, for Drizzle's ROLLBACK. On PGlite (one connection, transactions in turn, nothing waits for a
 * row lock) the call is a plain statement and Drizzle commits after it.
 */
export async function callLastAndCommit(tx: Tx, fn: string, argument: unknown) {
  const json = JSON.stringify(argument);
  if (is(tx, NodePgTransaction))
    await tx.execute(sql.raw(`SELECT ${fn}(${pg.escapeLiteral(json)}::jsonb); COMMIT; BEGIN`));
  else await tx.execute(sql`SELECT ${sql.raw(fn)}(${json}::jsonb)`);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when a URL is given, PGlite otherwise (`memory://` or a folder), and migrates it. PGlite's
 * buffer cache is 32 MB instead of PostgreSQL's 128 MB: it lives in this process's memory (all of it touched at
 * start, 125 MiB of resident memory saved), while pages it does not keep come from the operating system's cache.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const pgliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };
  return attachPglite(
    options.dataDir === 'memory://' ? new PGlite(pgliteOptions) : new PGlite(options.dataDir, pgliteOptions),
  );
}

/**
 * PGlite runs each query synchronously on this thread, and a query's caller continues in a microtask, so without a
 * pause one turn of the event loop would run every in-flight request's whole chain of queries: under 50 clients
 * turns took 100-400 ms, and sockets were read and connections accepted only that often (a new connection waited
 * seconds). Waiting for the next turn before each query keeps turns short.
 */
function yieldBeforeEachQuery(client: PGlite) {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return query(...args);
  }) as PGlite['query'];
}

/** Migrates an opened PGlite and wraps it; tests use it to open copies of a seeded snapshot. */
export async function attachPglite(client: PGlite): Promise<Database> {
  yieldBeforeEachQuery(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
