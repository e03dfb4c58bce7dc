import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { isLoopbackAddress, type Config } from './config.ts';
import { apiPath, createApp, type App } from './app.ts';
import { openDatabase, type Database } from './store/db.ts';
import { createMailer } from './mail.ts';
import { startPointsClockWorker } from './jobs/points-clock-worker.ts';
import { startExportWorker } from './jobs/export-worker.ts';
import { startAsyncActionWorker } from './jobs/async/worker.ts';
import { releaseInProgressAsyncActions } from './store/repositories/async-actions.ts';
import { startWebhookWorker } from './jobs/webhook-worker.ts';
import { analyzeGrownTables, startStatisticsKeeper } from './jobs/table-statistics.ts';
import { releaseInProgressExports } from './store/repositories/exports.ts';
import { applyDemoKeys, demoKeys, isEmpty, seedDemo } from './seed/demo.ts';
import { applyDemoPeople, demoPeople } from './seed/people.ts';
import { createOwner } from './operations/account/owner.ts';
import { countUsers } from './store/repositories/people.ts';
import { hashSecret } from './secrets/secrets.ts';
import { randomText } from './ids.ts';
import type { DemoConnection } from '../contract/project.ts';
import { createQaMode } from './qa/mode.ts';
import { trustedProxyList } from './http/client-address.ts';

/**
 * Opens and migrates the database, seeds the demo project when asked, and builds the app. With
 * `serveDashboard`, the built `dist/` is served too, with deep links falling back to index.html.
 */
export async function startService(config: Config, options: { serveDashboard: boolean }) {
  const database = await openDatabase(config);
  await claimStore(database, config.qa);
  const qa = config.qa ? createQaMode() : undefined;
  let demo: DemoConnection | undefined;
  let demoPassword: string | undefined;
  const alone = database.alone ?? ((work) => work());
  // Processes starting together on an empty store seed it once; each then applies its own keys and people in turn.
  await alone(async () => {
    if (config.seed === 'demo') {
      const keys = demoKeys(config);
      // The demo's history and windows are relative to the day of the first start, on the store's clock.
      if (await isEmpty(database.db)) await seedDemo(database.db, keys, qa?.storeClock.now() ?? new Date());
      demo = await applyDemoKeys(database.db, keys, config.demoKeys.clientOrigins ?? []);
      demoPassword = await applyDemoPeople(database.db, config.demoPassword, new Date(), config.passwordCost);
    }
    if (config.owner) await createOwner(database.db, config.owner, new Date(), config.passwordCost);
  });
  // Nobody can sign in and no owner is configured: a one-time link (secret in this process only) sets one up.
  const setupToken = (await countUsers(database.db)) === 0 ? randomText(43) : undefined;
  // Resets return to the store as this start found it (on a fresh store: the seed).
  await qa?.captureStore(database.db);
  // The worker starts below, after the app: until then a queued action waits for its first poll.
  let wakeAsyncActions = () => {};
  const app = createApp({
    database,
    asyncActionQueued: () => wakeAsyncActions(),
    qa,
    now: qa?.now,
    accessLog: true,
    rateLimitPerSecond: config.rateLimitPerSecond,
    webhookAllowPrivate: config.webhookAllowPrivate,
    webhookTimeoutMs: config.webhookTimeoutMs,
    trustedProxies: config.trustedProxies.length ? trustedProxyList(config.trustedProxies) : undefined,
    passwordCost: config.passwordCost,
    publicUrl: config.publicUrl,
    setupTokenHash: setupToken && hashSecret(setupToken),
    mailer: createMailer(config.smtpUrl, config.mailFrom),
    allowedHosts: config.allowedHosts,
    demoAccount: demoPassword && isLoopbackAddress(config.host) ? { email: demoPeople[0]!.email } : undefined,
    demoPort: config.port || undefined,
  });
  // PGlite's folder belongs to this process alone (its lock file says so), so jobs left in progress were a dead
  // process's: resume them now, not after their leases lapse. PGlite has no autovacuum either: the service keeps its planner statistics fresh itself.
  let stopStatistics = () => {};
  if (database.kind === 'pglite') {
    await releaseInProgressExports(database.db);
    await releaseInProgressAsyncActions(database.db);
    await analyzeGrownTables(database.db);
    stopStatistics = startStatisticsKeeper(database.db);
  }
  const jobs = { now: qa?.now, inProject: qa?.inProject, lockMs: config.jobLeaseMs };
  const stopWorker = startExportWorker(database.db, jobs);
  const stopPointsClock = startPointsClockWorker(database.db, { now: qa?.now, inProject: qa?.inProject });
  const stopAsyncActions = startAsyncActionWorker(database.db, jobs);
  wakeAsyncActions = stopAsyncActions.wake;
  const stopWebhooks = startWebhookWorker(database.db, {
    now: qa?.now,
    projectClocks: qa?.projectClocks,
    allowPrivate: config.webhookAllowPrivate,
    timeoutMs: config.webhookTimeoutMs,
  });
  if (options.serveDashboard && existsSync('dist/index.html')) serveDashboard(app);
  const stop = async () => {
    await Promise.all([stopWorker(), stopPointsClock(), stopAsyncActions(), stopWebhooks()]);
    stopStatistics();
    await database.close();
  };
  return { app, database, demo, demoPassword, setupToken, stop };
}

