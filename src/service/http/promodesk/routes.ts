import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../openapi.ts';
import { limitByAddress } from '../guards/rate-limit.ts';

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

/** Service routes of Promodesk itself. */
export function registerPromodeskRoutes(app: Router) {
  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200));
}
