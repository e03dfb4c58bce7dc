import { createRoute, z } from '@hono/zod-openapi';
import { campaignSummaryQuerySchema, campaignSummarySchema } from '../../../contract/campaign-summary.ts';
import { readCampaignSummary } from '../../operations/campaigns/summary.ts';
import { actingOf, dbOf } from '../context.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const summaryRoute = createRoute({
  method: 'get',
  path: '/v1/campaigns/{campaignId}/summary',
  tags: ['Campaigns'],
  middleware: [serverAuth(['api', 'campaigns'], 'campaigns:read')],
  request: { params: z.object({ campaignId: z.string().min(1).max(200) }), query: campaignSummaryQuerySchema },
  responses: {
    200: jsonAnswer(
      "The campaign's redemption, rollback, order, code, publication and balance figures, all time or in the days named",
      campaignSummarySchema,
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerCampaignSummaryRoutes(app: Router) {
  app.openapi(summaryRoute, async (c) => {
    const input = {
      projectId: projectOf(c),
      campaignId: c.req.valid('param').campaignId,
      query: c.req.valid('query'),
      now: actingOf(c).at,
    };
    return c.json(await readCampaignSummary(dbOf(c), input), 200);
  });
}
