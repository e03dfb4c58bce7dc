import { createRoute, z } from '@hono/zod-openapi';
import { earningRuleListSchema } from '../../../contract/earning-rule.ts';
import { tierEarningRuleListQuerySchema, tierRewardListSchema } from '../../../contract/loyalty-tier-mappings.ts';
import { readTierEarningRules, readTierRewards } from '../../operations/loyalties/tier-mappings.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const tags = ['Loyalties'];
const readAuth = [serverAuth(['api', 'loyalties'] as const, 'campaigns:read')];
const tierParams = z.object({ campaignId: z.string(), loyaltyTierId: z.string() });

const earningRulesRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/tiers/{loyaltyTierId}/earning-rules',
  tags,
  middleware: readAuth,
  request: { params: tierParams, query: tierEarningRuleListQuerySchema },
  responses: {
    200: jsonAnswer("The program's earning rules, each with the points it gives in the tier", earningRuleListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const rewardsRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/tiers/{loyaltyTierId}/rewards',
  tags,
  middleware: readAuth,
  request: { params: tierParams },
  responses: {
    200: jsonAnswer("The program's rewards at the tier's points price", tierRewardListSchema),
    ...errorResponses(401, 403, 404),
  },
});

export function registerLoyaltyTierMappingRoutes(app: Router) {
  app.openapi(earningRulesRoute, async (c) => {
    const { campaignId, loyaltyTierId } = c.req.valid('param');
    const ids = { campaignId, tierId: loyaltyTierId };
    return c.json(await readTierEarningRules(dbOf(c), projectOf(c), ids, c.req.valid('query')), 200);
  });
  app.openapi(rewardsRoute, async (c) => {
    const { campaignId, loyaltyTierId } = c.req.valid('param');
    return c.json(await readTierRewards(dbOf(c), projectOf(c), { campaignId, tierId: loyaltyTierId }), 200);
  });
}
