import { serve } from '@hono/node-server';
import { readConfig } from './config.ts';
import { printBanner, startService } from './server.ts';

const config = readConfig();
const { app, database, demo, stop } = await startService(config, { serveDashboard: true });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  printBanner(config, `http://${config.host}:${info.port}`, database.kind, demo);
});

const shutdown = () => server.close(() => void stop().then(() => process.exit(0)));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
