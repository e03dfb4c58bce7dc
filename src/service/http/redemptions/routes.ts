import { createRoute } from '@hono/zod-openapi';
import { clientRedemptionRequestSchema, clientRedemptionResponseSchema } from '../../../contract/redemption.ts';
import { clientAuth, projectOf } from '../../auth/guards.ts';
import { actingOf, dbOf, modelOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { prepareStackedRequest } from '../../operations/redemptions/evaluate.ts';
import { redeem } from '../../operations/redemptions/redeem.ts';

const route = createRoute({
  method: 'post',
  path: '/client/v1/redemptions',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_redemptions'], 'redemptions:redeem')],
  request: { body: { required: true, content: { 'application/json': { schema: clientRedemptionRequestSchema } } } },
  responses: {
    200: {
      description: 'The stacked redemption: parent, children, calculated order, inapplicable and skipped redeemables',
      content: { 'application/json': { schema: clientRedemptionResponseSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerRedemptionRoutes(app: Router) {
  app.openapi(route, async (c) => {
    const db = dbOf(c);
    const projectId = projectOf(c);
    const request = c.req.valid('json');
    const model = await modelOf(c);
    const stackingRules = await prepareStackedRequest(db, model, projectId, request);

    const principal = c.get('principal');
    const channel =
      principal.kind === 'person'
        ? { channel_id: principal.userId, channel_type: 'USER' as const }
        : { channel_id: principal.kind === 'management' ? '' : principal.clientId, channel_type: 'API' as const };
    const outcome = await redeem(db, { projectId, model, request, stackingRules, channel, acting: actingOf(c) });
    // The failed redemption is committed above; only then does the request answer with the error.
    if (!outcome.ok) throw outcome.failure;
    return c.json(outcome.body, 200);
  });
}
