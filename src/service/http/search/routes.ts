import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { searchHitSchema, searchQuerySchema, searchResultSchema } from '../../../contract/search.ts';
import { managementAuth } from '../guards/guards.ts';
import { searchProject } from '../../operations/search/search.ts';
import { dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, type Router } from '../openapi.ts';

const searchRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/search',
  tags: ['Search'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: z.object({ projectId: z.string() }), query: searchQuerySchema },
  responses: {
    200: {
      description: "The command palette's matches: campaigns, codes, customers, redemptions, orders and people",
      content: { 'application/json': { schema: searchResultSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const allKinds = searchHitSchema.options.map((option) => option.shape.kind.value);

/** What the caller may read: people only with the team permission (the Team page's), everything else with reading. */
function readableKinds(c: Context<AppEnv>) {
  const principal = c.get('principal');
  const seesTeam = principal.kind !== 'person' || principal.permissions.includes('team:manage');
  return allKinds.filter((kind) => kind !== 'person' || seesTeam);
}

/** Promodesk's command palette search over one project. */
export function registerSearchRoutes(app: Router) {
  app.openapi(searchRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await searchProject(dbOf(c), projectId, c.req.valid('query'), readableKinds(c)), 200);
  });
}