/**
 * QA mode keeps clocks, journal, faults, sinks and snapshots in this process's memory, so a QA process must be the
 * store's only one: every process holds the store's instance lock for its life, shared, and a QA process alone
 * (PostgreSQL; a PGlite folder has one process anyway). Either refusal closes the store and says why.
 */
async function claimStore(database: Database, qa: boolean) {
  if (!database.holdForLife || (await database.holdForLife('promodesk.instance', qa ? 'exclusive' : 'shared'))) return;
  await database.close();
  throw new Error(
    qa
      ? 'QA mode needs the store to itself (its clocks, journal and faults live in one process), but another ' +
          'service process already uses this database: stop it, or give the QA process its own database.'
      : 'A QA-mode process uses this database and needs it to itself: stop it, or use another database.',
  );
}

/**
 * The built dashboard: files as the build compressed them (brotli or gzip, as the browser accepts), hashed assets
 * cached for good, index.html revalidated on every load, and deep links answered with index.html. A missing asset
 * is a 404, not index.html under a script's name.
 */
function serveDashboard(app: App) {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // Also on the uncompressed copy, so a shared cache never hands it to a browser that accepts brotli.
    c.header('Vary', 'Accept-Encoding');
  });
  const isPage = (path: string) => !apiPath.test(path) && !path.startsWith('/assets/');
  app.use('/*', async (c, next) => {
    if (isPage(c.req.path)) c.header('Cache-Control', 'no-cache');
    await next();
  });
  app.use('/*', serveStatic({ root: './dist', precompressed: true }));
  const indexHtml = serveStatic({ path: './dist/index.html', precompressed: true });
  app.get('*', (c, next) => (isPage(c.req.path) ? indexHtml(c, next) : next()));
}

export function printBanner(
  config: Config,
  url: string,
  kind: string,
  demo: DemoConnection | undefined,
  demoPassword: string | undefined,
  setupToken: string | undefined,
) {
  console.log(`Promodesk is running at ${url} (database: ${kind}${kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
  if (config.qa)
    console.log(
      `QA mode: projects, resets, clocks, journal, faults and sinks under ${url}/promodesk/qa/ (management keys)`,
    );
  if (setupToken) console.log(`Nobody can sign in yet: set up the first account at ${url}/setup?token=${setupToken}`);
  if (demoPassword) {
    const people = demoPeople.map((p) => `  ${p.role.padEnd(15)}  ${p.email}`).join('\n');
    console.log(`Demo people (password ${demoPassword}):\n${people}`);
  }
  if (!demo) return;
  console.log(`Demo project ${demo.project_id}
  app keys:        X-App-Id ${demo.app_id}  X-App-Token ${demo.app_token}
  client keys:     X-Client-Application-Id ${demo.client_app_id}  X-Client-Token ${demo.client_token}  origin ${demo.client_origin}
  management keys: X-Management-Id ${demo.management_id}  X-Management-Token ${demo.management_token}`);
}
