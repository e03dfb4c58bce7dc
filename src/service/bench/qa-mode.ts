import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { managementHeaders, testKeys } from '../testing/harness.ts';
import { getJson, judged, json, type Row, type StoreKind } from './bench-kit.ts';

const runs = 30;
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

async function timed(url: string, body: unknown) {
  const started = performance.now();
  await getJson(url, managementHeaders, { method: 'POST', headers: json, body: JSON.stringify(body) });
  return performance.now() - started;
}

/**
 * QA mode on a small demo store (the kind test suites run on): creating a per-worker project, and resetting one
 * after a redemption changed it, each timed from the client over loopback.
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
    const resets = await timeRuns(async (i) => {
      await getJson(`${server.base}/client/v1/redemptions`, client, {
        method: 'POST',
        body: JSON.stringify({
          customer: { source_id: `qa-bench-${i}` },
          order: { amount: 10_000 },
          redeemables: [{ object: 'voucher', id: 'PERCENT15' }],
        }),
      });
      return timed(reset, { project_id: project.project_id });
    });
    const row = (key: string, scenario: string, figures: { p50: number; p99: number }): Row =>
      judged(kind, { key, scenario, p50: figures.p50, p99: figures.p99, notes: `${runs} runs` }, { p50: figures.p50 });
    return [
      row('qa-project', 'QA: create a seeded per-worker project', created),
      row('qa-reset', 'QA: reset a project to its seed', resets),
    ];
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
