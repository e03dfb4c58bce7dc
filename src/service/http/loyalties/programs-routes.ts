import { asyncActionScheduledSchema } from '../../../contract/async-action.ts';
import { queryBooleanSchema } from '../../../contract/common.ts';
import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { campaignSchema, campaignUpdateSchema } from '../../../contract/campaign.ts';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import {
  loyaltyProgramCreateSchema,
  loyaltyProgramListQuerySchema,
  loyaltyProgramListSchema,
} from '../../../contract/loyalty-program.ts';
import {
  createLoyaltyProgram,
  deleteLoyaltyProgram,
  readLoyaltyProgram,
  readLoyaltyProgramPage,
  updateLoyaltyProgram,
} from '../../operations/loyalties/programs.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const readAuth = [serverAuth(['api', 'loyalties'] as const, 'campaigns:read')];
const writeAuth = [serverAuth(['api', 'loyalties'] as const, 'campaigns:write')];
const params = z.object({ campaignId: z.string().max(100) });
const tags = ['Loyalties'];

const listRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties',
  tags,
  middleware: readAuth,
  request: { query: loyaltyProgramListQuerySchema },
  responses: {
    200: {
      description: 'Loyalty programs, newest first by default',
      content: { 'application/json': { schema: loyaltyProgramListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const createProgramRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties',
  tags,
  middleware: writeAuth,
  request: { body: { required: true, content: { 'application/json': { schema: loyaltyProgramCreateSchema } } } },
  responses: {
    200: {
      description: 'The new loyalty program, its cards generated',
      content: { 'application/json': { schema: campaignCreatedSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}',
  tags,
  middleware: readAuth,
  request: { params },
  responses: {
    200: { description: 'A loyalty program', content: { 'application/json': { schema: campaignSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/v1/loyalties/{campaignId}',
  tags,
  middleware: writeAuth,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: campaignUpdateSchema } } },
  },
  responses: {
    ...heldForApproval,
    200: {
      description: 'The loyalty program as it now is',
      content: { 'application/json': { schema: campaignSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/loyalties/{campaignId}',
  tags,
  middleware: writeAuth,
  request: { params, query: z.object({ force: queryBooleanSchema.optional() }) },
  responses: {
    200: jsonAnswer(
      'The program and its cards are in the bin, done before the answer; the CAMPAIGN.VOUCHERS_DELETE action that records it',
      asyncActionScheduledSchema,
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerLoyaltyProgramRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const page = await readLoyaltyProgramPage(dbOf(c), projectOf(c), c.req.valid('query'), actingOf(c).at);
    return c.json({ object: 'list' as const, data_ref: 'campaigns' as const, ...page }, 200);
  });

  app.openapi(createProgramRoute, async (c) => {
    const program = await createLoyaltyProgram(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c));
    return c.json(program, 200);
  });

  app.openapi(getRoute, async (c) => {
    const program = await readLoyaltyProgram(dbOf(c), projectOf(c), c.req.valid('param').campaignId, actingOf(c).at);
    return c.json(program, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const program = await updateLoyaltyProgram(dbOf(c), projectOf(c), campaignId, c.req.valid('json'), actingOf(c));
    if (isHeld(program)) return c.json(program.held, 202);
    return c.json(program, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const mode = c.req.valid('query').force ? 'permanent' : 'bin';
    const actionId = await deleteLoyaltyProgram(
      dbOf(c),
      projectOf(c),
      c.req.valid('param').campaignId,
      actingOf(c),
      mode,
    );
    return c.json({ async_action_id: actionId }, 200);
  });
}
