import { createRoute, z } from '@hono/zod-openapi';
import { accessRoleListSchema } from '../../../contract/access.ts';
import { invitationRequestSchema } from '../../../contract/invitation.ts';
import { projectListSchema, projectSchema } from '../../../contract/project.ts';
import type { Context } from 'hono';
import {
  webhookCreateSchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '../../../contract/webhook.ts';
import { managementAuth } from '../guards/guards.ts';
import { acceptUrl, invitationMail, invite } from '../../operations/management/invite.ts';
import { presentProject, presentWebhook } from '../../operations/management/present.ts';
import { readProject, readProjects, readWebhooks } from '../../operations/management/projects.ts';
import { readRoles } from '../../operations/management/roles.ts';
import { changeWebhook, createWebhook, readWebhook, removeWebhook } from '../../operations/webhooks/webhooks.ts';
import type { AppEnv, Principal } from '../env.ts';
import { registerWebhookDeliveryRoutes } from '../webhooks/webhook-deliveries.ts';
import { actingOf, dbOf, sendMail } from '../context.ts';
import { accountNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

/** Management keys reach everything; a person needs `webhooks:manage` in the project to see signing secrets. */
const mayManageWebhooks = (principal: Principal) =>
  principal.kind === 'management' || (principal.kind === 'person' && principal.permissions.includes('webhooks:manage'));

const projectParams = z.object({ projectId: z.string() });

const listProjectsRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects',
  tags: ['Management'],
  middleware: [managementAuth()],
  responses: {
    200: { description: 'Projects of the account', content: { 'application/json': { schema: projectListSchema } } },
    ...errorResponses(401),
  },
});
const getProjectRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}',
  tags: ['Management'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: projectParams },
  responses: {
    200: { description: 'A project', content: { 'application/json': { schema: projectSchema } } },
    ...errorResponses(401, 404),
  },
});
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
const rolesRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}/roles',
  tags: ['Management'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: projectParams },
  responses: {
    200: {
      description: 'The roles members of the project can hold, predefined then custom, with their permissions',
      content: { 'application/json': { schema: accessRoleListSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});
const inviteRoute = createRoute({
  method: 'post',
  path: '/management/v1/projects/users/invite',
  tags: ['Management'],
  middleware: [managementAuth()],
  request: { body: { required: true, content: { 'application/json': { schema: invitationRequestSchema } } } },
  responses: { 204: { description: 'The invitation was sent' }, ...errorResponses(400, 401, 404, 409) },
});

export function registerManagementRoutes(app: Router) {
  app.openapi(listProjectsRoute, async (c) => {
    const principal = c.get('principal');
    const personId = principal.kind === 'person' ? principal.userId : undefined;
    const data = (await readProjects(dbOf(c), personId)).map(presentProject);
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });

  app.openapi(getProjectRoute, async (c) =>
    c.json(presentProject(await readProject(dbOf(c), c.req.valid('param').projectId)), 200),
  );

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

  app.openapi(rolesRoute, async (c) => {
    const data = await readRoles(dbOf(c), c.req.valid('param').projectId);
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });

  app.openapi(inviteRoute, async (c) => {
    const request = c.req.valid('json');
    const invitation = await invite(dbOf(c), request, actingOf(c, accountNow));
    await sendMail(c, invitationMail(request.email, acceptUrl(c.get('deps').publicUrl, invitation.token)));
    return c.body(null, 204);
  });
}
