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
import { projectOf, serverAuth } from '../guards/guards.ts';
import { dbOf } from '../context.ts';
import { registerProjectResourceRoutes } from '../management/project-resource-routes.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const readAuth = [serverAuth(['api', 'metadata-schemas'] as const, 'campaigns:read')];

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

export function registerMetadataSchemaRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readMetadataSchemas(dbOf(c), projectOf(c)), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await readMetadataSchemaOf(dbOf(c), projectOf(c), c.req.valid('param').resource), 200),
  );
  registerProjectResourceRoutes(app, {
    resource: 'metadata-schemas',
    idParam: 'metadataSchemaId',
    schemas: {
      list: managementMetadataSchemaListSchema,
      item: managementMetadataSchemaSchema,
      create: metadataSchemaCreateSchema,
      update: metadataSchemaUpdateSchema,
    },
    answers: {
      list: "The project's metadata schemas",
      created: 'The new metadata schema',
      read: 'A metadata schema',
      updated: 'The metadata schema as it now is',
      deleted: 'The metadata schema is gone',
    },
    operations: {
      list: readManagementSchemas,
      create: createMetadataSchema,
      read: readManagementSchema,
      update: changeMetadataSchema,
      remove: removeMetadataSchema,
    },
  });
}
