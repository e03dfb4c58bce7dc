import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  promotionValidationQuerySchema,
  promotionValidationRequestSchema,
  promotionValidationSchema,
  tierValidationRequestSchema,
  tierValidationSchema,
  type PromotionValidationRequest,
} from '../../../contract/promotion-validation.ts';
import { invalidField } from '../../operations/failures.ts';
import { prepareStackedRequest } from '../../operations/redemptions/evaluate.ts';
import { validatePromotions } from '../../operations/validations/validate-promotions.ts';
import { validateTier } from '../../operations/validations/validate-tier.ts';
import { projectNow } from '../clock.ts';
import { dbOf, modelOf, redemptionChannelOf } from '../context.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { bodyOfQuery, clientContextQuery } from './single-routes.ts';

const validated = {
  200: {
    description: 'The promotion tiers that apply to the customer and order now, each with its discount',
    content: { 'application/json': { schema: promotionValidationSchema } },
  },
  ...errorResponses(400, 401, 403, 404),
};

const serverRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/validation',
  tags: ['Validations'],
  middleware: [serverAuth(['api', 'promotions'], 'redemptions:redeem')],
  request: {
    query: promotionValidationQuerySchema,
    body: { required: false, content: { 'application/json': { schema: promotionValidationRequestSchema } } },
  },
  responses: validated,
});

const clientRoute = createRoute({
  method: 'get',
  path: '/client/v1/promotions/validation',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_promotions'], 'redemptions:redeem')],
  request: { query: clientContextQuery },
  responses: validated,
});

const tierRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/tiers/{promotionTierId}/validation',
  tags: ['Validations'],
  middleware: [serverAuth(['api', 'promotions'], 'redemptions:redeem')],
  request: {
    params: z.object({ promotionTierId: z.string() }),
    body: { required: false, content: { 'application/json': { schema: tierValidationRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Whether the tier applies to the customer and order now: its discount and the order, or why not',
      content: { 'application/json': { schema: tierValidationSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

/** Narrowing Promodesk does not do is refused, so a caller never reads an unfiltered answer as a filtered one. */
function refuseNarrowing(c: Context<AppEnv>, audienceRulesOnly: boolean | undefined) {
  if (audienceRulesOnly) throw invalidField('audienceRulesOnly', 'not supported: every rule of a tier is judged');
  for (const name of new URL(c.req.url).searchParams.keys())
    if (name.startsWith('filters')) throw invalidField(name, 'not supported: every available tier is judged');
}

async function validate(c: Context<AppEnv>, body: PromotionValidationRequest) {
  const db = dbOf(c);
  const projectId = projectOf(c);
  const model = await modelOf(c);
  const stackingRules = await prepareStackedRequest(db, model, projectId, { ...body, redeemables: [] });
  return validatePromotions(db, { projectId, model, body, stackingRules, at: projectNow(c) });
}

export function registerPromotionValidationRoutes(app: Router) {
  app.openapi(serverRoute, async (c) => {
    refuseNarrowing(c, c.req.valid('query').audienceRulesOnly);
    return c.json(await validate(c, c.req.valid('json') ?? {}), 200);
  });
  app.openapi(tierRoute, async (c) => {
    const db = dbOf(c);
    const projectId = projectOf(c);
    const model = await modelOf(c);
    const body = c.req.valid('json') ?? {};
    const stackingRules = await prepareStackedRequest(db, model, projectId, { ...body, redeemables: [] });
    const input = { projectId, model, stackingRules, at: projectNow(c), channel: redemptionChannelOf(c) };
    return c.json(await validateTier(db, input, c.req.valid('param').promotionTierId, body), 200);
  });
  app.openapi(clientRoute, async (c) => {
    const { gift: _gift, session: _session, ...body } = bodyOfQuery(c.req.url, c.req.valid('query'));
    return c.json(await validate(c, body), 200);
  });
}
