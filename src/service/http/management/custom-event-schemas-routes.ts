import { createRoute, z } from '@hono/zod-openapi';
import {
  customEventSchemaCreateSchema,
  customEventSchemaListSchema,
  customEventSchemaSchema,
  customEventSchemaUpdateSchema,
} from '../../../contract/custom-event-schema.ts';
import {
  changeCustomEventSchema,
  createCustomEventSchema,
  readCustomEventSchema,
  readCustomEventSchemas,
  removeCustomEventSchema,
} from '../../operations/management/custom-event-schemas.ts';
import { managementAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/** The official custom event schema operations, on the metadata schemas' permissions. */

const path = '/management/v1/projects/{projectId}/custom-event-schemas';
const projectParams = z.object({ projectId: z.string() });
const schemaParams = projectParams.extend({ customEventSchemaId: z.string() });
const tags = ['Management'];

const listRoute = createRoute({
  method: 'get',
  path,
  tags,
  middleware: [managementAuth('campaigns:read')],
  request: { params: projectParams },
  responses: {
    200: jsonAnswer("The project's custom event schemas, newest first", customEventSchemaListSchema),
    ...errorResponses(401, 403, 404),
  },
});
const createSchemaRoute = createRoute({
  method: 'post',
  path,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: projectParams, ...jsonBody(customEventSchemaCreateSchema) },
  responses: {
    200: jsonAnswer('The new custom event schema', customEventSchemaSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: `${path}/{customEventSchemaId}`,
  tags,
  middleware: [managementAuth('campaigns:read')],
  request: { params: schemaParams },
  responses: { 200: jsonAnswer('A custom event schema', customEventSchemaSchema), ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: `${path}/{customEventSchemaId}`,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: schemaParams, ...jsonBody(customEventSchemaUpdateSchema) },
  responses: {
    200: jsonAnswer('The custom event schema as it now is', customEventSchemaSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: `${path}/{customEventSchemaId}`,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: schemaParams },
  responses: { 204: { description: 'The custom event schema is gone' }, ...errorResponses(401, 403, 404) },
});

export function registerCustomEventSchemaRoutes(app: Router) {
  app.openapi(listRoute, async (c) =>
    c.json(await readCustomEventSchemas(dbOf(c), c.req.valid('param').projectId), 200),
  );
  app.openapi(createSchemaRoute, async (c) =>
    c.json(
      await createCustomEventSchema(dbOf(c), c.req.valid('param').projectId, c.req.valid('json'), actingOf(c)),
      200,
    ),
  );
  app.openapi(getRoute, async (c) => {
    const { projectId, customEventSchemaId } = c.req.valid('param');
    return c.json(await readCustomEventSchema(dbOf(c), projectId, customEventSchemaId), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { projectId, customEventSchemaId } = c.req.valid('param');
    const change = c.req.valid('json');
    return c.json(await changeCustomEventSchema(dbOf(c), projectId, customEventSchemaId, change, actingOf(c)), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { projectId, customEventSchemaId } = c.req.valid('param');
    await removeCustomEventSchema(dbOf(c), projectId, customEventSchemaId, actingOf(c));
    return c.body(null, 204);
  });
}
