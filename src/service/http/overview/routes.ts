import { createRoute, z } from '@hono/zod-openapi';
import { overviewQuerySchema, projectOverviewSchema } from '../../../contract/overview.ts';
import { managementAuth } from '../guards/guards.ts';
import { readProjectOverview } from '../../operations/overview/read.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const overviewRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/overview',
  tags: ['Overview'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: z.object({ projectId: z.string() }), query: overviewQuerySchema },
  responses: {
    200: {
      description: "The project's redemption figures per day and in all, top campaigns, points and alerts",
      content: { 'application/json': { schema: projectOverviewSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerOverviewRoutes(app: Router) {
  app.openapi(overviewRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await readProjectOverview(dbOf(c), projectId, c.req.valid('query'), actingOf(c).at), 200);
  });
}
