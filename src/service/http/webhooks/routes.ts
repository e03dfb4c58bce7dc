import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  webhookCreateSchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '../../../contract/webhook.ts';
import {
  changeWebhook,
  createWebhook,
  presentWebhook,
  readWebhook,
  readWebhooks,
  removeWebhook,
} from '../../operations/webhooks/webhooks.ts';
import { managementAuth } from '../guards/guards.ts';
import type { AppEnv, Principal } from '../env.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { registerWebhookDeliveryRoutes } from './webhook-deliveries.ts';

/** Management keys reach everything; a person needs `webhooks:manage` in the project to see signing secrets. */
const mayManageWebhooks = (principal: Principal) =>
  principal.kind === 'management' || (principal.kind === 'person' && principal.permissions.includes('webhooks:manage'));

const projectParams = z.object({ projectId: z.string() });

const webhooksRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}/webhooks',
  tags: ['Management'],
  middleware: [managementAuth('webhooks:read')],
  request: { params: projectParams },
  responses: {
    200: {
      description: "The project's webhook configurations",
      content: { 'application/json': { schema: webhookListSchema } },
    },
    ...errorResponses(401, 404),
  },
});
const webhookParams = projectParams.extend({ webhookId: z.string() });
const webhookAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: webhookSchema } },
});
const createWebhookRoute = createRoute({
  method: 'post',
  path: '/management/v1/projects/{projectId}/webhooks',
  tags: ['Management'],
  middleware: [managementAuth('webhooks:manage')],
  request: {
    params: projectParams,
    body: { required: true, content: { 'application/json': { schema: webhookCreateSchema } } },
  },
  responses: {
    200: {
      description: 'The new configuration with its signing secret',
      content: { 'application/json': { schema: webhookWithSecretSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});
const getWebhookRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}/webhooks/{webhookId}',
  tags: ['Management'],
  middleware: [managementAuth('webhooks:read')],
  request: { params: webhookParams },
  responses: {
    200: {
      description: 'A webhook configuration, with its signing secret for those who may manage webhooks',
      content: { 'application/json': { schema: webhookWithSecretSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});
const updateWebhookRoute = createRoute({
  method: 'put',
  path: '/management/v1/projects/{projectId}/webhooks/{webhookId}',
  tags: ['Management'],
  middleware: [managementAuth('webhooks:manage')],
  request: {
    params: webhookParams,
    body: { required: true, content: { 'application/json': { schema: webhookUpdateSchema } } },
  },
  responses: { 200: webhookAnswer('The configuration as it now is'), ...errorResponses(400, 401, 403, 404) },
});
const deleteWebhookRoute = createRoute({
  method: 'delete',
  path: '/management/v1/projects/{projectId}/webhooks/{webhookId}',
  tags: ['Management'],
  middleware: [managementAuth('webhooks:manage')],
  request: { params: webhookParams },
  responses: { 204: { description: 'The configuration is gone' }, ...errorResponses(401, 403, 404) },
});

/** The management API's webhook configurations of a project, and their deliveries. */
export function registerWebhookRoutes(app: Router) {
  app.openapi(webhooksRoute, async (c) => {
    const data = (await readWebhooks(dbOf(c), c.req.valid('param').projectId)).map(presentWebhook);
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });

  const webhookOptions = (c: Context<AppEnv>) => ({
    acting: actingOf(c),
    allowPrivate: c.get('deps').webhookAllowPrivate ?? false,
  });
  app.openapi(createWebhookRoute, async (c) =>
    c.json(await createWebhook(dbOf(c), c.req.valid('param').projectId, c.req.valid('json'), webhookOptions(c)), 200),
  );
  app.openapi(getWebhookRoute, async (c) => {
    const { projectId, webhookId } = c.req.valid('param');
    return c.json(await readWebhook(dbOf(c), projectId, webhookId, mayManageWebhooks(c.get('principal'))), 200);
  });
  app.openapi(updateWebhookRoute, async (c) => {
    const { projectId, webhookId } = c.req.valid('param');
    return c.json(await changeWebhook(dbOf(c), projectId, webhookId, c.req.valid('json'), webhookOptions(c)), 200);
  });
  app.openapi(deleteWebhookRoute, async (c) => {
    const { projectId, webhookId } = c.req.valid('param');
    await removeWebhook(dbOf(c), projectId, webhookId, actingOf(c));
    return c.body(null, 204);
  });

  registerWebhookDeliveryRoutes(app);
}
