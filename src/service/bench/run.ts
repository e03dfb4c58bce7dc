/**
 * `npm run bench`: loopback only, bounded in time. Seeds a throw-away database, starts the service in a child
 * process, measures each scenario and prints a table with each target met or missed; figures go to
 * bench-results.json. Runs on PGlite, and again on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set.
 * Options (after `--`): `--only tier-keys,qualification` runs some scenarios, `--store pglite|postgres` one store,
 * `--profile` runs the service under `--cpu-prof` and prints where its time went. The service runs as built
 * (`dist/service`, rebuilt here so it matches the source), as `npm start` runs it.
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { openTestDatabase, testKeys } from '../testing/harness.ts';
import { openDatabase, queryRows } from '../store/db.ts';
import { applyDemoKeys, seedDemo } from '../seed/demo.ts';
import { seedBenchData } from '../seed/bench-data.ts';
import { paletteSearchScenarios } from './palette-search.ts';
import type { Row, StoreKind } from './bench-kit.ts';
import { runScenarios } from './scenarios.ts';
import { memoryScenario, startupScenario, twoProcessScenario } from './processes.ts';
import { buildService } from '../build.ts';
import { qaModeKeys, qaModeScenarios } from './qa-mode.ts';
import { summarizeProfileDir } from './cpu-profile.ts';

/** A throw-away store with the demo data, and the bench's volume unless `demoOnly`. */
async function prepare(
  kind: StoreKind,
  demoOnly = false,
): Promise<{ env: Record<string, string>; seconds: number; cleanup: () => Promise<void> }> {
  const started = performance.now();
  const seed = async (db: Parameters<typeof seedDemo>[0]) => {
    await seedDemo(db, testKeys, new Date());
    await applyDemoKeys(db, testKeys, []);
    if (!demoOnly) await seedBenchData(db, testKeys);
  };
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'promodesk-bench-'));
    const database = await openDatabase({ dataDir });
    await seed(database.db);
    await database.close();
    return {
      env: { DATA_DIR: dataDir },
      seconds: (performance.now() - started) / 1000,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // A fresh database per run; openTestDatabase creates it from TEST_DATABASE_URL's server.
  process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
  const database = await openTestDatabase();
  await seed(database.db);
  const url = await databaseUrlOf(database);
  return { env: { DATABASE_URL: url }, seconds: (performance.now() - started) / 1000, cleanup: () => database.close() };
}

async function databaseUrlOf(database: Awaited<ReturnType<typeof openTestDatabase>>) {
  const [current] = await queryRows<{ name: string }>(database.db, sql`SELECT current_database() AS name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${current!.name}`;
  return url.toString();
}

const { values: options } = parseArgs({
  options: { only: { type: 'string' }, store: { type: 'string' }, profile: { type: 'boolean', default: false } },
});
const only = options.only?.split(',').map((key) => key.trim());
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: process.platform,
};
const results: Record<string, { seedSeconds: number; rows: Row[]; profile?: ReturnType<typeof summarizeProfileDir> }> =
  {};
const kinds = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']).filter(
  (kind) => !options.store || kind === options.store,
) as StoreKind[];
const wanted = (key: string) => !only || only.includes(key);
await buildService();

const print = (r: Row) =>
  console.log(
    `${r.scenario}: ${r.rps ?? '-'} req/s, p50 ${r.p50 ?? '-'} ms, p99 ${r.p99 ?? '-'} ms ${r.notes ?? ''}${r.target ? ` [${r.target}]` : ''}`,
  );

for (const kind of kinds) {
  const rows: Row[] = [];
  if (wanted('memory')) {
    const demo = await prepare(kind, true);
    try {
      const memory = await memoryScenario(demo.env, kind);
      print(memory);
      rows.push(memory);
    } finally {
      await demo.cleanup();
    }
  }
  console.log(`\n== ${kind}: seeding 100,000 templates, 1,000 campaigns, 1,000,000 transactions ...`);
  const prepared = await prepare(kind);
  const profileDir = options.profile ? mkdtempSync(join(tmpdir(), 'promodesk-profile-')) : undefined;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const { row: startup, server } = await startupScenario(prepared.env, kind, nodeArgs);
  try {
    if (wanted('startup')) {
      print(startup);
      rows.push(startup);
    }
    rows.push(...(await runScenarios(server.base, server.pid, kind, prepared.env.DATABASE_URL, only, print)));
    if (wanted('palette-search'))
      for (const row of await paletteSearchScenarios(server.base, rows.find((r) => r.key === 'noop')!.rps!)) {
        print(row);
        rows.push(row);
      }
    for (const [key, shape] of [
      ['two-processes', 'hot'],
      ['two-processes-spread', 'spread'],
    ] as const)
      if (kind === 'postgres' && wanted(key) && !profileDir) {
        const two = await twoProcessScenario(server, prepared.env, nodeArgs, shape);
        print(two);
        rows.push(two);
      }
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
  if (qaModeKeys.some(wanted) && !profileDir) {
    const qaDatabase = kind === 'postgres' ? await openTestDatabase() : undefined;
    try {
      const qaRows = await qaModeScenarios(kind, qaDatabase && (await databaseUrlOf(qaDatabase)));
      qaRows.forEach(print);
      rows.push(...qaRows);
    } finally {
      await qaDatabase?.close();
    }
  }
  results[kind] = { seedSeconds: Math.round(prepared.seconds), rows };
  if (profileDir) {
    const profile = summarizeProfileDir(profileDir);
    results[kind].profile = profile;
    console.log(`\nWhere the service's ${profile.busySeconds} busy CPU seconds went (self time):`);
    console.table(profile.byOwner);
    console.table(profile.byFunction);
    rmSync(profileDir, { recursive: true, force: true });
  }
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      'req/s': r.rps ?? '',
      'p50 ms': r.p50 ?? '',
      'p99 ms': r.p99 ?? '',
      'x no-op': r.ratio ?? '',
      target: r.target ?? '',
      notes: r.notes ?? '',
    })),
  );
}

writeFileSync(
  'bench-results.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
console.log(
  `\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}; figures in bench-results.json`,
);
