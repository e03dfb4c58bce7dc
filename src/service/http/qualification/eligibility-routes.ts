import { createRoute } from '@hono/zod-openapi';
import {
  qualificationsRequestSchema,
  qualificationsResponseSchema,
  supportedQualificationScenarios,
  type QualificationsRequest,
} from '../../../contract/qualifications.ts';
import { invalidField } from '../../operations/failures.ts';
import { checkEligibility } from '../../operations/qualification/check-eligibility.ts';
import { prepareStackedRequest } from '../../operations/redemptions/evaluate.ts';
import { projectNow } from '../clock.ts';
import { dbOf, modelOf } from '../context.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const eligibilityRoute = (side: 'client' | 'server') =>
  createRoute({
    method: 'post',
    path: side === 'client' ? '/client/v1/qualifications' : '/v1/qualifications',
    tags: [side === 'client' ? 'Client-side' : 'Qualifications'],
    middleware: [
      side === 'client'
        ? clientAuth(['client_api', 'client_qualifications'], 'campaigns:read')
        : serverAuth(['api', 'qualifications'], 'campaigns:read'),
    ],
    request: jsonBody(qualificationsRequestSchema),
    responses: {
      200: jsonAnswer('The redeemables the customer and order qualify for, newest first', qualificationsResponseSchema),
      ...errorResponses(400, 401, 403, 404),
    },
  });

const supported: readonly string[] = supportedQualificationScenarios;

/** What Promodesk does not do is refused, so a caller never reads an unnarrowed answer as a narrowed one. */
function refuseUnsupported(body: QualificationsRequest) {
  if (body.scenario && !supported.includes(body.scenario))
    throw invalidField('scenario', `${body.scenario} is not supported: use ${supported.join(' or ')}`);
  const sorting = body.options?.sorting_rule;
  if (sorting && sorting !== 'DEFAULT')
    throw invalidField('options.sorting_rule', 'only DEFAULT (newest first) is supported');
  if (body.session) throw invalidField('session', 'not supported: a qualification reserves nothing');
}

/** Check eligibility, server- and client-side: one operation, the client form with the client keys and origin. */
export function registerEligibilityRoutes(app: Router) {
  for (const route of [eligibilityRoute('server'), eligibilityRoute('client')])
    app.openapi(route, async (c) => {
      const body = c.req.valid('json');
      refuseUnsupported(body);
      const db = dbOf(c);
      const projectId = projectOf(c);
      const model = await modelOf(c);
      const stackingRules = await prepareStackedRequest(db, model, projectId, { redeemables: [] });
      return c.json(await checkEligibility(db, { projectId, model, body, stackingRules, at: projectNow(c) }), 200);
    });
}
