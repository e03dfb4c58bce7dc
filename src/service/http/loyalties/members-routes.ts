import { createRoute, z } from '@hono/zod-openapi';
import {
  memberActivityListSchema,
  memberActivityQuerySchema,
  memberBalanceChangeSchema,
  memberBalanceSchema,
  memberCreateSchema,
  pointsTransferSchema,
} from '../../../contract/loyalty-member.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { readMemberActivity } from '../../operations/loyalties/activity.ts';
import { addMember, changeMemberBalance, readMember } from '../../operations/loyalties/members.ts';
import { transferPoints } from '../../operations/loyalties/transfers.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Loyalties'];
const scopes = ['api', 'loyalties'] as const;
const campaignPath = '/v1/loyalties/{campaignId}/members/{memberId}';
const memberPath = '/v1/loyalties/members/{memberId}';
const campaignMember = z.object({ campaignId: z.string(), memberId: z.string() });
const member = z.object({ memberId: z.string() });

const addRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/{campaignId}/members',
  tags,
  middleware: [serverAuth(scopes, 'campaigns:write')],
  request: { params: z.object({ campaignId: z.string() }), ...jsonBody(memberCreateSchema) },
  responses: {
    200: jsonAnswer("The customer's card of the program, published to them", voucherSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getRoutes = [campaignPath, memberPath].map((path) =>
  createRoute({
    method: 'get',
    path,
    tags,
    middleware: [serverAuth(scopes, 'campaigns:read')],
    request: { params: path === memberPath ? member : campaignMember },
    responses: { 200: jsonAnswer('A member: the loyalty card', voucherSchema), ...errorResponses(401, 403, 404) },
  }),
);

const balanceRoutes = [campaignPath, memberPath].map((path) =>
  createRoute({
    method: 'post',
    path: `${path}/balance`,
    tags,
    middleware: [serverAuth(scopes, 'loyalty:points')],
    request: { params: path === memberPath ? member : campaignMember, ...jsonBody(memberBalanceChangeSchema) },
    responses: {
      200: jsonAnswer('Points added or subtracted; the balance never goes below zero', memberBalanceSchema),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
);

const transferRoute = createRoute({
  method: 'post',
  path: `${campaignPath}/transfers`,
  tags,
  middleware: [serverAuth(scopes, 'loyalty:points')],
  request: { params: campaignMember, ...jsonBody(pointsTransferSchema) },
  responses: {
    200: jsonAnswer('The receiving card after the transfer, all or nothing', voucherSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

// The official document spells it `activity`; the SDK's deprecated getMemberActivities sends `activities`.
const activityRoutes = [campaignPath, memberPath].flatMap((path) =>
  ['activity', 'activities'].map((word) =>
    createRoute({
      method: 'get',
      path: `${path}/${word}`,
      tags,
      middleware: [serverAuth(scopes, 'campaigns:read')],
      request: { params: path === memberPath ? member : campaignMember, query: memberActivityQuerySchema },
      responses: {
        200: jsonAnswer("The member's activity, newest first", memberActivityListSchema),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
  ),
);

/** Both path forms read their params into one shape: `campaignId` only when the path names the program. */
const memberOf = (params: { memberId: string; campaignId?: string }) => ({
  memberId: params.memberId,
  campaignId: params.campaignId,
});

export function registerLoyaltyMemberRoutes(app: Router) {
  app.openapi(addRoute, async (c) =>
    c.json(
      await addMember(dbOf(c), projectOf(c), c.req.valid('param').campaignId, c.req.valid('json'), actingOf(c)),
      200,
    ),
  );
  for (const route of getRoutes)
    app.openapi(route, async (c) => {
      const { memberId, campaignId } = memberOf(c.req.valid('param'));
      return c.json(await readMember(dbOf(c), projectOf(c), memberId, campaignId), 200);
    });
  for (const route of balanceRoutes)
    app.openapi(route, async (c) => {
      const input = { projectId: projectOf(c), ...memberOf(c.req.valid('param')) };
      return c.json(await changeMemberBalance(dbOf(c), input, c.req.valid('json'), actingOf(c)), 200);
    });
  app.openapi(transferRoute, async (c) => {
    const input = { projectId: projectOf(c), ...c.req.valid('param') };
    return c.json(await transferPoints(dbOf(c), input, c.req.valid('json'), actingOf(c)), 200);
  });
  for (const route of activityRoutes)
    app.openapi(route, async (c) => {
      const query = { projectId: projectOf(c), ...memberOf(c.req.valid('param')), ...c.req.valid('query') };
      const { data, hasMore } = await readMemberActivity(dbOf(c), query);
      // The next page starts after the last entry, as `starting_after_id` takes it.
      const next = hasMore ? { more_starting_after: data.at(-1)!.id } : {};
      return c.json({ object: 'list' as const, data_ref: 'data' as const, data, has_more: hasMore, ...next }, 200);
    });
}
