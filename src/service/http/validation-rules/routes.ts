import { createRoute, z } from '@hono/zod-openapi';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { readRule } from '../../operations/validation-rules/read.ts';
import { dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const getRoute = createRoute({
  method: 'get',
  path: '/v1/validation-rules/{validationRuleId}',
  tags: ['Validation Rules'],
  middleware: [serverAuth(['api', 'validation-rules'], 'campaigns:read')],
  request: { params: z.object({ validationRuleId: z.string() }) },
  responses: {
    200: { description: 'A validation rule', content: { 'application/json': { schema: validationRuleSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

export function registerValidationRuleRoutes(app: Router) {
  app.openapi(getRoute, async (c) =>
    c.json(await readRule(dbOf(c), projectOf(c), c.req.valid('param').validationRuleId), 200),
  );
}
