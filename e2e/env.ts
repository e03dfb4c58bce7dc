/**
 * The known keys the e2e server starts with (PROMODESK_* variables), shared by the Playwright config that starts
 * the server and the fixtures that connect to it.
 */
// E2E_PORT lets two suites run side by side (each starts its own server and database).
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

export const e2eKeys = {
  projectId: 'proj_e2e',
  appId: 'e2e-app',
  appToken: 'e2e-app-token',
  clientAppId: 'e2e-client',
  clientToken: 'e2e-client-token',
  clientOrigin: e2eBaseUrl,
  managementId: 'e2e-mgmt',
  managementToken: 'e2e-mgmt-token',
};

/**
 * Where every worker project's clock stands still, and the browsers' with it: a Friday morning in the demo season,
 * so validity windows, schedules and "today" read the same on every run.
 */
export const e2eFrozenAt = '2026-11-20T10:00:00.000Z';

/** The demo people's password on the e2e server (owner@example.com is the demo project's ADMIN). */
export const e2eDemoPassword = 'e2e-demo-password';

export const e2eServerEnv = {
  PROMODESK_DEMO_PASSWORD: e2eDemoPassword,
  // QA mode: per-worker projects on frozen clocks, resets before each test, and the store clock for expiries.
  PROMODESK_QA: '1',
  // Webhook deliveries reach the receivers e2e tests start on 127.0.0.1.
  PROMODESK_WEBHOOK_ALLOW_PRIVATE: '1',
  // Password hashes at a test cost (1 MiB instead of 128 MiB of scrypt): full-cost hashing took seconds per sign-in
  // with two workers and Chromium on two cores. Accepted only with QA mode, loopback and the in-memory database below.
  PROMODESK_TEST_PASSWORD_COST: 'low',
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  PROMODESK_SEED: 'demo',
  PROMODESK_PROJECT_ID: e2eKeys.projectId,
  PROMODESK_APP_ID: e2eKeys.appId,
  PROMODESK_APP_TOKEN: e2eKeys.appToken,
  PROMODESK_CLIENT_APP_ID: e2eKeys.clientAppId,
  PROMODESK_CLIENT_TOKEN: e2eKeys.clientToken,
  PROMODESK_CLIENT_ORIGINS: e2eKeys.clientOrigin,
  PROMODESK_MANAGEMENT_ID: e2eKeys.managementId,
  PROMODESK_MANAGEMENT_TOKEN: e2eKeys.managementToken,
};
