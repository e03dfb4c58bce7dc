import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { readConfig } from './config.ts';
import { printBanner, startService } from './server.ts';
import { answerUnparsableRequests } from './http/unparsable-requests.ts';

const config = readConfig();
const { app, database, demo, demoPassword, setupToken, stop } = await startService(config, { serveDashboard: true });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  printBanner(config, `http://${config.host}:${info.port}`, database.kind, demo, demoPassword, setupToken);
}) as Server;
answerUnparsableRequests(server);
// Clients keep idle connections to reuse (SDK agents, Playwright's request context, load balancers with a 60 s idle
// timeout): closing one after Node's default 5 s races a request sent on it at that moment, which then fails with
// ECONNRESET (seen in the e2e suite on a slow host). Idle connections are kept longer than such clients keep them;
// the header deadline stays above it, as Node requires.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A streaming CSV download must not hold a stop hostage: idle sockets close at once, busy ones after 10 s. The job
// workers hand their jobs back between two rows or chunks; should anything still hold the stop after 20 s, the
// process ends anyway (a job it held is taken over once its lock lapses).
const shutdown = () => {
  server.close(() => void stop().then(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
  setTimeout(() => process.exit(1), 20_000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
