import { createRoute, z } from '@hono/zod-openapi';
import {
  managementMetadataSchemaListSchema,
  managementMetadataSchemaSchema,
  metadataSchemaCreateSchema,
  metadataSchemaListSchema,
  metadataSchemaSchema,
  metadataSchemaUpdateSchema,
} from '../../../contract/metadata-schema.ts';
import {
  changeMetadataSchema,
  createMetadataSchema,
  readManagementSchema,
  readManagementSchemas,
  readMetadataSchemaOf,
  readMetadataSchemas,
  removeMetadataSchema,
} from '../../operations/metadata-schemas/metadata-schemas.ts';
import { managementAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const readAuth = [serverAuth(['api', 'metadata-schemas'] as const, 'campaigns:read')];
const projectParams = z.object({ projectId: z.string() });
const schemaParams = projectParams.extend({ metadataSchemaId: z.string() });
const managementPath = '/management/v1/projects/{projectId}/metadata-schemas';
const management = { tags: ['Management'] };

const listRoute = createRoute({
  method: 'get',
  path: '/v1/metadata-schemas',
  tags: ['Metadata Schemas'],
  middleware: readAuth,
  responses: {
    200: jsonAnswer("The project's metadata schemas", metadataSchemaListSchema),
    ...errorResponses(401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/metadata-schemas/{resource}',
  tags: ['Metadata Schemas'],
  middleware: readAuth,
  request: { params: z.object({ resource: z.string() }) },
  responses: {
    200: jsonAnswer('The metadata schema of one related object', metadataSchemaSchema),
    ...errorResponses(401, 403, 404),
  },
});
const managementListRoute = createRoute({
  method: 'get',
  path: managementPath,
  ...management,
  middleware: [managementAuth('campaigns:read')],
  request: { params: projectParams },
  responses: {
    200: jsonAnswer("The project's metadata schemas", managementMetadataSchemaListSchema),
    ...errorResponses(401, 403, 404),
  },
});
const managementGetRoute = createRoute({
  method: 'get',
  path: `${managementPath}/{metadataSchemaId}`,
  ...management,
  middleware: [managementAuth('campaigns:read')],
  request: { params: schemaParams },
  responses: {
    200: jsonAnswer('A metadata schema', managementMetadataSchemaSchema),
    ...errorResponses(401, 403, 404),
  },
});
const createSchemaRoute = createRoute({
  method: 'post',
  path: managementPath,
  ...management,
  middleware: [managementAuth('campaigns:write')],
  request: { params: projectParams, ...jsonBody(metadataSchemaCreateSchema) },
  responses: {
    200: jsonAnswer('The new metadata schema', managementMetadataSchemaSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const updateSchemaRoute = createRoute({
  method: 'put',
  path: `${managementPath}/{metadataSchemaId}`,
  ...management,
  middleware: [managementAuth('campaigns:write')],
  request: { params: schemaParams, ...jsonBody(metadataSchemaUpdateSchema) },
  responses: {
    200: jsonAnswer('The metadata schema as it now is', managementMetadataSchemaSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteSchemaRoute = createRoute({
  method: 'delete',
  path: `${managementPath}/{metadataSchemaId}`,
  ...management,
  middleware: [managementAuth('campaigns:write')],
  request: { params: schemaParams },
  responses: { 204: { description: 'The metadata schema is gone' }, ...errorResponses(401, 403, 404) },
});

export function registerMetadataSchemaRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readMetadataSchemas(dbOf(c), projectOf(c)), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await readMetadataSchemaOf(dbOf(c), projectOf(c), c.req.valid('param').resource), 200),
  );
  app.openapi(managementListRoute, async (c) =>
    c.json(await readManagementSchemas(dbOf(c), c.req.valid('param').projectId), 200),
  );
  app.openapi(managementGetRoute, async (c) => {
    const { projectId, metadataSchemaId } = c.req.valid('param');
    return c.json(await readManagementSchema(dbOf(c), projectId, metadataSchemaId), 200);
  });
  app.openapi(createSchemaRoute, async (c) =>
    c.json(await createMetadataSchema(dbOf(c), c.req.valid('param').projectId, c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(updateSchemaRoute, async (c) => {
    const { projectId, metadataSchemaId } = c.req.valid('param');
    return c.json(
      await changeMetadataSchema(dbOf(c), projectId, metadataSchemaId, c.req.valid('json'), actingOf(c)),
      200,
    );
  });
  app.openapi(deleteSchemaRoute, async (c) => {
    const { projectId, metadataSchemaId } = c.req.valid('param');
    await removeMetadataSchema(dbOf(c), projectId, metadataSchemaId, actingOf(c));
    return c.body(null, 204);
  });
}
