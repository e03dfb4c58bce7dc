import { createRoute, z } from '@hono/zod-openapi';
import { demoConnectionSchema } from '../../../contract/project.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { limitByAddress } from '../../auth/rate-limit.ts';
import { notFound } from '../../operations/failures.ts';
import { hostOf, isLoopbackHost } from '../security.ts';

const demoRoute = createRoute({
  method: 'get',
  path: '/promodesk/demo-connection',
  tags: ['Promodesk'],
  middleware: [limitByAddress],
  responses: {
    200: {
      description: "The demo project's keys; answered only in demo mode, on loopback, to a loopback Host",
      content: { 'application/json': { schema: demoConnectionSchema } },
    },
    ...errorResponses(404),
  },
});

const healthRoute = createRoute({
  method: 'get',
  path: '/promodesk/health',
  tags: ['Promodesk'],
  middleware: [limitByAddress],
  responses: {
    200: {
      description: 'The process answers (touches no database: the framework ceiling in benchmarks)',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

/** Service routes of Promodesk itself. Lets the dashboard offer "Use the demo project"; the keys exist in deps only when serving demo data on loopback. */
export function registerPromodeskRoutes(app: Router) {
  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(demoRoute, (c) => {
    const { demoConnection: demo, demoPort } = c.get('deps');
    // Only a page of this very service may read the keys: not one whose name was re-pointed here (DNS rebinding).
    if (!demo || !isLoopbackHost(hostOf(c), demoPort)) throw notFound('demo_connection', 'demo');
    return c.json(demo, 200);
  });
}
