import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium.ts';
import { e2eBaseUrl, e2eServerEnv } from './env.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  // One server and one database for the whole run: specs that page through or change data must not interleave.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // Every journey's last screen, desktop and phone, lands in the HTML report for review beside the code.
    screenshot: { mode: 'on', fullPage: true },
    launchOptions: {
      executablePath: chromiumPath(),
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
  webServer: {
    // The service serves the built dist/ (the test:e2e script builds first) with a fresh in-memory database.
    command: 'node --import tsx src/service/main.ts',
    cwd: repoRoot,
    url: `${e2eBaseUrl}/connect`,
    env: e2eServerEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
