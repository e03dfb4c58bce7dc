import { createRoute, z } from '@hono/zod-openapi';
import { rewardRedemptionRequestSchema, rewardRedemptionSchema } from '../../../contract/reward.ts';
import { redeemReward } from '../../operations/loyalties/redeem-reward.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Loyalties'];
const redeemAuth = [serverAuth(['api', 'loyalties'] as const, 'redemptions:redeem')];

const request = jsonBody(rewardRedemptionRequestSchema);
const responses = {
  200: jsonAnswer("The redemption of the member's points for the reward", rewardRedemptionSchema),
  ...errorResponses(400, 401, 403, 404),
};
const programRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/{campaignId}/members/{memberId}/redemption',
  tags,
  middleware: redeemAuth,
  request: { params: z.object({ campaignId: z.string(), memberId: z.string() }), ...request },
  responses,
});
const memberRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/members/{memberId}/redemption',
  tags,
  middleware: redeemAuth,
  request: { params: z.object({ memberId: z.string() }), ...request },
  responses,
});

export function registerRewardRedemptionRoutes(app: Router) {
  app.openapi(programRoute, async (c) => {
    const { campaignId, memberId } = c.req.valid('param');
    return c.json(
      await redeemReward(dbOf(c), projectOf(c), memberId, campaignId, c.req.valid('json'), actingOf(c)),
      200,
    );
  });
  app.openapi(memberRoute, async (c) => {
    const { memberId } = c.req.valid('param');
    return c.json(
      await redeemReward(dbOf(c), projectOf(c), memberId, undefined, c.req.valid('json'), actingOf(c)),
      200,
    );
  });
}
