import { createRoute, z } from '@hono/zod-openapi';
import {
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  campaignSwitchResponseSchema,
} from '../../../contract/campaign.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { presentCampaigns } from '../../operations/campaigns/present.ts';
import { readCampaign, readCampaignPage } from '../../operations/campaigns/read.ts';
import { switchCampaign } from '../../operations/campaigns/switch.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

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
    },
  });

export function registerCampaignRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const page = await readCampaignPage(dbOf(c), projectOf(c), c.req.valid('query'));
    return c.json(
      { object: 'list' as const, data_ref: 'campaigns' as const, campaigns: presentCampaigns(page), total: page.total },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const [campaign] = presentCampaigns(await readCampaign(dbOf(c), projectOf(c), c.req.valid('param').campaignId));
    return c.json(campaign!, 200);
  });

  for (const [route, active] of [
    [switchRoute('enable'), true],
    [switchRoute('disable'), false],
  ] as const) {
    app.openapi(route, async (c) => {
      await switchCampaign(dbOf(c), projectOf(c), c.req.valid('param').campaignId, active, actingOf(c));
      return c.json({}, 200);
    });
  }
}
