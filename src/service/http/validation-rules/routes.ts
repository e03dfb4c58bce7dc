import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  allAssignmentsQuerySchema,
  validationRuleAssignmentCreateSchema,
  validationRuleAssignmentListQuerySchema,
  validationRuleAssignmentListSchema,
  validationRuleAssignmentSchema,
} from '../../../contract/validation-rule-assignment.ts';
import {
  validationRuleCreateSchema,
  validationRuleListSchema,
  validationRuleSchema,
  validationRuleUpdateSchema,
} from '../../../contract/validation-rule.ts';
import { validationRuleListQuerySchema } from '../../../contract/validation-rule-query.ts';
import { ruleValidationRequestSchema, ruleValidationResponseSchema } from '../../../contract/rule-validation.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import {
  assignRule,
  changeRule,
  createRule,
  removeRule,
  unassignRule,
} from '../../operations/validation-rules/change.ts';
import { readAssignmentPage, readRule, readRulePage } from '../../operations/validation-rules/read.ts';
import { validateRule } from '../../operations/validation-rules/validate.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Validation Rules'];
const scopes = ['api', 'validation-rules'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const ruleParams = z.object({ validationRuleId: z.string() });

const listRoute = createRoute({
  method: 'get',
  path: '/v1/validation-rules',
  tags,
  middleware: readAuth,
  request: { query: validationRuleListQuerySchema },
  responses: { 200: jsonAnswer('Rules, newest first', validationRuleListSchema), ...errorResponses(400, 401, 403) },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/validation-rules/{validationRuleId}',
  tags,
  middleware: readAuth,
  request: { params: ruleParams },
  responses: { 200: jsonAnswer('A validation rule', validationRuleSchema), ...errorResponses(401, 403, 404) },
});
const createRuleRoute = createRoute({
  method: 'post',
  path: '/v1/validation-rules',
  tags,
  middleware: writeAuth,
  request: jsonBody(validationRuleCreateSchema),
  responses: { 200: jsonAnswer('The new rule', validationRuleSchema), ...errorResponses(400, 401, 403) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/validation-rules/{validationRuleId}',
  tags,
  middleware: writeAuth,
  request: { params: ruleParams, ...jsonBody(validationRuleUpdateSchema) },
  responses: {
    200: jsonAnswer('The rule as it now is', validationRuleSchema),
    ...errorResponses(400, 401, 403, 404),
    ...heldForApproval,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/validation-rules/{validationRuleId}',
  tags,
  middleware: writeAuth,
  request: { params: ruleParams },
  responses: {
    204: { description: 'The rule is gone, and off every campaign and tier it guarded' },
    ...errorResponses(401, 403, 404),
    ...heldForApproval,
  },
});
const assignRoute = createRoute({
  method: 'post',
  path: '/v1/validation-rules/{validationRuleId}/assignments',
  tags,
  middleware: writeAuth,
  request: { params: ruleParams, ...jsonBody(validationRuleAssignmentCreateSchema) },
  responses: {
    200: jsonAnswer('The rule now guards the object', validationRuleAssignmentSchema),
    ...errorResponses(400, 401, 403, 404, 409),
    ...heldForApproval,
  },
});
const unassignRoute = createRoute({
  method: 'delete',
  path: '/v1/validation-rules/{validationRuleId}/assignments/{assignmentId}',
  tags,
  middleware: writeAuth,
  request: { params: ruleParams.extend({ assignmentId: z.string() }) },
  responses: {
    204: { description: 'The rule no longer guards the object' },
    ...errorResponses(401, 403, 404),
    ...heldForApproval,
  },
});
const allAssignmentsRoute = createRoute({
  method: 'get',
  path: '/v1/validation-rules-assignments',
  tags,
  middleware: [serverAuth(['api', 'validation-rules-assignments'], 'campaigns:read')],
  request: { query: allAssignmentsQuerySchema },
  responses: {
    200: jsonAnswer('Rule assignments of the project, newest first', validationRuleAssignmentListSchema),
    ...errorResponses(400, 401, 403),
  },
});
const ruleAssignmentsRoute = createRoute({
  method: 'get',
  path: '/v1/validation-rules/{validationRuleId}/assignments',
  tags,
  middleware: readAuth,
  request: { params: ruleParams, query: validationRuleAssignmentListQuerySchema },
  responses: {
    200: jsonAnswer("The rule's assignments (none for an unknown rule)", validationRuleAssignmentListSchema),
    ...errorResponses(400, 401, 403),
  },
});
const validateRoute = createRoute({
  method: 'post',
  path: '/v1/validation-rules/{validationRuleId}/validation',
  tags,
  middleware: readAuth,
  request: { params: ruleParams, ...jsonBody(ruleValidationRequestSchema) },
  responses: {
    200: jsonAnswer('Whether the customer and order pass the rule', ruleValidationResponseSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerValidationRuleRoutes(app: Router) {
  app.openapi(validateRoute, async (c) => {
    const { validationRuleId } = c.req.valid('param');
    return c.json(await validateRule(dbOf(c), projectOf(c), validationRuleId, c.req.valid('json')), 200);
  });
  app.openapi(allAssignmentsRoute, async (c) =>
    c.json(await readAssignmentPage(dbOf(c), projectOf(c), c.req.valid('query')), 200),
  );
  app.openapi(ruleAssignmentsRoute, async (c) => {
    const rule = c.req.valid('param').validationRuleId;
    return c.json(await readAssignmentPage(dbOf(c), projectOf(c), { ...c.req.valid('query'), rule }), 200);
  });
  app.openapi(listRoute, async (c) => c.json(await readRulePage(dbOf(c), projectOf(c), c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await readRule(dbOf(c), projectOf(c), c.req.valid('param').validationRuleId), 200),
  );
  app.openapi(createRuleRoute, async (c) =>
    c.json(await createRule(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const { validationRuleId } = c.req.valid('param');
    const changed = await changeRule(dbOf(c), projectOf(c), validationRuleId, c.req.valid('json'), actingOf(c));
    if (isHeld(changed)) return c.json(changed.held, 202);
    return c.json(changed, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const held = await removeRule(dbOf(c), projectOf(c), c.req.valid('param').validationRuleId, actingOf(c));
    if (held) return c.json(held.held, 202);
    return c.body(null, 204);
  });
  app.openapi(assignRoute, async (c) => {
    const { validationRuleId } = c.req.valid('param');
    const assigned = await assignRule(dbOf(c), projectOf(c), validationRuleId, c.req.valid('json'), actingOf(c));
    if (isHeld(assigned)) return c.json(assigned.held, 202);
    return c.json(assigned, 200);
  });
  app.openapi(unassignRoute, async (c) => {
    const { validationRuleId, assignmentId } = c.req.valid('param');
    const held = await unassignRule(dbOf(c), projectOf(c), validationRuleId, assignmentId, actingOf(c));
    if (held) return c.json(held.held, 202);
    return c.body(null, 204);
  });
}
