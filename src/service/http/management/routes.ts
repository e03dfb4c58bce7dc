import { createRoute, z } from '@hono/zod-openapi';
import { accessRoleListSchema } from '../../../contract/access.ts';
import { invitationRequestSchema } from '../../../contract/invitation.ts';
import {
  createdProjectSchema,
  managementProjectListSchema,
  managementProjectSchema,
  projectCreateSchema,
  projectUpdateSchema,
} from '../../../contract/management-project.ts';
import { managementAuth } from '../guards/guards.ts';
import { acceptUrl, invitationMail, invite } from '../../operations/management/invite.ts';
import { presentProject } from '../../operations/management/present.ts';
import { changeProject, createProject, deleteProject } from '../../operations/management/project-changes.ts';
import { readProject, readProjects } from '../../operations/management/projects.ts';
import { readRoles } from '../../operations/management/roles.ts';
import { actingOf, dbOf, sendMail } from '../context.ts';
import { accountNow } from '../clock.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const projectParams = z.object({ projectId: z.string() });

const listProjectsRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects',
  tags: ['Management'],
  middleware: [managementAuth()],
  responses: {
    200: jsonAnswer('Projects of the account', managementProjectListSchema),
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
    200: jsonAnswer('A project', managementProjectSchema),
    ...errorResponses(401, 404),
  },
});
/*
 * A person creates a project from the one they work in (X-Promodesk-Project) where they manage the team, and
 * becomes its ADMIN; changing and deleting one are its team managers' too.
 */
const createProjectRoute = createRoute({
  method: 'post',
  path: '/management/v1/projects',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: jsonBody(projectCreateSchema),
  responses: {
    200: jsonAnswer('The new project with its key pairs, whose secrets are shown this once', createdProjectSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const updateProjectRoute = createRoute({
  method: 'put',
  path: '/management/v1/projects/{projectId}',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: { params: projectParams, ...jsonBody(projectUpdateSchema) },
  responses: {
    200: jsonAnswer('The project as it now is', managementProjectSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteProjectRoute = createRoute({
  method: 'delete',
  path: '/management/v1/projects/{projectId}',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: { params: projectParams },
  responses: {
    204: { description: 'The project and everything in it are gone' },
    ...errorResponses(401, 403, 404),
  },
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

  app.openapi(createProjectRoute, async (c) =>
    c.json(await createProject(dbOf(c), c.req.valid('json'), actingOf(c, accountNow)), 200),
  );

  app.openapi(updateProjectRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await changeProject(dbOf(c), projectId, c.req.valid('json'), actingOf(c)), 200);
  });

  app.openapi(deleteProjectRoute, async (c) => {
    await deleteProject(dbOf(c), c.req.valid('param').projectId, actingOf(c, accountNow));
    return c.body(null, 204);
  });

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
