import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { managementHeaders, testKeys } from '../testing/harness.ts';
import { getJson, judged, json, type Row, type StoreKind } from './bench-kit.ts';

const runs = 30;

/** The scenarios below, for `--only`. */
export const qaModeKeys = [
  'qa-project',
  'qa-reset',
  'qa-snapshot-take',
  'qa-snapshot-restore',
  'qa-snapshot-export',
  'qa-snapshot-import',
];
const warmUps = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Times `step` `runs` times after a few unrecorded warm-ups; p50 and p99 in ms. */
async function timeRuns(step: (i: number) => Promise<number>) {
  for (let i = 0; i < warmUps; i++) await step(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await step(i));
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
}

async function timed(url: string, body?: unknown, method = 'POST') {
  const started = performance.now();
  await getJson(
    url,
    managementHeaders,
    body === undefined ? { method } : { method, headers: json, body: JSON.stringify(body) },
  );
  return performance.now() - started;
}

/**
 * QA mode on a small demo store (the kind test suites run on): creating a per-worker project, resetting one after
 * a redemption changed it (to its seed, and to a named snapshot), and taking, exporting and importing a named
 * snapshot of a seeded project, each timed from the client over loopback.
 */
export async function qaModeScenarios(kind: StoreKind, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'promodesk-bench-qa-')) : undefined;
  const env = {
    PROMODESK_QA: '1',
    PROMODESK_SEED: 'demo',
    PROMODESK_PROJECT_ID: testKeys.project_id,
    PROMODESK_MANAGEMENT_ID: testKeys.management_id,
    PROMODESK_MANAGEMENT_TOKEN: testKeys.management_token,
    ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl! }),
  };
  const server = await startChildProcessService(env);
  try {
    const projects = `${server.base}/promodesk/qa/projects`;
    const reset = `${server.base}/promodesk/qa/reset`;
    const created = await timeRuns((i) => timed(projects, { seed: `bench-${kind}-${i}` }));
    const project = await getJson(projects, managementHeaders, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ seed: `bench-${kind}-reset` }),
    });
    const client = {
      'x-client-application-id': project.client_app_id,
      'x-client-token': project.client_token,
      origin: project.client_origins[0],
      ...json,
    };
    const redeem = (i: number) =>
      getJson(`${server.base}/client/v1/redemptions`, client, {
        method: 'POST',
        body: JSON.stringify({
          customer: { source_id: `qa-bench-${i}` },
          order: { amount: 10_000 },
          redeemables: [{ object: 'voucher', id: 'PERCENT15' }],
        }),
      });
    const resets = await timeRuns(async (i) => {
      await redeem(i);
      return timed(reset, { project_id: project.project_id });
    });
    const snapshots = `${projects}/${project.project_id}/snapshots`;
    const takes = await timeRuns(() => timed(snapshots, { name: 'bench' }));
    const restores = await timeRuns(async (i) => {
      await redeem(i);
      return timed(reset, { project_id: project.project_id, snapshot: 'bench' });
    });
    const exports = await timeRuns(() => timed(`${snapshots}/bench`, undefined, 'GET'));
    const document = await getJson(`${snapshots}/bench`, managementHeaders);
    const target = await getJson(projects, managementHeaders, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ seed: `bench-${kind}-import` }),
    });
    const imports = await timeRuns(() => timed(`${projects}/${target.project_id}/snapshots/imported`, document, 'PUT'));
    const rows = Object.values(document.tables as Record<string, unknown[]>).reduce((n, t) => n + t.length, 0);
    const size = `${Math.round(JSON.stringify(document).length / 1024)} KiB, ${rows} rows`;
    const row = (key: string, scenario: string, figures: { p50: number; p99: number }, notes = ''): Row =>
      judged(
        kind,
        {
          key,
          scenario,
          p50: figures.p50,
          p99: figures.p99,
          notes: [`${runs} runs`, notes].filter(Boolean).join('; '),
        },
        { p50: figures.p50 },
      );
    return [
      row('qa-project', 'QA: create a seeded per-worker project', created),
      row('qa-reset', 'QA: reset a project to its seed', resets),
      row('qa-snapshot-take', 'QA: take a named snapshot of a seeded project', takes, size),
      row('qa-snapshot-restore', 'QA: reset a project to a named snapshot', restores),
      row('qa-snapshot-export', 'QA: export a named snapshot as JSON', exports, size),
      row('qa-snapshot-import', 'QA: import a snapshot document into another project', imports, size),
    ];
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
