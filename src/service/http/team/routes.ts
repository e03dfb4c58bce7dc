import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { acceptLinkSchema, roleChangeSchema, teamSchema } from '../../../contract/access.ts';
import { managementAuth } from '../guards/guards.ts';
import { acceptUrl, invitationMail } from '../../operations/management/invite.ts';
import {
  changeRole,
  readTeam,
  removeMember,
  resendInvitation,
  withdrawInvitation,
} from '../../operations/team/team.ts';
import { iso } from '../../operations/present-common.ts';
import { actingOf, dbOf, sendMail } from '../context.ts';
import { accountNow } from '../clock.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, type Router } from '../openapi.ts';

const auth = [managementAuth('team:manage')];
const memberParams = z.object({ projectId: z.string(), userId: z.string() });
const invitationParams = z.object({ projectId: z.string(), invitationId: z.string() });
const done = (description: string) => ({ 204: { description }, ...errorResponses(400, 401, 403, 404) });

const teamRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/team',
  tags: ['Team'],
  middleware: auth,
  request: { params: z.object({ projectId: z.string() }) },
  responses: {
    200: { description: 'Members and open invitations', content: { 'application/json': { schema: teamSchema } } },
    ...errorResponses(401, 403, 404),
  },
});
const roleRoute = createRoute({
  method: 'put',
  path: '/promodesk/projects/{projectId}/members/{userId}/role',
  tags: ['Team'],
  middleware: auth,
  request: {
    params: memberParams,
    body: { required: true, content: { 'application/json': { schema: roleChangeSchema } } },
  },
  responses: done('The role was changed'),
});
const removeRoute = createRoute({
  method: 'delete',
  path: '/promodesk/projects/{projectId}/members/{userId}',
  tags: ['Team'],
  middleware: auth,
  request: { params: memberParams },
  responses: done('The person left the project'),
});
const resendRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/invitations/{invitationId}/resend',
  tags: ['Team'],
  middleware: auth,
  request: { params: invitationParams },
  responses: {
    200: { description: 'A new accept link', content: { 'application/json': { schema: acceptLinkSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});
const revokeRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/invitations/{invitationId}/revoke',
  tags: ['Team'],
  middleware: auth,
  request: { params: invitationParams },
  responses: done('The invitation can no longer be accepted'),
});

/** Team changes are the account's: their time is its clock. */
const teamActing = (c: Context<AppEnv>) => actingOf(c, accountNow);

/** Promodesk's team management for a project: members, role changes, invitation links. */
export function registerTeamRoutes(app: Router) {
  app.openapi(teamRoute, async (c) =>
    c.json(await readTeam(dbOf(c), c.req.valid('param').projectId, accountNow(c)), 200),
  );

  app.openapi(roleRoute, async (c) => {
    const { projectId, userId } = c.req.valid('param');
    await changeRole(dbOf(c), projectId, userId, c.req.valid('json').role, teamActing(c));
    return c.body(null, 204);
  });

  app.openapi(removeRoute, async (c) => {
    const { projectId, userId } = c.req.valid('param');
    await removeMember(dbOf(c), projectId, userId, teamActing(c));
    return c.body(null, 204);
  });

  app.openapi(resendRoute, async (c) => {
    const { projectId, invitationId } = c.req.valid('param');
    const link = await resendInvitation(dbOf(c), projectId, invitationId, teamActing(c));
    const url = acceptUrl(c.get('deps').publicUrl, link.token);
    await sendMail(c, invitationMail(link.email, url));
    return c.json({ accept_url: url, expires_at: iso(link.expiresAt) }, 200);
  });

  app.openapi(revokeRoute, async (c) => {
    const { projectId, invitationId } = c.req.valid('param');
    await withdrawInvitation(dbOf(c), projectId, invitationId, teamActing(c));
    return c.body(null, 204);
  });
}
