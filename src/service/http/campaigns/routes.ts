import { queryBooleanSchema } from '../../../contract/common.ts';
import { asyncActionScheduledSchema } from '../../../contract/async-action.ts';
import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  campaignDuplicateSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  campaignSwitchResponseSchema,
  campaignUpdateSchema,
} from '../../../contract/campaign.ts';
import { campaignCreatedSchema, campaignCreateSchema } from '../../../contract/campaign-create.ts';
import { managementAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { createCampaignFromRequest } from '../../operations/campaigns/create-request.ts';
import { deleteCampaign } from '../../operations/campaigns/delete.ts';
import { duplicateCampaign } from '../../operations/campaigns/duplicate.ts';
import { updateCampaignSettings } from '../../operations/campaigns/update.ts';
import { presentCampaigns } from '../../operations/campaigns/present.ts';
import { liveCampaignIdOf, readCampaign, readCampaignPage } from '../../operations/campaigns/read.ts';
import { switchCampaign } from '../../operations/campaigns/switch.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const auth = [serverAuth(['api', 'campaigns'], 'campaigns:read')];

const listRoute = createRoute({
  method: 'get',
  path: '/v1/campaigns',
  tags: ['Campaigns'],
  middleware: auth,
  request: { query: campaignListQuerySchema },
  responses: {
    200: {
      description: 'Campaigns, newest first by default',
      content: { 'application/json': { schema: campaignListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v1/campaigns/{campaignId}',
  tags: ['Campaigns'],
  middleware: auth,
  request: { params: z.object({ campaignId: z.string() }) },
  responses: {
    200: { description: 'A campaign', content: { 'application/json': { schema: campaignSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

const switchRoute = (action: 'enable' | 'disable') =>
  createRoute({
    method: 'post',
    path: `/v1/campaigns/{campaignId}/${action}`,
    tags: ['Campaigns'],
    middleware: [serverAuth(['api', 'campaigns'], 'campaigns:write')],
    request: { params: z.object({ campaignId: z.string() }) },
    responses: {
      200: {
        description: `The campaign is ${action}d; the answer is empty, as the hosted API's`,
        content: { 'application/json': { schema: campaignSwitchResponseSchema } },
      },
      ...errorResponses(401, 403, 404),
      ...(action === 'enable' && heldForApproval),
    },
  });

const writeAuth = [serverAuth(['api', 'campaigns'], 'campaigns:write')];
const campaignParams = z.object({ campaignId: z.string() });

const updateRoute = createRoute({
  method: 'put',
  path: '/v1/campaigns/{campaignId}',
  tags: ['Campaigns'],
  middleware: writeAuth,
  request: {
    params: campaignParams,
    body: { required: true, content: { 'application/json': { schema: campaignUpdateSchema } } },
  },
  responses: {
    ...heldForApproval,
    200: { description: 'The campaign as it now is', content: { 'application/json': { schema: campaignSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/v1/campaigns',
  tags: ['Campaigns'],
  middleware: writeAuth,
  request: { body: { required: true, content: { 'application/json': { schema: campaignCreateSchema } } } },
  responses: {
    200: {
      description: 'The new campaign, its codes generated; a promotion with its tiers',
      content: { 'application/json': { schema: campaignCreatedSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/campaigns/{campaignId}',
  tags: ['Campaigns'],
  middleware: writeAuth,
  request: {
    params: campaignParams,
    query: z.object({ force: queryBooleanSchema.optional() }),
  },
  responses: {
    202: jsonAnswer(
      'The campaign is in the bin (or, with force=true, gone for good): listed nowhere, its codes stop, its name is free; the CAMPAIGN.VOUCHERS_DELETE action that records it',
      asyncActionScheduledSchema,
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

const duplicateRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/campaigns/{campaignId}/duplicate',
  tags: ['Campaigns'],
  middleware: [managementAuth('campaigns:write')],
  request: {
    params: z.object({ projectId: z.string(), campaignId: z.string() }),
    body: { required: true, content: { 'application/json': { schema: campaignDuplicateSchema } } },
  },
  responses: {
    200: {
      description: "Promodesk's own: the copy, with new copies of the rules and new codes",
      content: { 'application/json': { schema: campaignSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function registerCampaignRoutes(app: Router) {
  app.openapi(createRouteDef, async (c) => {
    const campaign = await createCampaignFromRequest(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c));
    return c.json(campaign, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const campaignId = await liveCampaignIdOf(dbOf(c), projectOf(c), c.req.valid('param').campaignId);
    const campaign = await updateCampaignSettings(dbOf(c), projectOf(c), campaignId, c.req.valid('json'), actingOf(c));
    if (isHeld(campaign)) return c.json(campaign.held, 202);
    return c.json(campaign, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const mode = c.req.valid('query').force ? 'permanent' : 'bin';
    const campaignId = await liveCampaignIdOf(dbOf(c), projectOf(c), c.req.valid('param').campaignId);
    const actionId = await deleteCampaign(dbOf(c), projectOf(c), campaignId, actingOf(c), mode);
    return c.json({ async_action_id: actionId }, 202);
  });

  app.openapi(duplicateRoute, async (c) => {
    const { projectId, campaignId } = c.req.valid('param');
    const campaign = await duplicateCampaign(dbOf(c), projectId, campaignId, c.req.valid('json').name, actingOf(c));
    return c.json(campaign, 200);
  });

  app.openapi(listRoute, async (c) => {
    const page = await readCampaignPage(dbOf(c), projectOf(c), c.req.valid('query'));
    return c.json(
      {
        object: 'list' as const,
        data_ref: 'campaigns' as const,
        campaigns: presentCampaigns(page, actingOf(c).at),
        total: page.total,
      },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const loaded = await readCampaign(dbOf(c), projectOf(c), c.req.valid('param').campaignId);
    const [campaign] = presentCampaigns(loaded, actingOf(c).at);
    return c.json(campaign!, 200);
  });

  for (const [route, active] of [
    [switchRoute('enable'), true],
    [switchRoute('disable'), false],
  ] as const) {
    app.openapi(route, async (c) => {
      const campaignId = await liveCampaignIdOf(dbOf(c), projectOf(c), c.req.valid('param').campaignId);
      const result = await switchCampaign(dbOf(c), projectOf(c), campaignId, active, actingOf(c));
      if (isHeld(result)) return c.json(result.held, 202);
      return c.json({}, 200);
    });
  }
}
