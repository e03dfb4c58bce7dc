import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  earningRuleListQuerySchema,
  earningRuleListSchema,
  earningRuleSchema,
  earningRulesCreateSchema,
  earningRuleUpdateSchema,
} from '../../../contract/earning-rule.ts';
import {
  changeEarningRule,
  createEarningRules,
  readEarningRule,
  readEarningRules,
  removeEarningRule,
  switchEarningRule,
} from '../../operations/loyalties/earning-rules.ts';
import { estimatePoints } from '../../operations/loyalties/estimate.ts';
import { pointsEstimationRequestSchema, pointsEstimationSchema } from '../../../contract/points-estimation.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Loyalties'];
const scopes = ['api', 'loyalties'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const programParams = z.object({ campaignId: z.string().max(200) });
const ruleParams = programParams.extend({ earningRuleId: z.string().max(100) });
const rulesPath = '/v1/loyalties/{campaignId}/earning-rules';
const rulePath = `${rulesPath}/{earningRuleId}`;

const listRoute = createRoute({
  method: 'get',
  path: rulesPath,
  tags,
  middleware: readAuth,
  request: { params: programParams, query: earningRuleListQuerySchema },
  responses: {
    200: jsonAnswer("The program's earning rules, newest first unless `order` says otherwise", earningRuleListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const createRulesRoute = createRoute({
  method: 'post',
  path: rulesPath,
  tags,
  middleware: writeAuth,
  request: { params: programParams, ...jsonBody(earningRulesCreateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The new earning rules, in the order sent', z.array(earningRuleSchema)),
    ...errorResponses(400, 401, 403, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: rulePath,
  tags,
  middleware: readAuth,
  request: { params: ruleParams },
  responses: { 200: jsonAnswer('An earning rule', earningRuleSchema), ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: rulePath,
  tags,
  middleware: writeAuth,
  request: { params: ruleParams, ...jsonBody(earningRuleUpdateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The earning rule as it now is', earningRuleSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: rulePath,
  tags,
  middleware: writeAuth,
  request: { params: ruleParams },
  responses: { 204: { description: 'The earning rule is gone' }, ...errorResponses(401, 403, 404) },
});
const switchRoute = (action: 'enable' | 'disable') =>
  createRoute({
    method: 'post',
    path: `${rulePath}/${action}`,
    tags,
    middleware: writeAuth,
    request: { params: ruleParams },
    responses: {
      ...(action === 'enable' && heldForApproval),
      200: jsonAnswer(`The earning rule, ${action}d`, earningRuleSchema),
      ...errorResponses(401, 403, 404),
    },
  });
/** The legacy points estimation: what the program's order-paid rules would give the customer for the order. */
const estimateRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/{campaignId}/qualifications',
  tags,
  middleware: readAuth,
  request: { params: programParams, ...jsonBody(pointsEstimationRequestSchema) },
  responses: {
    200: jsonAnswer('The program and the points its earning rules would give for the order', pointsEstimationSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerEarningRuleRoutes(app: Router) {
  app.openapi(estimateRoute, async (c) => {
    const input = {
      projectId: projectOf(c),
      ...c.req.valid('param'),
      request: c.req.valid('json'),
      at: actingOf(c).at,
    };
    return c.json(await estimatePoints(dbOf(c), input), 200);
  });
  app.openapi(listRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    return c.json(await readEarningRules(dbOf(c), projectOf(c), campaignId, c.req.valid('query')), 200);
  });
  app.openapi(createRulesRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const rules = await createEarningRules(dbOf(c), projectOf(c), campaignId, c.req.valid('json'), actingOf(c));
    if (isHeld(rules)) return c.json(rules.held, 202);
    return c.json(rules, 200);
  });
  app.openapi(getRoute, async (c) => {
    const { campaignId, earningRuleId } = c.req.valid('param');
    return c.json(await readEarningRule(dbOf(c), projectOf(c), campaignId, earningRuleId), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { campaignId, earningRuleId } = c.req.valid('param');
    const request = c.req.valid('json');
    const rule = await changeEarningRule(dbOf(c), projectOf(c), campaignId, earningRuleId, request, actingOf(c));
    if (isHeld(rule)) return c.json(rule.held, 202);
    return c.json(rule, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { campaignId, earningRuleId } = c.req.valid('param');
    await removeEarningRule(dbOf(c), projectOf(c), campaignId, earningRuleId, actingOf(c));
    return c.body(null, 204);
  });
  for (const action of ['enable', 'disable'] as const)
    app.openapi(switchRoute(action), async (c) => {
      const { campaignId, earningRuleId } = c.req.valid('param');
      const active = action === 'enable';
      const rule = await switchEarningRule(dbOf(c), projectOf(c), campaignId, earningRuleId, active, actingOf(c));
      if (isHeld(rule)) return c.json(rule.held, 202);
      return c.json(rule, 200);
    });
}
