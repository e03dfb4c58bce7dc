/**
 * `npm run bench`: loopback only, bounded in time. Seeds a throw-away database, starts the service in a child
 * process, measures each scenario and prints a table; figures go to bench-results.json. Runs on PGlite, and
 * again on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, testKeys } from '../testing/harness.ts';
import { openDatabase, queryRows } from '../store/db.ts';
import { applyDemoKeys, seedDemo } from '../seed/demo.ts';
import { seedBenchData } from '../seed/bench-data.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { runScenarios, type Row } from './scenarios.ts';

async function prepare(
  kind: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; seconds: number; cleanup: () => Promise<void> }> {
  const started = performance.now();
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

async function seed(db: Parameters<typeof seedDemo>[0]) {
  await seedDemo(db, testKeys);
  await applyDemoKeys(db, testKeys, []);
  await seedBenchData(db, testKeys);
}

async function databaseUrlOf(database: Awaited<ReturnType<typeof openTestDatabase>>) {
  const [current] = await queryRows<{ name: string }>(database.db, sql`SELECT current_database() AS name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${current!.name}`;
  return url.toString();
}

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: process.platform,
};
const results: Record<string, { seedSeconds: number; rows: Row[] }> = {};
const kinds: ('pglite' | 'postgres')[] =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

for (const kind of kinds) {
  console.log(`\n== ${kind}: seeding 100,000 templates, 1,000 campaigns, 1,000,000 transactions ...`);
  const prepared = await prepare(kind);
  const server = await startChildProcessService(prepared.env);
  try {
    const rows = await runScenarios(server.base, server.pid, kind, (r) =>
      console.log(
        `${r.scenario}: ${r.rps ?? '-'} req/s, p50 ${r.p50 ?? '-'} ms, p99 ${r.p99 ?? '-'} ms ${r.notes ?? ''}`,
      ),
    );
    results[kind] = { seedSeconds: Math.round(prepared.seconds), rows };
    console.table(
      rows.map((r) => ({
        scenario: r.scenario,
        'req/s': r.rps ?? '',
        'p50 ms': r.p50 ?? '',
        'p99 ms': r.p99 ?? '',
        'x ceiling': r.ratio ?? '',
        notes: r.notes ?? '',
      })),
    );
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
}

writeFileSync(
  'bench-results.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
console.log(
  `\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}; figures in bench-results.json`,
);
