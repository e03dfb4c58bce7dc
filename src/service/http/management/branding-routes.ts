import { createRoute, z } from '@hono/zod-openapi';
import {
  brandingCreateSchema,
  brandingListSchema,
  brandingSchema,
  brandingUpdateSchema,
} from '../../../contract/branding.ts';
import {
  changeBranding,
  createBranding,
  readBranding,
  readBrandings,
  removeBranding,
} from '../../operations/management/branding.ts';
import { managementAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/** The official brand details operations: reading is the campaigns' reading, changing them the campaigns' writing. */

const path = '/management/v1/projects/{projectId}/branding';
const projectParams = z.object({ projectId: z.string() });
const brandingParams = projectParams.extend({ brandingId: z.string() });
const answer = jsonAnswer("The project's brand details", brandingSchema);
const tags = ['Management'];

const listRoute = createRoute({
  method: 'get',
  path,
  tags,
  middleware: [managementAuth('campaigns:read')],
  request: { params: projectParams },
  responses: {
    200: jsonAnswer("The project's brand details: one, or none yet", brandingListSchema),
    ...errorResponses(401, 403, 404),
  },
});
const createBrandingRoute = createRoute({
  method: 'post',
  path,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: projectParams, ...jsonBody(brandingCreateSchema) },
  responses: { 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
});
const getRoute = createRoute({
  method: 'get',
  path: `${path}/{brandingId}`,
  tags,
  middleware: [managementAuth('campaigns:read')],
  request: { params: brandingParams },
  responses: { 200: answer, ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: `${path}/{brandingId}`,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: brandingParams, ...jsonBody(brandingUpdateSchema) },
  responses: { 200: answer, ...errorResponses(400, 401, 403, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: `${path}/{brandingId}`,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: brandingParams },
  responses: { 204: { description: 'The brand details are gone' }, ...errorResponses(401, 403, 404) },
});

export function registerBrandingRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readBrandings(dbOf(c), c.req.valid('param').projectId), 200));
  app.openapi(createBrandingRoute, async (c) =>
    c.json(await createBranding(dbOf(c), c.req.valid('param').projectId, c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(getRoute, async (c) => {
    const { projectId, brandingId } = c.req.valid('param');
    return c.json(await readBranding(dbOf(c), projectId, brandingId), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { projectId, brandingId } = c.req.valid('param');
    return c.json(await changeBranding(dbOf(c), projectId, brandingId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { projectId, brandingId } = c.req.valid('param');
    await removeBranding(dbOf(c), projectId, brandingId, actingOf(c));
    return c.body(null, 204);
  });
}
