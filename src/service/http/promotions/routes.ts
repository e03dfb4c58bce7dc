import { createRoute, z } from '@hono/zod-openapi';
import { promotionTierListSchema, promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findTier, listTiers, setTierActive } from '../../store/repositories/promotion-tiers.ts';
import { dbOf, now } from '../context.ts';
import { notFound } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { presentTiers } from '../../operations/promotions/present.ts';

const auth = [serverAuth(['api', 'promotions'])];
const tierParams = z.object({ promotionTierId: z.string() });
const tierResponse = (description: string) => ({
  200: { description, content: { 'application/json': { schema: promotionTierSchema } } },
  ...errorResponses(401, 403, 404),
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/{campaignId}/tiers',
  tags: ['Promotions'],
  middleware: auth,
  request: { params: z.object({ campaignId: z.string() }) },
  responses: {
    200: {
      description: "A promotion campaign's tiers by hierarchy",
      content: { 'application/json': { schema: promotionTierListSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/tiers/{promotionTierId}',
  tags: ['Promotions'],
  middleware: auth,
  request: { params: tierParams },
  responses: tierResponse('A promotion tier'),
});
const enableRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/tiers/{promotionTierId}/enable',
  tags: ['Promotions'],
  middleware: auth,
  request: { params: tierParams },
  responses: tierResponse('The tier, now active'),
});
const disableRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/tiers/{promotionTierId}/disable',
  tags: ['Promotions'],
  middleware: auth,
  request: { params: tierParams },
  responses: tierResponse('The tier, now inactive'),
});

export function registerPromotionRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const db = dbOf(c);
    const { campaignId } = c.req.valid('param');
    if (!(await findCampaign(db, projectOf(c), campaignId))) throw notFound('campaign', campaignId);
    const tiers = await presentTiers(db, await listTiers(db, campaignId));
    return c.json(
      { object: 'list' as const, data_ref: 'tiers' as const, tiers, total: tiers.length, has_more: false },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const { promotionTierId } = c.req.valid('param');
    const row = await findTier(dbOf(c), projectOf(c), promotionTierId);
    if (!row) throw notFound('promotion_tier', promotionTierId);
    const [tier] = await presentTiers(dbOf(c), [row]);
    return c.json(tier!, 200);
  });

  for (const [route, active] of [
    [enableRoute, true],
    [disableRoute, false],
  ] as const) {
    app.openapi(route, async (c) => {
      const { promotionTierId } = c.req.valid('param');
      const projectId = projectOf(c);
      const tier = await dbOf(c).transaction(async (tx) => {
        if (!(await setTierActive(tx, projectId, promotionTierId, active, now(c))))
          throw notFound('promotion_tier', promotionTierId);
        const [presented] = await presentTiers(tx, [(await findTier(tx, projectId, promotionTierId))!]);
        return presented!;
      });
      return c.json(tier, 200);
    });
  }
}
