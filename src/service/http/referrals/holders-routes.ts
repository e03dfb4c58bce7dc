import { createRoute, z } from '@hono/zod-openapi';
import {
  referralHolderListQuerySchema,
  referralHolderListSchema,
  referralHoldersAddedSchema,
  referralHoldersAddSchema,
} from '../../../contract/referral-holder.ts';
import { addReferralHolders, readReferralHolders, removeReferralHolder } from '../../operations/referrals/holders.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Referrals'];
const scopes = ['api', 'referrals'] as const;

/** Each holders request exists with and without the campaign in its path, as the official API has both. */
function holderRoutes(prefix: '/v1/referrals/{campaignId}' | '/v1/referrals') {
  const withCampaign = prefix.includes('{campaignId}');
  const params = withCampaign
    ? z.object({ campaignId: z.string(), memberId: z.string() })
    : z.object({ memberId: z.string() });
  const path = `${prefix}/members/{memberId}/holders`;
  return {
    add: createRoute({
      method: 'post',
      path,
      tags,
      middleware: [serverAuth(scopes, 'campaigns:write')],
      request: { params, ...jsonBody(referralHoldersAddSchema) },
      responses: {
        200: jsonAnswer('The holders of the code among the customers sent', referralHoldersAddedSchema),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    list: createRoute({
      method: 'get',
      path,
      tags,
      middleware: [serverAuth(scopes, 'campaigns:read')],
      request: { params, query: referralHolderListQuerySchema },
      responses: {
        200: jsonAnswer("A referral code's holders, its referrer and referees", referralHolderListSchema),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    remove: createRoute({
      method: 'delete',
      path: `${path}/{holderId}`,
      tags,
      middleware: [serverAuth(scopes, 'campaigns:write')],
      request: { params: params.extend({ holderId: z.string() }) },
      responses: { 204: { description: 'The holder no longer holds the code' }, ...errorResponses(401, 403, 404) },
    }),
  };
}

export function registerReferralHolderRoutes(app: Router) {
  for (const prefix of ['/v1/referrals/{campaignId}', '/v1/referrals'] as const) {
    const routes = holderRoutes(prefix);
    const pathOf = (c: { req: { param: (name: string) => string | undefined } }, projectId: string) => ({
      projectId,
      memberId: c.req.param('memberId')!,
      ...(c.req.param('campaignId') !== undefined && { campaignId: c.req.param('campaignId') }),
    });
    app.openapi(routes.add, async (c) =>
      c.json(await addReferralHolders(dbOf(c), pathOf(c, projectOf(c)), c.req.valid('json'), actingOf(c)), 200),
    );
    app.openapi(routes.list, async (c) =>
      c.json(await readReferralHolders(dbOf(c), pathOf(c, projectOf(c)), c.req.valid('query')), 200),
    );
    app.openapi(routes.remove, async (c) => {
      await removeReferralHolder(dbOf(c), pathOf(c, projectOf(c)), c.req.param('holderId')!, actingOf(c));
      return c.body(null, 204);
    });
  }
}
