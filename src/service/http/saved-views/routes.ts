import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  savedViewCreateSchema,
  savedViewListSchema,
  savedViewQuerySchema,
  savedViewSchema,
  savedViewUpdateSchema,
} from '../../../contract/saved-view.ts';
import { changeView, createView, readViews, removeView } from '../../operations/saved-views/saved-views.ts';
import { forbidden, managementAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Saved views'];
const auth = [managementAuth('campaigns:read')];
const params = z.object({ projectId: z.string() });
const viewParams = params.extend({ viewId: z.string() });

const listRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/views',
  tags,
  middleware: auth,
  request: { params, query: savedViewQuerySchema },
  responses: {
    200: jsonAnswer("The person's own views and the project's shared ones, by list and name", savedViewListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const createViewRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/views',
  tags,
  middleware: auth,
  request: { params, ...jsonBody(savedViewCreateSchema) },
  responses: { 200: jsonAnswer('The saved view', savedViewSchema), ...errorResponses(400, 401, 403, 404, 409) },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/promodesk/projects/{projectId}/views/{viewId}',
  tags,
  middleware: auth,
  request: { params: viewParams, ...jsonBody(savedViewUpdateSchema) },
  responses: { 200: jsonAnswer('The view as it now is', savedViewSchema), ...errorResponses(400, 401, 403, 404, 409) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/promodesk/projects/{projectId}/views/{viewId}',
  tags,
  middleware: auth,
  request: { params: viewParams },
  responses: { 204: { description: 'The view is gone' }, ...errorResponses(401, 403, 404) },
});

/** Views belong to people: the account's management keys have no menu to keep them in. */
function readerOf(c: Context<AppEnv>) {
  const principal = c.get('principal');
  if (principal.kind !== 'person') throw forbidden('Saved views belong to people: sign in to the dashboard');
  return { userId: principal.userId, canShare: principal.permissions.includes('campaigns:write') };
}

/** Saved views of the lists: a person's own and the project's shared ones. */
export function registerSavedViewRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await readViews(dbOf(c), projectId, readerOf(c), c.req.valid('query').list), 200);
  });
  app.openapi(createViewRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await createView(dbOf(c), projectId, readerOf(c), c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { projectId, viewId } = c.req.valid('param');
    return c.json(await changeView(dbOf(c), projectId, readerOf(c), viewId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { projectId, viewId } = c.req.valid('param');
    await removeView(dbOf(c), projectId, readerOf(c), viewId, actingOf(c));
    return c.body(null, 204);
  });
}
