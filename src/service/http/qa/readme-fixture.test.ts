import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testKeys } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

/**
 * The Playwright fixture and example spec of the QA mode document (`src/docs/qa-mode.md`), copied out of it as a
 * reader would and run by Playwright against a QA-mode service: the document is enough to start a suite, and its
 * fixture keeps eight parallel workers from disturbing one another.
 */
const { service } = useQaProjects({ live: true });
const root = join(import.meta.dirname, '../../../..');
const qaModeDocument = join(root, 'src/docs/qa-mode.md');

/** The document's TypeScript blocks that start with a `// e2e/<file>` line, by file name. */
function documentFiles(document: string) {
  const blocks = [...document.matchAll(/```ts\n\/\/ e2e\/([\w.-]+)\n([\s\S]*?)```/g)];
  return new Map(blocks.map(([, name, code]) => [name!, code!]));
}

/**
 * Runs Playwright over `files` (name to code) next to the document's fixture, with `workers` workers; answers what
 * it printed.
 */
async function runWithDocumentFixture(files: Map<string, string>, workers: number) {
  // Inside the repository, so the suite resolves @playwright/test from its node_modules.
  await mkdir(join(root, '.tmp'), { recursive: true });
  const dir = await mkdtemp(join(root, '.tmp', 'qa-mode-fixture-'));
  try {
    for (const [name, code] of files) await writeFile(join(dir, name), code);
    const use = { baseURL: service.url };
    const teardown = files.has('fidelity-report.ts') ? { globalTeardown: './fidelity-report.ts' } : {};
    const config = { testDir: '.', reporter: 'line', workers, fullyParallel: true, use, ...teardown };
    await writeFile(join(dir, 'playwright.config.ts'), `export default ${JSON.stringify(config)};\n`);
    const run = await promisify(execFile)(
      process.execPath,
      [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', join(dir, 'playwright.config.ts')],
      {
        cwd: dir,
        env: {
          ...process.env,
          PROMODESK_MANAGEMENT_ID: testKeys.management_id,
          PROMODESK_MANAGEMENT_TOKEN: testKeys.management_token,
        },
      },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? String(error),
    }));
    return `${run.stdout}${run.stderr}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Each test moves its project's clock, creates a campaign and checks that its project holds only that campaign,
 * stamped at its own clock, and that its journal holds only its own request; then takes a named snapshot, creates
 * another and returns to the snapshot; while seven other workers reset, take and restore snapshots, move clocks and
 * create in their projects at the same time.
 */
const isolationSpec = `import { test, expect } from './fixtures';

const management = {
  'X-Management-Id': process.env.PROMODESK_MANAGEMENT_ID ?? '',
  'X-Management-Token': process.env.PROMODESK_MANAGEMENT_TOKEN ?? '',
};

for (let i = 0; i < 24; i++)
  test(\`isolated \${i}\`, async ({ project, request }) => {
    const keys = { 'X-App-Id': project.app_id, 'X-App-Token': project.app_token };
    const clock = await request.post(\`/promodesk/qa/projects/\${project.project_id}/clock\`, {
      headers: management,
      data: { advance_seconds: (i + 1) * 3600 },
    });
    const { now } = await clock.json();
    expect(now).toBe(new Date(Date.parse('2026-11-20T10:00:00Z') + (i + 1) * 3600_000).toISOString());
    const name = \`isolated-\${i}\`;
    const campaign = {
      campaign_type: 'DISCOUNT_COUPONS',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } },
    };
    const created = await request.post('/v1/campaigns', { headers: keys, data: { ...campaign, name } });
    expect(created.status()).toBe(200);
    expect((await created.json()).created_at).toBe(now);
    const listed = await request.get('/v1/campaigns?limit=100', { headers: keys });
    const names = (await listed.json()).campaigns.map((c: { name: string }) => c.name);
    expect(names.filter((n: string) => n.startsWith('isolated-'))).toEqual([name]);
    const verified = await request.post(\`/promodesk/qa/projects/\${project.project_id}/journal/verify\`, {
      headers: management,
      data: { method: 'POST', path: '/v1/campaigns', count: 1 },
    });
    expect(verified.status()).toBe(200);
    // A named snapshot, a later change, and a return to the snapshot: only this project's rows move.
    const snapshots = \`/promodesk/qa/projects/\${project.project_id}/snapshots\`;
    expect((await request.post(snapshots, { headers: management, data: { name: 'after-create' } })).status()).toBe(201);
    const later = await request.post('/v1/campaigns', {
      headers: keys,
      data: { ...campaign, name: \`\${name}-later\` },
    });
    expect(later.status()).toBe(200);
    const back = await request.post('/promodesk/qa/reset', {
      headers: management,
      data: { project_id: project.project_id, snapshot: 'after-create' },
    });
    expect(back.status()).toBe(200);
    const relisted = await request.get('/v1/campaigns?limit=100', { headers: keys });
    const after = (await relisted.json()).campaigns.map((c: { name: string }) => c.name);
    expect(after.filter((n: string) => n.startsWith('isolated-'))).toEqual([name]);
  });
`;

describe('the QA mode document', () => {
  it('has a Playwright fixture that runs as written', { timeout: 120_000 }, async () => {
    const files = documentFiles(await readFile(qaModeDocument, 'utf8'));
    expect([...files.keys()].sort()).toEqual(['fidelity-report.ts', 'first-redemption.spec.ts', 'fixtures.ts']);
    const printed = await runWithDocumentFixture(files, 1);
    expect(printed).toMatch(/1 passed/);
    // The fidelity report's table, printed once the run is over: the example's campaign list conformed.
    expect(printed).toMatch(/Fidelity to voucherifyio\/voucherify-openapi@[0-9a-f]{7}/);
    expect(printed).toMatch(/'GET \/v1\/campaigns'\s*│\s*1\s*│\s*1\s*│/);
    expect(printed).toMatch(/\d+ of \d+ answers conformed/);
    // The e2e suite prints the same report with the same file.
    expect(await readFile(join(root, 'e2e/fidelity-report.ts'), 'utf8')).toBe(
      `// e2e/fidelity-report.ts\n${files.get('fidelity-report.ts')}`,
    );
  });

  it('keeps eight workers apart on one service: resets, clocks and rows', { timeout: 240_000 }, async () => {
    const { 'fixtures.ts': fixture } = Object.fromEntries(documentFiles(await readFile(qaModeDocument, 'utf8')));
    // Seeds of its own: the projects of the run above are still on this service, and a seed makes one project.
    const files = new Map([
      ['fixtures.ts', fixture!.replace('e2e-worker-', 'isolation-worker-')],
      ['isolation.spec.ts', isolationSpec],
    ]);
    expect(await runWithDocumentFixture(files, 8)).toMatch(/24 passed/);
  });
});
