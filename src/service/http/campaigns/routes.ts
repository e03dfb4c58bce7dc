import { createRoute, z } from '@hono/zod-openapi';
import { campaignListQuerySchema, campaignListSchema, campaignSchema } from '../../../contract/campaign.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { findCampaign, pageCampaigns } from '../../store/repositories/campaigns.ts';
import { dbOf } from '../context.ts';
import { notFound } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { presentCampaigns } from '../../operations/campaigns/present.ts';

const auth = [serverAuth(['api', 'campaigns'])];

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
    const db = dbOf(c);
    // The hosted API pages campaigns by page number (at most 100 pages), so OFFSET stays bounded here.
    const { rows, total } = await pageCampaigns(db, projectOf(c), c.req.valid('query'));
    return c.json(
      { object: 'list' as const, data_ref: 'campaigns' as const, campaigns: await presentCampaigns(db, rows), total },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const row = await findCampaign(dbOf(c), projectOf(c), campaignId);
    if (!row) throw notFound('campaign', campaignId);
    const [campaign] = await presentCampaigns(dbOf(c), [row]);
    return c.json(campaign!, 200);
  });
}
