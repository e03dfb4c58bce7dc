import { createRoute, z } from '@hono/zod-openapi';
import { campaignBudgetSchema } from '../../../contract/campaign-budget.ts';
import { readCampaignBudget } from '../../operations/budgets/read.ts';
import { managementAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const budgetRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/campaigns/{campaignId}/budget',
  tags: ['Budgets'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: z.object({ projectId: z.string(), campaignId: z.string().max(100) }) },
  responses: {
    200: jsonAnswer(
      "A campaign's budgets: spent, left, the last 30 days and the run-out forecast",
      campaignBudgetSchema,
    ),
    ...errorResponses(401, 403, 404),
  },
});

export function registerBudgetRoutes(app: Router) {
  app.openapi(budgetRoute, async (c) => {
    const { projectId, campaignId } = c.req.valid('param');
    return c.json(await readCampaignBudget(dbOf(c), projectId, campaignId, actingOf(c).at), 200);
  });
}
