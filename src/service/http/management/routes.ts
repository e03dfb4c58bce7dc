import { createRoute, z } from '@hono/zod-openapi';
import { accessRoleListSchema } from '../../../contract/access.ts';
import { invitationRequestSchema } from '../../../contract/invitation.ts';
import { projectListSchema, projectSchema } from '../../../contract/project.ts';
import { managementAuth } from '../guards/guards.ts';
import { acceptUrl, invitationMail, invite } from '../../operations/management/invite.ts';
import { presentProject } from '../../operations/management/present.ts';
import { readProject, readProjects } from '../../operations/management/projects.ts';
import { readRoles } from '../../operations/management/roles.ts';
import { actingOf, dbOf, sendMail } from '../context.ts';
import { accountNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

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
