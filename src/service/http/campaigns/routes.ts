import { createRoute, z } from '@hono/zod-openapi';
import { campaignListQuerySchema, campaignListSchema, campaignSchema } from '../../../contract/campaign.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { presentCampaigns } from '../../operations/campaigns/present.ts';
import { readCampaign, readCampaignPage } from '../../operations/campaigns/read.ts';
import { dbOf } from '../context.ts';
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
}
