import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import type { Config } from './config.ts';
import { createApp } from './app.ts';
import { openDatabase, type Database } from './store/db.ts';
import { applyDemoKeys, demoKeys, isEmpty, seedDemo } from './seed/demo.ts';
import type { DemoConnection } from '../contract/project.ts';

const loopback = new Set(['127.0.0.1', 'localhost', '::1']);
const apiPath = /^\/+(v1|client|management|promodesk|openapi\.json)(\/|$)/;

/** Opens and migrates the database, seeds demo data when asked, and builds the app serving API and dashboard. */
export async function startService(config: Config) {
  const database: Database = await openDatabase(config);
  let demo: DemoConnection | undefined;
  if (config.seed === 'demo') {
    const keys = demoKeys(config);
    if (await isEmpty(database.db)) await seedDemo(database.db, keys);
    demo = await applyDemoKeys(database.db, keys, config.demoKeys.clientOrigins ?? []);
  }
  const app = createApp({ database, demoConnection: demo && loopback.has(config.host) ? demo : undefined });
  if (existsSync('dist/index.html')) {
    app.use('/*', serveStatic({ root: './dist' }));
    // Deep links such as /promotions/tiers/promo_x are routes of the single-page app; API paths stay JSON 404s.
    app.get('*', async (c, next) => (apiPath.test(c.req.path) ? next() : serveStatic({ path: './dist/index.html' })(c, next)));
  }
  return { app, database, demo };
}
