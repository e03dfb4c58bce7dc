import { createRoute, z } from '@hono/zod-openapi';
import { invitationRequestSchema, predefinedRoleSchema } from '../../../contract/invitation.ts';
import { projectListSchema, projectSchema } from '../../../contract/project.ts';
import { webhookListSchema } from '../../../contract/webhook.ts';
import { managementAuth } from '../../auth/guards.ts';
import { newId } from '../../ids.ts';
import {
  existingCustomRoleIds,
  existingProjectIds,
  insertInvitation,
  listWebhooks,
} from '../../store/repositories/management.ts';
import { findProject, listProjects, type ProjectRow } from '../../store/repositories/projects.ts';
import { dbOf, now } from '../context.ts';
import { ApiFailure, duplicate, notFound } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { iso } from '../../operations/present-common.ts';

const auth = [managementAuth];
const projectParams = z.object({ projectId: z.string() });

const listProjectsRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects',
  tags: ['Management'],
  middleware: auth,
  responses: {
    200: { description: 'Projects of the account', content: { 'application/json': { schema: projectListSchema } } },
    ...errorResponses(401),
  },
});
const getProjectRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}',
  tags: ['Management'],
  middleware: auth,
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
  middleware: auth,
  request: { params: projectParams },
  responses: {
    200: {
      description: "The project's webhook configurations",
      content: { 'application/json': { schema: webhookListSchema } },
    },
    ...errorResponses(401, 404),
  },
});
const inviteRoute = createRoute({
  method: 'post',
  path: '/management/v1/projects/users/invite',
  tags: ['Management'],
  middleware: auth,
  request: { body: { required: true, content: { 'application/json': { schema: invitationRequestSchema } } } },
  responses: { 204: { description: 'The invitation was sent' }, ...errorResponses(400, 401, 404, 409) },
});

const presentProject = (row: ProjectRow) => ({
  id: row.id,
  object: 'project' as const,
  name: row.name,
  description: row.description,
  timezone: row.timezone,
  currency: row.currency,
  created_at: iso(row.createdAt),
});

export function registerManagementRoutes(app: Router) {
  app.openapi(listProjectsRoute, async (c) => {
    const data = (await listProjects(dbOf(c))).map(presentProject);
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });

  app.openapi(getProjectRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    const row = await findProject(dbOf(c), projectId);
    if (!row) throw notFound('project', projectId);
    return c.json(presentProject(row), 200);
  });

  app.openapi(webhooksRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    if (!(await findProject(dbOf(c), projectId))) throw notFound('project', projectId);
    const data = (await listWebhooks(dbOf(c), projectId)).map((row) => ({
      object: 'webhook' as const,
      id: row.id,
      created_at: iso(row.createdAt),
      events: row.events,
      target_url: row.targetUrl,
      active: row.active,
    }));
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });

  app.openapi(inviteRoute, async (c) => {
    const request = c.req.valid('json');
    const db = dbOf(c);
    const projectIds = Object.keys(request.projects);
    const customIds = Object.values(request.projects).filter((role) => !predefinedRoleSchema.safeParse(role).success);
    const projects = await existingProjectIds(db, projectIds);
    const roles = await existingCustomRoleIds(db, customIds);
    const badRole = customIds.find((role) => !roles.has(role));
    if (badRole !== undefined) {
      throw new ApiFailure({
        status: 400,
        key: 'used_incorrect_role',
        message: 'Used incorrect role',
        details: `The role '${badRole}' is incorrect`,
        resource_id: badRole,
        resource_type: 'role',
      });
    }
    const missingProject = projectIds.find((id) => !projects.has(id));
    if (missingProject) throw notFound('project', missingProject);
    const email = request.email.toLowerCase();
    const stored = await insertInvitation(db, {
      id: newId('inv_'),
      email,
      firstName: request.first_name,
      lastName: request.last_name,
      projects: request.projects,
      createdAt: now(c),
    });
    if (!stored) throw duplicate('user', email, `The user ${email} was already invited`);
    return c.body(null, 204);
  });
}
