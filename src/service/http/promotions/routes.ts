import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  promotionTierCreateSchema,
  promotionTierListQuerySchema,
  promotionTierListSchema,
  promotionTierSchema,
  promotionTierUpdateSchema,
} from '../../../contract/promotion-tier.ts';
import { createTier } from '../../operations/promotions/tier-create.ts';
import { changeTier, removeTier } from '../../operations/promotions/tier-change.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { presentTiers } from '../../operations/promotions/present.ts';
import { readCampaignTiers, readProjectTiers, readTier, switchTier } from '../../operations/promotions/tiers.ts';
import { actingOf, dbOf, modelOf } from '../context.ts';
import { projectNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

const read = [serverAuth(['api', 'promotions'], 'campaigns:read')];
const toggle = [serverAuth(['api', 'promotions'], 'promotions:toggle')];
const tierParams = z.object({ promotionTierId: z.string() });
const tierResponse = (description: string) => ({
  200: { description, content: { 'application/json': { schema: promotionTierSchema } } },
  ...errorResponses(401, 403, 404),
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/{campaignId}/tiers',
  tags: ['Promotions'],
  middleware: read,
  request: { params: z.object({ campaignId: z.string() }) },
  responses: {
    200: {
      description: "A promotion campaign's tiers by hierarchy",
      content: { 'application/json': { schema: promotionTierListSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});
const projectListRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/tiers',
  tags: ['Promotions'],
  middleware: read,
  request: { query: promotionTierListQuerySchema },
  responses: {
    200: {
      description: "The project's promotion tiers, a page at a time",
      content: { 'application/json': { schema: promotionTierListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});
/** The client-side list: the hosted one's query, without Promodesk's own `campaign_ids`. */
const clientListRoute = createRoute({
  method: 'get',
  path: '/client/v1/promotions/tiers',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_promotions'], 'campaigns:read')],
  request: { query: promotionTierListQuerySchema.omit({ campaign_ids: true }) },
  responses: {
    200: {
      description: "The project's promotion tiers, a page at a time, for a storefront",
      content: { 'application/json': { schema: promotionTierListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/promotions/tiers/{promotionTierId}',
  tags: ['Promotions'],
  middleware: read,
  request: { params: tierParams },
  responses: tierResponse('A promotion tier'),
});
const enableRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/tiers/{promotionTierId}/enable',
  tags: ['Promotions'],
  middleware: toggle,
  request: { params: tierParams },
  responses: { ...tierResponse('The tier, now active'), ...heldForApproval },
});
const disableRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/tiers/{promotionTierId}/disable',
  tags: ['Promotions'],
  middleware: toggle,
  request: { params: tierParams },
  responses: tierResponse('The tier, now inactive'),
});

const write = [serverAuth(['api', 'promotions'], 'campaigns:write')];
const addRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/{campaignId}/tiers',
  tags: ['Promotions'],
  middleware: write,
  request: {
    params: z.object({ campaignId: z.string() }),
    body: { required: true, content: { 'application/json': { schema: promotionTierCreateSchema } } },
  },
  responses: {
    200: { description: 'The new tier', content: { 'application/json': { schema: promotionTierSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/promotions/tiers/{promotionTierId}',
  tags: ['Promotions'],
  middleware: write,
  request: {
    params: tierParams,
    body: { required: true, content: { 'application/json': { schema: promotionTierUpdateSchema } } },
  },
  responses: {
    200: { description: 'The tier as it now is', content: { 'application/json': { schema: promotionTierSchema } } },
    ...errorResponses(400, 401, 403, 404),
    ...heldForApproval,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/promotions/tiers/{promotionTierId}',
  tags: ['Promotions'],
  middleware: write,
  request: { params: tierParams },
  responses: {
    204: { description: 'The tier, its rule assignments and its place in stacks are gone' },
    ...errorResponses(401, 403, 404, 409),
  },
});

export function registerPromotionRoutes(app: Router) {
  app.openapi(addRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const loaded = await createTier(dbOf(c), projectOf(c), campaignId, c.req.valid('json'), actingOf(c));
    return c.json(presentTiers(loaded)[0]!, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { promotionTierId } = c.req.valid('param');
    const loaded = await changeTier(dbOf(c), projectOf(c), promotionTierId, c.req.valid('json'), actingOf(c));
    if (isHeld(loaded)) return c.json(loaded.held, 202);
    return c.json(presentTiers(loaded)[0]!, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    await removeTier(dbOf(c), projectOf(c), c.req.valid('param').promotionTierId, actingOf(c));
    return c.body(null, 204);
  });

  app.openapi(listRoute, async (c) => {
    const tiers = presentTiers(await readCampaignTiers(dbOf(c), projectOf(c), c.req.valid('param').campaignId));
    return c.json(
      { object: 'list' as const, data_ref: 'tiers' as const, tiers, total: tiers.length, has_more: false },
      200,
    );
  });

  for (const route of [projectListRoute, clientListRoute])
    app.openapi(route, async (c) => {
      const { loaded, total, hasMore } = await readProjectTiers(
        dbOf(c),
        projectOf(c),
        c.req.valid('query'),
        projectNow(c),
      );
      const tiers = presentTiers(loaded);
      return c.json({ object: 'list' as const, data_ref: 'tiers' as const, tiers, total, has_more: hasMore }, 200);
    });

  app.openapi(getRoute, async (c) => {
    const { promotionTierId } = c.req.valid('param');
    const loaded = await readTier(dbOf(c), await modelOf(c), projectOf(c), promotionTierId);
    const [tier] = presentTiers(loaded);
    return c.json(tier!, 200);
  });

  for (const [route, active] of [
    [enableRoute, true],
    [disableRoute, false],
  ] as const) {
    app.openapi(route, async (c) => {
      const loaded = await switchTier(dbOf(c), projectOf(c), c.req.valid('param').promotionTierId, active, actingOf(c));
      if (isHeld(loaded)) return c.json(loaded.held, 202);
      return c.json(presentTiers(loaded)[0]!, 200);
    });
  }
}
