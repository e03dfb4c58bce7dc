import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  rewardAssignmentListSchema,
  rewardAssignmentSchema,
  rewardAssignmentUpdateSchema,
  rewardCreateSchema,
  rewardListQuerySchema,
  rewardListSchema,
  rewardSchema,
  rewardSideAssignmentCreateSchema,
  rewardUpdateSchema,
} from '../../../contract/reward.ts';
import {
  changeAssignment,
  createAssignments,
  readAssignment,
  readAssignments,
  removeAssignment,
} from '../../operations/rewards/assignments.ts';
import { changeReward, createReward, readReward, readRewards, removeReward } from '../../operations/rewards/rewards.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Rewards'];
const scopes = ['api', 'rewards'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const rewardParams = z.object({ rewardId: z.string() });
const assignmentParams = z.object({ rewardId: z.string(), assignmentId: z.string() });
const pageQuery = rewardListQuerySchema.omit({ assignment_id: true });

const listRoute = createRoute({
  method: 'get',
  path: '/v1/rewards',
  tags,
  middleware: readAuth,
  request: { query: rewardListQuerySchema },
  responses: { 200: jsonAnswer("The project's rewards, newest first", rewardListSchema), ...errorResponses(401, 403) },
});
const createRewardRoute = createRoute({
  method: 'post',
  path: '/v1/rewards',
  tags,
  middleware: writeAuth,
  request: jsonBody(rewardCreateSchema),
  responses: { 200: jsonAnswer('The new reward', rewardSchema), ...errorResponses(400, 401, 403, 404) },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/rewards/{rewardId}',
  tags,
  middleware: readAuth,
  request: { params: rewardParams },
  responses: { 200: jsonAnswer('A reward', rewardSchema), ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/rewards/{rewardId}',
  tags,
  middleware: writeAuth,
  request: { params: rewardParams, ...jsonBody(rewardUpdateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The reward as it now is', rewardSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/rewards/{rewardId}',
  tags,
  middleware: writeAuth,
  request: { params: rewardParams },
  responses: {
    204: { description: 'The reward is gone' },
    ...errorResponses(400, 401, 403, 404),
  },
});
const listAssignmentsRoute = createRoute({
  method: 'get',
  path: '/v1/rewards/{rewardId}/assignments',
  tags,
  middleware: readAuth,
  request: { params: rewardParams, query: pageQuery },
  responses: {
    200: jsonAnswer('The programs offering the reward, with its price in each', rewardAssignmentListSchema),
    ...errorResponses(401, 403, 404),
  },
});
const createAssignmentRoute = createRoute({
  method: 'post',
  path: '/v1/rewards/{rewardId}/assignments',
  tags,
  middleware: writeAuth,
  request: { params: rewardParams, ...jsonBody(rewardSideAssignmentCreateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The new assignment', rewardAssignmentSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const getAssignmentRoute = createRoute({
  method: 'get',
  path: '/v1/rewards/{rewardId}/assignments/{assignmentId}',
  tags,
  middleware: readAuth,
  request: { params: assignmentParams },
  responses: { 200: jsonAnswer('An assignment', rewardAssignmentSchema), ...errorResponses(401, 403, 404) },
});
const updateAssignmentRoute = createRoute({
  method: 'put',
  path: '/v1/rewards/{rewardId}/assignments/{assignmentId}',
  tags,
  middleware: writeAuth,
  request: { params: assignmentParams, ...jsonBody(rewardAssignmentUpdateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The assignment as it now is', rewardAssignmentSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteAssignmentRoute = createRoute({
  method: 'delete',
  path: '/v1/rewards/{rewardId}/assignments/{assignmentId}',
  tags,
  middleware: writeAuth,
  request: { params: assignmentParams },
  responses: { 204: { description: 'The program no longer offers the reward' }, ...errorResponses(401, 403, 404) },
});

export function registerRewardRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readRewards(dbOf(c), projectOf(c), c.req.valid('query')), 200));
  app.openapi(createRewardRoute, async (c) =>
    c.json(await createReward(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await readReward(dbOf(c), projectOf(c), c.req.valid('param').rewardId), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const { rewardId } = c.req.valid('param');
    const reward = await changeReward(dbOf(c), projectOf(c), rewardId, c.req.valid('json'), actingOf(c));
    if (isHeld(reward)) return c.json(reward.held, 202);
    return c.json(reward, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await removeReward(dbOf(c), projectOf(c), c.req.valid('param').rewardId, actingOf(c));
    return c.body(null, 204);
  });
  app.openapi(listAssignmentsRoute, async (c) => {
    const { rewardId } = c.req.valid('param');
    return c.json(await readAssignments(dbOf(c), projectOf(c), { rewardId }, c.req.valid('query')), 200);
  });
  app.openapi(createAssignmentRoute, async (c) => {
    const { rewardId } = c.req.valid('param');
    const body = c.req.valid('json');
    const write = {
      rewardId,
      campaignId: body.campaign,
      points: body.parameters?.loyalty.points,
      validationRules: body.validation_rules,
    };
    const created = await createAssignments(dbOf(c), projectOf(c), [write], actingOf(c));
    if (isHeld(created)) return c.json(created.held, 202);
    return c.json(created[0]!, 200);
  });
  app.openapi(getAssignmentRoute, async (c) => {
    const { rewardId, assignmentId } = c.req.valid('param');
    return c.json(await readAssignment(dbOf(c), projectOf(c), { rewardId }, assignmentId), 200);
  });
  app.openapi(updateAssignmentRoute, async (c) => {
    const { rewardId, assignmentId } = c.req.valid('param');
    const points = c.req.valid('json').parameters.loyalty.points;
    const assignment = await changeAssignment(dbOf(c), projectOf(c), { rewardId }, assignmentId, points, actingOf(c));
    if (isHeld(assignment)) return c.json(assignment.held, 202);
    return c.json(assignment, 200);
  });
  app.openapi(deleteAssignmentRoute, async (c) => {
    const { rewardId, assignmentId } = c.req.valid('param');
    await removeAssignment(dbOf(c), projectOf(c), { rewardId }, assignmentId, actingOf(c));
    return c.body(null, 204);
  });
}
