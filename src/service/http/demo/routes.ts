import { createRoute } from '@hono/zod-openapi';
import { demoConnectionSchema } from '../../../contract/project.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { notFound } from '../errors.ts';

const demoRoute = createRoute({
  method: 'get',
  path: '/promodesk/demo-connection',
  tags: ['Promodesk'],
  responses: {
    200: { description: "The demo project's keys; answered only in demo mode on loopback", content: { 'application/json': { schema: demoConnectionSchema } } },
    ...errorResponses(404),
  },
});

/** Lets the dashboard offer "Use the demo project"; the keys exist in deps only when serving demo data on loopback. */
export function registerDemoRoutes(app: Router) {
  app.openapi(demoRoute, (c) => {
    const demo = c.get('deps').demoConnection;
    if (!demo) throw notFound('demo_connection', 'demo');
    return c.json(demo, 200);
  });
}
