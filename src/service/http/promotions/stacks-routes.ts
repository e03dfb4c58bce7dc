import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  promotionStackCreateSchema,
  promotionStackListQuerySchema,
  promotionStackListSchema,
  promotionStackSchema,
  promotionStackUpdateSchema,
} from '../../../contract/promotion-stack.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import {
  changeStack,
  createStack,
  readCampaignStacks,
  readProjectStacks,
  readStack,
  removeStack,
} from '../../operations/promotions/stacks.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const read = [serverAuth(['api', 'promotions'], 'campaigns:read')];
const write = [serverAuth(['api', 'promotions'], 'campaigns:write')];
const campaignParams = z.object({ campaignId: z.string() });
const stackParams = z.object({ campaignId: z.string(), stackId: z.string() });
const listContent = { 'application/json': { schema: promotionStackListSchema } };
const stackContent = { 'application/json': { schema: promotionStackSchema } };

const projectListRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/stacks',
  tags: ['Promotions'],
  middleware: read,
  request: { query: promotionStackListQuerySchema },
  responses: {
    200: { description: "The project's promotion stacks, a page at a time", content: listContent },
    ...errorResponses(400, 401, 403),
  },
});
const campaignListRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/{campaignId}/stacks',
  tags: ['Promotions'],
  middleware: read,
  request: { params: campaignParams },
  responses: {
    200: { description: "A promotion's stacks, oldest first", content: listContent },
    ...errorResponses(401, 403, 404),
  },
});
const createStackRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/{campaignId}/stacks',
  tags: ['Promotions'],
  middleware: write,
  request: {
    params: campaignParams,
    body: { required: true, content: { 'application/json': { schema: promotionStackCreateSchema } } },
  },
  responses: {
    ...heldForApproval,
    200: { description: 'The new stack', content: stackContent },
    ...errorResponses(400, 401, 403, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/{campaignId}/stacks/{stackId}',
  tags: ['Promotions'],
  middleware: read,
  request: { params: stackParams },
  responses: { 200: { description: 'A promotion stack', content: stackContent }, ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/promotions/{campaignId}/stacks/{stackId}',
  tags: ['Promotions'],
  middleware: write,
  request: {
    params: stackParams,
    body: { required: true, content: { 'application/json': { schema: promotionStackUpdateSchema } } },
  },
  responses: {
    ...heldForApproval,
    200: { description: 'The stack as it now is', content: stackContent },
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/promotions/{campaignId}/stacks/{stackId}',
  tags: ['Promotions'],
  middleware: write,
  request: { params: stackParams },
  responses: {
    ...heldForApproval,
    204: { description: 'The stack is gone; its tiers stay' },
    ...errorResponses(401, 403, 404),
  },
});

export function registerPromotionStackRoutes(app: Router) {
  app.openapi(projectListRoute, async (c) =>
    c.json(await readProjectStacks(dbOf(c), projectOf(c), c.req.valid('query')), 200),
  );
  app.openapi(campaignListRoute, async (c) =>
    c.json(await readCampaignStacks(dbOf(c), projectOf(c), c.req.valid('param').campaignId), 200),
  );
  app.openapi(createStackRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const stack = await createStack(dbOf(c), projectOf(c), campaignId, c.req.valid('json'), actingOf(c));
    if (isHeld(stack)) return c.json(stack.held, 202);
    return c.json(stack, 200);
  });
  app.openapi(getRoute, async (c) => {
    const { campaignId, stackId } = c.req.valid('param');
    return c.json(await readStack(dbOf(c), projectOf(c), campaignId, stackId), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { campaignId, stackId } = c.req.valid('param');
    const stack = await changeStack(dbOf(c), projectOf(c), campaignId, stackId, c.req.valid('json'), actingOf(c));
    if (isHeld(stack)) return c.json(stack.held, 202);
    return c.json(stack, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { campaignId, stackId } = c.req.valid('param');
    const removed = await removeStack(dbOf(c), projectOf(c), campaignId, stackId, actingOf(c));
    if (isHeld(removed)) return c.json(removed.held, 202);
    return c.body(null, 204);
  });
}
