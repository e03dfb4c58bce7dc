import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testKeys } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

/**
 * The README's Playwright fixture and example spec, copied out of the README as a reader would and run by
 * Playwright against a QA-mode service: the README is enough to start a suite.
 */
const { service } = useQaProjects({ live: true });
const root = join(import.meta.dirname, '../../../..');

/** The README's TypeScript blocks that start with a `// e2e/<file>` line, by file name. */
function readmeFiles(readme: string) {
  const blocks = [...readme.matchAll(/```ts\n\/\/ e2e\/([\w.-]+)\n([\s\S]*?)```/g)];
  return new Map(blocks.map(([, name, code]) => [name!, code!]));
}

describe('the README', () => {
  it('has a Playwright fixture that runs as written', { timeout: 120_000 }, async () => {
    const files = readmeFiles(await readFile(join(root, 'README.md'), 'utf8'));
    expect([...files.keys()].sort()).toEqual(['first-redemption.spec.ts', 'fixtures.ts']);
    // Inside the repository, so the suite resolves @playwright/test from its node_modules.
    await mkdir(join(root, '.tmp'), { recursive: true });
    const dir = await mkdtemp(join(root, '.tmp', 'readme-fixture-'));
    try {
      for (const [name, code] of files) await writeFile(join(dir, name), code);
      await writeFile(
        join(dir, 'playwright.config.ts'),
        `export default { testDir: '.', reporter: 'line', use: { baseURL: ${JSON.stringify(service.url)} } };\n`,
      );
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
      expect(`${run.stdout}${run.stderr}`).toMatch(/1 passed/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
