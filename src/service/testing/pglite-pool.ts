import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { attachPglite, pgliteStartParams, schema, type Database, type Db } from '../store/db.ts';

/*
 * The in-memory PGlite stores a Vitest worker keeps between its test files. Starting a PGlite from the run's seeded
 * snapshot takes most of a second of CPU (the WebAssembly instance, its memory, unpacking the data folder); putting
 * a used store back to that state takes a few milliseconds. So a file gets a kept store, emptied and filled with
 * the snapshot's rows again, whenever one is idle; it gets a new one only when every kept store is in use (a file
 * with several services) or none is kept yet.
 *
 * A file's handle is the store's alone: once closed, its queries fail as a closed PGlite's would, so work a file's
 * service left running (a job's timer) never reaches the next file's rows. A store is kept only if its schema is
 * the snapshot's (a test that altered a table and failed before undoing it would otherwise leak into others).
 */

type Kept = { client: PGlite; contents: string; catalog: string };
const idle: Kept[] = [];

/** Everything about the schema a test could change: tables and their columns, triggers, functions, constraints. */
const catalogQuery = `
  SELECT md5(string_agg(entry, ',' ORDER BY entry)) AS catalog FROM (
    SELECT format('schema %s', nspname) FROM pg_namespace
    UNION ALL SELECT format('rel %s %s %s', relname, relkind, reloptions) FROM pg_class
      WHERE relnamespace = 'public'::regnamespace
    UNION ALL SELECT format('col %s.%s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull,
        pg_get_expr(d.adbin, d.adrelid))
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT format('trigger %s %s %s', tgname, tgrelid::regclass, tgenabled) FROM pg_trigger
      WHERE tgrelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)
    UNION ALL SELECT format('function %s %s', proname, md5(prosrc)) FROM pg_proc
      WHERE pronamespace = 'public'::regnamespace
    UNION ALL SELECT format('constraint %s %s', conname, pg_get_constraintdef(oid)) FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace
  ) AS catalog(entry)`;

async function catalogOf(client: PGlite) {
  return (await client.query<{ catalog: string }>(catalogQuery)).rows[0]!.catalog;
}

/**
 * The statement that puts the store's rows back as they are now: every table of the schema emptied, and filled
 * from a copy of its rows taken here (in a schema of the pool's own, which the service never reads).
 */
async function keepContents(client: PGlite) {
  const tables = (
    await client.query<{ name: string; columns: string }>(`
      SELECT quote_ident(c.relname) AS name,
        string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) AS columns
      FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      GROUP BY c.relname ORDER BY c.relname`)
  ).rows;
  await client.exec(
    `CREATE SCHEMA test_pool; ${tables.map(({ name }) => `CREATE TABLE test_pool.${name} AS TABLE public.${name};`).join(' ')}`,
  );
  // Foreign keys and triggers are off while the rows go back: the copies are consistent as a whole. TRUNCATE, not
  // DELETE: a table's size on disk is then what it was (the statistics keeper reads it), not grown by dead rows.
  return [
    'RESET ALL',
    'SET LOCAL session_replication_role = replica',
    `TRUNCATE ${tables.map(({ name }) => `public.${name}`).join(', ')}`,
    ...tables.map(
      ({ name, columns }) =>
        `INSERT INTO public.${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM test_pool.${name}`,
    ),
  ].join(';\n');
}

async function keep(snapshot: string): Promise<Kept> {
  const client = new PGlite({
    loadDataDir: new Blob([await readFile(snapshot)]),
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
  // Migrates (nothing to do on the snapshot) and makes queries and transactions take turns, as the service's do.
  await attachPglite(client);
  const contents = await keepContents(client);
  return { client, contents, catalog: await catalogOf(client) };
}

/** A handle on `kept` that works until it is closed; closing gives the store back to the pool. */
function handle(kept: Kept): Database {
  let closed = false;
  const open = () => {
    if (closed) throw new Error('PGlite is closed');
    return kept.client;
  };
  const client = {
    query: (...args: Parameters<PGlite['query']>) => open().query(...args),
    transaction: (...args: Parameters<PGlite['transaction']>) => open().transaction(...args),
    exec: (...args: Parameters<PGlite['exec']>) => open().exec(...args),
  } as unknown as PGlite;
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      if ((await catalogOf(kept.client).catch(() => undefined)) === kept.catalog) idle.push(kept);
      else await kept.client.close().catch(() => {});
    },
  };
}

/** A store with the rows of the run's seeded snapshot (the file at `snapshot`), kept or new. */
export async function seededPgliteFromPool(snapshot: string): Promise<Database> {
  for (let kept = idle.pop(); kept; kept = idle.pop()) {
    try {
      // A transaction takes its turn after whatever the store's last file left under way.
      await kept.client.transaction((tx) => tx.exec(kept.contents));
      return handle(kept);
    } catch {
      // A store that cannot be put back is dropped.
      await kept.client.close().catch(() => {});
    }
  }
  return handle(await keep(snapshot));
}
