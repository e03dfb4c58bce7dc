import { redemptionFiltersSchema } from '../../../contract/redemption-filters.ts';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  redemptionRollbackSchema,
  rollbackQuerySchema,
  rollbackRequestSchema,
  stackedRollbackSchema,
  type RollbackQuery,
  type RollbackRequest,
} from '../../../contract/redemption-rollback.ts';
import { rollBackRedemption } from '../../operations/redemptions/rollback.ts';
import { readRedemption, readRedemptionPage } from '../../operations/redemptions/history.ts';
import { readBracketFilters } from '../bracket-query.ts';
import type { AppEnv } from '../env.ts';
import {
  clientRedemptionRequestSchema,
  clientRedemptionResponseSchema,
  type ClientRedemptionRequest,
  redemptionListQuerySchema,
  redemptionListSchema,
  redemptionSchema,
} from '../../../contract/redemption.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf, modelOf, redemptionChannelOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { resolveStackedRequest } from '../../operations/redemptions/resolve-request.ts';
import { redeem } from '../../operations/redemptions/redeem.ts';

/** Stacked redemption, client- and server-side: one engine, the same body and answer. */
const stackedRedemptionRoute = (path: string, side: 'client' | 'server') =>
  createRoute({
    method: 'post',
    path,
    tags: [side === 'client' ? 'Client-side' : 'Redemptions'],
    middleware: [
      side === 'client'
        ? clientAuth(['client_api', 'client_redemptions'], 'redemptions:redeem')
        : serverAuth(['api', 'redemptions'], 'redemptions:redeem'),
    ],
    request: { body: { required: true, content: { 'application/json': { schema: clientRedemptionRequestSchema } } } },
    responses: {
      200: {
        description: 'The stacked redemption: parent, children, calculated order, inapplicable and skipped redeemables',
        content: { 'application/json': { schema: clientRedemptionResponseSchema } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });

const rollbackRequest = {
  params: z.object({ redemptionId: z.string() }),
  query: rollbackQuerySchema,
  body: { required: false, content: { 'application/json': { schema: rollbackRequestSchema } } },
};
const rollbackAuth = [serverAuth(['api', 'redemptions'], 'redemptions:redeem')];

/** The hosted API's rollback of one redemption; here a stacked redemption's parent, which takes its children along. */
const rollbackRoute = createRoute({
  method: 'post',
  path: '/v1/redemptions/{redemptionId}/rollback',
  tags: ['Redemptions'],
  middleware: rollbackAuth,
  request: rollbackRequest,
  responses: {
    200: {
      description: "The parent's rollback; every successful child is rolled back with it",
      content: { 'application/json': { schema: redemptionRollbackSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const stackedRollbackRoute = createRoute({
  method: 'post',
  path: '/v1/redemptions/{redemptionId}/rollbacks',
  tags: ['Redemptions'],
  middleware: rollbackAuth,
  request: rollbackRequest,
  responses: {
    200: {
      description: "Every child's rollback, the parent's and the canceled order",
      content: { 'application/json': { schema: stackedRollbackSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/redemptions',
  tags: ['Redemptions'],
  middleware: [serverAuth(['api', 'redemptions'], 'campaigns:read')],
  request: { query: redemptionListQuerySchema },
  responses: {
    200: {
      description:
        "Stacked redemptions (parents), newest first; with filters[parent_redemption_id][conditions][$is], that stack's redeemables",
      content: { 'application/json': { schema: redemptionListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v1/redemptions/{redemptionId}',
  tags: ['Redemptions'],
  middleware: [serverAuth(['api', 'redemptions'], 'campaigns:read')],
  request: { params: z.object({ redemptionId: z.string() }) },
  responses: {
    200: {
      description: 'A redemption: a stack (its redeemables in related_redemptions) or one redeemable of it',
      content: { 'application/json': { schema: redemptionSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

/** Redeems a stacked request for whoever calls (a person at the desk, or an API key), in the calling project. */
export async function redeemStacked(c: Context<AppEnv>, request: ClientRedemptionRequest) {
  const db = dbOf(c);
  const projectId = projectOf(c);
  const model = await modelOf(c);
  const { request: resolved, stackingRules } = await resolveStackedRequest(db, model, projectId, request);
  return redeem(db, {
    projectId,
    model,
    request: resolved,
    stackingRules,
    channel: redemptionChannelOf(c),
    acting: actingOf(c),
  });
}

export function registerRedemptionRoutes(app: Router) {
  app.openapi(getRoute, async (c) =>
    c.json(await readRedemption(dbOf(c), projectOf(c), c.req.valid('param').redemptionId), 200),
  );

  app.openapi(listRoute, async (c) => {
    const page = await readRedemptionPage(
      dbOf(c),
      projectOf(c),
      c.req.valid('query'),
      readBracketFilters(c.req.url, redemptionFiltersSchema),
    );
    return c.json({ object: 'list' as const, data_ref: 'redemptions' as const, ...page }, 200);
  });

  for (const route of [
    stackedRedemptionRoute('/client/v1/redemptions', 'client'),
    stackedRedemptionRoute('/v1/redemptions', 'server'),
  ])
    app.openapi(route, async (c) => c.json(await redeemStacked(c, c.req.valid('json')), 200));

  const rollBack = (
    c: Context<AppEnv>,
    redemptionId: string,
    query: RollbackQuery,
    body: RollbackRequest | undefined,
  ) =>
    rollBackRedemption(dbOf(c), {
      projectId: projectOf(c),
      redemptionId,
      reason: query.reason ?? body?.reason,
      trackingId: query.tracking_id,
      metadata: body?.metadata,
      channel: redemptionChannelOf(c),
      acting: actingOf(c),
    });
  app.openapi(rollbackRoute, async (c) => {
    const stack = await rollBack(c, c.req.valid('param').redemptionId, c.req.valid('query'), c.req.valid('json'));
    return c.json(stack.parent_rollback, 200);
  });
  app.openapi(stackedRollbackRoute, async (c) =>
    c.json(await rollBack(c, c.req.valid('param').redemptionId, c.req.valid('query'), c.req.valid('json')), 200),
  );
}
