import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eBrowserPath } from './chromium.ts';
import { e2eBaseUrl, e2eKeys, e2eServerEnv } from './env.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// QA mode's fidelity report (src/docs/qa-mode.md; the global teardown) reads the management keys as a reader's
// suite would.
process.env.PROMODESK_MANAGEMENT_ID ??= e2eKeys.managementId;
process.env.PROMODESK_MANAGEMENT_TOKEN ??= e2eKeys.managementToken;

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  // One server for the run; each worker works in a QA project of its own (e2e/worker-project.ts), so spec files
  // run side by side. Tests that change what every project shares (the store clock, a demo person's sessions) are
  // tagged @account-wide and run afterwards, alone.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Budgets with headroom on a busy two-core machine: the longest journeys take about 20 s there (those that take
  // more call test.slow(), which triples both).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
    // `npm run test:slowest` reads it.
    ['json', { outputFile: '../test-reports/playwright.json' }],
  ],
  // Once every journey has run: how the run's answers of official operations compared with the official OpenAPI.
  globalTeardown: './fidelity-report.ts',
  use: {
    baseURL: e2eBaseUrl,
    browserName: 'chromium',
    // The dashboard honours reduced motion: dialogs open without a transition, so a click never lands mid-animation
    // on a machine busy with two workers.
    contextOptions: { reducedMotion: 'reduce' },
    // A failure leaves its last screen and the page's ARIA snapshot in the HTML report. Traces (with a screenshot of
    // every journey they took a quarter of its time) are recorded only when asked: `npx playwright test --trace on`.
    trace: 'off',
    screenshot: { mode: 'only-on-failure', fullPage: true },
    launchOptions: {
      executablePath: e2eBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'projects', grepInvert: /@account-wide/ },
    { name: 'account-wide', grep: /@account-wide/, dependencies: ['projects'], workers: 1 },
  ],
  webServer: {
    // The built service, as `npm start` runs it (the test:e2e script builds first), serving dist/ with a fresh
    // in-memory database.
    command: 'node --enable-source-maps src/service/serve.js',
    cwd: repoRoot,
    url: `${e2eBaseUrl}/connect`,
    env: e2eServerEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
