import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  memberRewardListQuerySchema,
  memberRewardListSchema,
  programSideAssignmentCreateSchema,
  rewardAssignmentListSchema,
  rewardAssignmentSchema,
  rewardAssignmentUpdateSchema,
  rewardListQuerySchema,
  rewardSchema,
} from '../../../contract/reward.ts';
import { readMemberRewards } from '../../operations/loyalties/member-rewards.ts';
import {
  changeAssignment,
  createAssignments,
  readAssignedReward,
  readAssignment,
  readAssignments,
  removeAssignment,
} from '../../operations/rewards/assignments.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/* The program side of reward assignments: the same operations as /v1/rewards/{rewardId}/assignments. */
const tags = ['Loyalties'];
const scopes = ['api', 'loyalties'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const programParams = z.object({ campaignId: z.string() });
const assignmentParams = z.object({ campaignId: z.string(), assignmentId: z.string() });

const memberRewardsRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/members/{memberId}/rewards',
  tags,
  middleware: readAuth,
  request: { params: z.object({ memberId: z.string() }), query: memberRewardListQuerySchema },
  responses: {
    200: jsonAnswer("The rewards of the member's program", memberRewardListSchema),
    ...errorResponses(401, 403, 404),
  },
});
const listRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    middleware: readAuth,
    request: { params: programParams, query: rewardListQuerySchema },
    responses: {
      200: jsonAnswer("The program's rewards with their prices", rewardAssignmentListSchema),
      ...errorResponses(401, 403, 404),
    },
  });
const getRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    middleware: readAuth,
    request: { params: assignmentParams },
    responses: { 200: jsonAnswer('An assignment', rewardAssignmentSchema), ...errorResponses(401, 403, 404) },
  });
const createAssignmentsRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/{campaignId}/rewards',
  tags,
  middleware: writeAuth,
  request: { params: programParams, ...jsonBody(programSideAssignmentCreateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The new assignments', z.array(rewardAssignmentSchema)),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/loyalties/{campaignId}/rewards/{assignmentId}',
  tags,
  middleware: writeAuth,
  request: { params: assignmentParams, ...jsonBody(rewardAssignmentUpdateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The assignment as it now is', rewardAssignmentSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/loyalties/{campaignId}/rewards/{assignmentId}',
  tags,
  middleware: writeAuth,
  request: { params: assignmentParams },
  responses: { 204: { description: 'The program no longer offers the reward' }, ...errorResponses(401, 403, 404) },
});
const assignedRewardRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/reward-assignments/{assignmentId}/reward',
  tags,
  middleware: readAuth,
  request: { params: assignmentParams },
  responses: { 200: jsonAnswer('The reward of the assignment', rewardSchema), ...errorResponses(401, 403, 404) },
});

export function registerLoyaltyRewardRoutes(app: Router) {
  // First: /v1/loyalties/members/{memberId}/rewards is not a program's assignment.
  app.openapi(memberRewardsRoute, async (c) => {
    const affordable = c.req.valid('query').affordable_only === true;
    return c.json(await readMemberRewards(dbOf(c), projectOf(c), c.req.valid('param').memberId, affordable), 200);
  });
  for (const path of ['/v1/loyalties/{campaignId}/rewards', '/v1/loyalties/{campaignId}/reward-assignments'])
    app.openapi(listRoute(path), async (c) => {
      const { campaignId } = c.req.valid('param');
      return c.json(await readAssignments(dbOf(c), projectOf(c), { campaignId }, c.req.valid('query')), 200);
    });
  for (const path of [
    '/v1/loyalties/{campaignId}/rewards/{assignmentId}',
    '/v1/loyalties/{campaignId}/reward-assignments/{assignmentId}',
  ])
    app.openapi(getRoute(path), async (c) => {
      const { campaignId, assignmentId } = c.req.valid('param');
      return c.json(await readAssignment(dbOf(c), projectOf(c), { campaignId }, assignmentId), 200);
    });
  app.openapi(assignedRewardRoute, async (c) => {
    const { campaignId, assignmentId } = c.req.valid('param');
    return c.json(await readAssignedReward(dbOf(c), projectOf(c), campaignId, assignmentId), 200);
  });
  app.openapi(createAssignmentsRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const writes = c.req
      .valid('json')
      .map((item) => ({ rewardId: item.reward, campaignId, points: item.parameters?.loyalty.points }));
    const assignments = await createAssignments(dbOf(c), projectOf(c), writes, actingOf(c));
    if (isHeld(assignments)) return c.json(assignments.held, 202);
    return c.json(assignments, 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { campaignId, assignmentId } = c.req.valid('param');
    const points = c.req.valid('json').parameters.loyalty.points;
    const assignment = await changeAssignment(dbOf(c), projectOf(c), { campaignId }, assignmentId, points, actingOf(c));
    if (isHeld(assignment)) return c.json(assignment.held, 202);
    return c.json(assignment, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { campaignId, assignmentId } = c.req.valid('param');
    await removeAssignment(dbOf(c), projectOf(c), { campaignId }, assignmentId, actingOf(c));
    return c.body(null, 204);
  });
}
