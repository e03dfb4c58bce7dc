import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createVite } from 'vite';
import { readConfig } from './config.ts';
import { apiPath } from './app.ts';
import { printBanner, startService } from './server.ts';
import { answerUnparsableRequests } from './http/unparsable-requests.ts';

/** `npm run dev`: Vite with HMR for the dashboard and the service on one port, the database opened once. */
const config = readConfig();
const { app, database, demo, demoPassword, setupToken } = await startService(config, { serveDashboard: false });
const api = getRequestListener(app.fetch);
const vite = await createVite({ server: { middlewareMode: true }, appType: 'spa' });

const server = createServer((req, res) => (apiPath.test(req.url ?? '') ? api(req, res) : vite.middlewares(req, res)));
answerUnparsableRequests(server);
server.listen(config.port, config.host, () => {
  printBanner(config, `http://${config.host}:${config.port}`, database.kind, demo, demoPassword, setupToken);
});
