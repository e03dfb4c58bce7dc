import { serve } from '@hono/node-server';
import { readConfig } from './config.ts';
import { startService } from './server.ts';

const config = readConfig();
const { app, database, demo } = await startService(config);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host}:${info.port}`;
  console.log(`Promodesk is running at ${url} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
  if (demo) {
    console.log(`Demo project ${demo.project_id}
  app keys:        X-App-Id ${demo.app_id}  X-App-Token ${demo.app_token}
  client keys:     X-Client-Application-Id ${demo.client_app_id}  X-Client-Token ${demo.client_token}  origin ${demo.client_origin}
  management keys: X-Management-Id ${demo.management_id}  X-Management-Token ${demo.management_token}`);
  }
});

const shutdown = () => server.close(() => void database.close().then(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
