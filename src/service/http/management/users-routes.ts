import { createRoute, z } from '@hono/zod-openapi';
import {
  managementUserAssignSchema,
  managementUserListSchema,
  managementUserRoleRequestSchema,
  managementUserSchema,
} from '../../../contract/management-user.ts';
import { readProjectUser, readProjectUsers } from '../../operations/management/users.ts';
import { addMember, changeRole, removeMember } from '../../operations/team/team.ts';
import { managementAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { accountNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

/** The official users operations, on the team page's permissions and rules. */

const projectParams = z.object({ projectId: z.string() });
const userParams = z.object({ projectId: z.string(), userId: z.string() });
const userAnswer = {
  200: { description: 'The user', content: { 'application/json': { schema: managementUserSchema } } },
};

const listUsersRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}/users',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: { params: projectParams },
  responses: {
    200: {
      description: 'The members of the project',
      content: { 'application/json': { schema: managementUserListSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});
const assignUserRoute = createRoute({
  method: 'post',
  path: '/management/v1/projects/{projectId}/users',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: {
    params: projectParams,
    body: { required: true, content: { 'application/json': { schema: managementUserAssignSchema } } },
  },
  responses: { ...userAnswer, ...errorResponses(400, 401, 403, 404, 409) },
});
const getUserRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}/users/{userId}',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: { params: userParams },
  responses: { ...userAnswer, ...errorResponses(401, 403, 404) },
});
const updateUserRoute = createRoute({
  method: 'put',
  path: '/management/v1/projects/{projectId}/users/{userId}',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: {
    params: userParams,
    body: { required: true, content: { 'application/json': { schema: managementUserRoleRequestSchema } } },
  },
  responses: { ...userAnswer, ...errorResponses(400, 401, 403, 404) },
});
const unassignUserRoute = createRoute({
  method: 'delete',
  path: '/management/v1/projects/{projectId}/users/{userId}',
  tags: ['Management'],
  middleware: [managementAuth('team:manage')],
  request: { params: userParams },
  responses: { 204: { description: 'The user left the project' }, ...errorResponses(400, 401, 403, 404) },
});

export function registerManagementUserRoutes(app: Router) {
  app.openapi(listUsersRoute, async (c) => {
    const data = await readProjectUsers(dbOf(c), c.req.valid('param').projectId);
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });
  app.openapi(assignUserRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    const userId = await addMember(dbOf(c), projectId, c.req.valid('json'), actingOf(c, accountNow));
    return c.json(await readProjectUser(dbOf(c), projectId, userId), 200);
  });
  app.openapi(getUserRoute, async (c) => {
    const { projectId, userId } = c.req.valid('param');
    return c.json(await readProjectUser(dbOf(c), projectId, userId), 200);
  });
  app.openapi(updateUserRoute, async (c) => {
    const { projectId, userId } = c.req.valid('param');
    await changeRole(dbOf(c), projectId, userId, c.req.valid('json').role, actingOf(c, accountNow));
    return c.json(await readProjectUser(dbOf(c), projectId, userId), 200);
  });
  app.openapi(unassignUserRoute, async (c) => {
    const { projectId, userId } = c.req.valid('param');
    await removeMember(dbOf(c), projectId, userId, actingOf(c, accountNow));
    return c.body(null, 204);
  });
}
