import { createRoute } from '@hono/zod-openapi';
import { validationRequestSchema, validationResponseSchema } from '../../../contract/validation.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { dbOf, modelOf, redemptionChannelOf } from '../context.ts';
import { projectNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { resolveStackedRequest } from '../../operations/redemptions/resolve-request.ts';
import { validateStacked } from '../../operations/validations/validate.ts';

const validationRoute = (path: string, side: 'client' | 'server') =>
  createRoute({
    method: 'post',
    path,
    tags: [side === 'client' ? 'Client-side' : 'Validations'],
    middleware: [
      side === 'client'
        ? clientAuth(['client_api', 'client_validations'], 'redemptions:redeem')
        : serverAuth(['api', 'validations'], 'redemptions:redeem'),
    ],
    request: { body: { required: true, content: { 'application/json': { schema: validationRequestSchema } } } },
    responses: {
      200: {
        description:
          'Whether the redeemables apply to the order now (valid or not); a LOCK session reserves the applicable vouchers',
        content: { 'application/json': { schema: validationResponseSchema } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });

/** Stacked validation, client- and server-side: the redemption's evaluation without spending anything. */
export function registerValidationRoutes(app: Router) {
  for (const route of [
    validationRoute('/client/v1/validations', 'client'),
    validationRoute('/v1/validations', 'server'),
  ]) {
    app.openapi(route, async (c) => {
      const db = dbOf(c);
      const projectId = projectOf(c);
      const model = await modelOf(c);
      const { request, stackingRules } = await resolveStackedRequest(db, model, projectId, c.req.valid('json'));
      return c.json(
        await validateStacked(db, {
          projectId,
          model,
          request,
          stackingRules,
          at: projectNow(c),
          channel: redemptionChannelOf(c),
        }),
        200,
      );
    });
  }
}
