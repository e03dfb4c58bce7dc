import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  loyaltyTierListQuerySchema,
  loyaltyTierListSchema,
  loyaltyTierSchema,
  loyaltyTiersCreateSchema,
} from '../../../contract/loyalty-tier.ts';
import { createTiers, readMemberTiers, readTier, readTiers } from '../../operations/loyalties/tiers.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Loyalties'];
const scopes = ['api', 'loyalties'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const programParams = z.object({ campaignId: z.string() });

const listRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/tiers',
  tags,
  middleware: readAuth,
  request: { params: programParams, query: loyaltyTierListQuerySchema },
  responses: {
    200: jsonAnswer("A program's tiers, lowest range first unless ordered", loyaltyTierListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const createTiersRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/{campaignId}/tiers',
  tags,
  middleware: [serverAuth(scopes, 'campaigns:write')],
  request: { params: programParams, ...jsonBody(loyaltyTiersCreateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The new tiers, in the order sent', z.array(loyaltyTierSchema)),
    ...errorResponses(400, 401, 403, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/tiers/{loyaltyTierId}',
  tags,
  middleware: readAuth,
  request: { params: programParams.extend({ loyaltyTierId: z.string() }) },
  responses: { 200: jsonAnswer('A loyalty tier', loyaltyTierSchema), ...errorResponses(401, 403, 404) },
});
const memberTiersRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/members/{memberId}/tiers',
  tags,
  middleware: readAuth,
  request: { params: z.object({ memberId: z.string() }) },
  responses: {
    200: jsonAnswer(
      "The member's current tier, with when it started and ends (none below every tier)",
      loyaltyTierListSchema,
    ),
    ...errorResponses(401, 403, 404),
  },
});

export function registerLoyaltyTierRoutes(app: Router) {
  app.openapi(listRoute, async (c) =>
    c.json(await readTiers(dbOf(c), projectOf(c), c.req.valid('param').campaignId, c.req.valid('query')), 200),
  );
  app.openapi(createTiersRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const tiers = await createTiers(dbOf(c), projectOf(c), campaignId, c.req.valid('json'), actingOf(c));
    if (isHeld(tiers)) return c.json(tiers.held, 202);
    return c.json(tiers, 200);
  });
  app.openapi(getRoute, async (c) => {
    const { campaignId, loyaltyTierId } = c.req.valid('param');
    return c.json(await readTier(dbOf(c), projectOf(c), campaignId, loyaltyTierId), 200);
  });
  app.openapi(memberTiersRoute, async (c) =>
    c.json(await readMemberTiers(dbOf(c), projectOf(c), c.req.valid('param').memberId), 200),
  );
}
