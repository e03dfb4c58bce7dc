import { createRoute, z } from '@hono/zod-openapi';
import {
  apiKeyFamilySchema,
  apiKeyListSchema,
  apiKeySecretSchema,
  clientOriginsSchema,
} from '../../../contract/api-key.ts';
import { managementAuth } from '../guards/guards.ts';
import { changeClientOrigins, createKey, readKeys, revokeKey, rotateKey } from '../../operations/api-keys/keys.ts';
import { readProject } from '../../operations/management/projects.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';

const auth = [managementAuth('api-keys:manage')];
const projectParams = z.object({ projectId: z.string() });
const keyParams = z.object({ projectId: z.string(), keyId: z.string() });
const secretAnswer = (description: string) => ({
  200: { description, content: { 'application/json': { schema: apiKeySecretSchema } } },
  ...errorResponses(400, 401, 403, 404),
});
const originsAnswer = {
  200: { description: 'The allowed origins', content: { 'application/json': { schema: clientOriginsSchema } } },
  ...errorResponses(400, 401, 403, 404),
};

const listRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/keys',
  tags: ['Keys'],
  middleware: auth,
  request: { params: projectParams },
  responses: {
    200: { description: "The project's key ids", content: { 'application/json': { schema: apiKeyListSchema } } },
    ...errorResponses(401, 403, 404),
  },
});
const createKeyRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/keys',
  tags: ['Keys'],
  middleware: auth,
  request: { params: projectParams, ...jsonBody(z.object({ family: apiKeyFamilySchema })) },
  responses: secretAnswer('The new key with its secret, shown this once'),
});
const rotateRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/keys/{keyId}/rotate',
  tags: ['Keys'],
  middleware: auth,
  request: { params: keyParams },
  responses: secretAnswer('The key with its new secret, shown this once; the old secret stopped working'),
});
const revokeRoute = createRoute({
  method: 'delete',
  path: '/promodesk/projects/{projectId}/keys/{keyId}',
  tags: ['Keys'],
  middleware: auth,
  request: { params: keyParams },
  responses: { 204: { description: 'The key stopped working' }, ...errorResponses(401, 403, 404) },
});
const readOriginsRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/client-origins',
  tags: ['Keys'],
  middleware: auth,
  request: { params: projectParams },
  responses: originsAnswer,
});
const writeOriginsRoute = createRoute({
  method: 'put',
  path: '/promodesk/projects/{projectId}/client-origins',
  tags: ['Keys'],
  middleware: auth,
  request: { params: projectParams, ...jsonBody(clientOriginsSchema) },
  responses: originsAnswer,
});

/** Key pairs and allowed client origins of a project, for its ADMINs. */
export function registerKeyRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json({ data: await readKeys(dbOf(c), c.req.valid('param').projectId) }, 200));

  app.openapi(createKeyRoute, async (c) =>
    c.json(await createKey(dbOf(c), c.req.valid('param').projectId, c.req.valid('json').family, actingOf(c)), 200),
  );

  app.openapi(rotateRoute, async (c) => {
    const { projectId, keyId } = c.req.valid('param');
    return c.json(await rotateKey(dbOf(c), projectId, keyId, actingOf(c)), 200);
  });

  app.openapi(revokeRoute, async (c) => {
    const { projectId, keyId } = c.req.valid('param');
    await revokeKey(dbOf(c), projectId, keyId, actingOf(c));
    return c.body(null, 204);
  });

  app.openapi(readOriginsRoute, async (c) => {
    const project = await readProject(dbOf(c), c.req.valid('param').projectId);
    return c.json({ origins: project.clientOrigins }, 200);
  });

  app.openapi(writeOriginsRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(
      { origins: await changeClientOrigins(dbOf(c), projectId, c.req.valid('json').origins, actingOf(c)) },
      200,
    );
  });
}
