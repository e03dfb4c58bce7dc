import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  managementStackingRulesListSchema,
  managementStackingRulesSchema,
  stackingRulesChangeSchema,
} from '../../../contract/stacking-rules.ts';
import {
  createStackingRules,
  deleteStackingRules,
  readStackingRules,
  updateStackingRules,
} from '../../operations/management/stacking-rules.ts';
import { managementAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { accountNow } from '../clock.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/** The official stacking rules operations: reading is the campaigns' reading, changing them the campaigns' writing. */

const path = '/management/v1/projects/{projectId}/stacking-rules';
const projectParams = z.object({ projectId: z.string() });
const rulesParams = z.object({ projectId: z.string(), stackingRulesId: z.string() });
const answer = jsonAnswer("The project's stacking rules", managementStackingRulesSchema);
const tags = ['Management'];

const listRoute = createRoute({
  method: 'get',
  path,
  tags,
  middleware: [managementAuth('campaigns:read')],
  request: { params: projectParams },
  responses: {
    200: jsonAnswer("The project's one set of stacking rules", managementStackingRulesListSchema),
    ...errorResponses(401, 403, 404),
  },
});
const createRulesRoute = createRoute({
  method: 'post',
  path,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: projectParams, ...jsonBody(stackingRulesChangeSchema) },
  responses: { ...heldForApproval, 200: answer, ...errorResponses(400, 401, 403, 404, 409) },
});
const getRoute = createRoute({
  method: 'get',
  path: `${path}/{stackingRulesId}`,
  tags,
  middleware: [managementAuth('campaigns:read')],
  request: { params: rulesParams },
  responses: { 200: answer, ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: `${path}/{stackingRulesId}`,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: rulesParams, ...jsonBody(stackingRulesChangeSchema) },
  responses: { ...heldForApproval, 200: answer, ...errorResponses(400, 401, 403, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: `${path}/{stackingRulesId}`,
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: rulesParams },
  responses: { ...heldForApproval, 204: { description: 'The defaults apply again' }, ...errorResponses(401, 403, 404) },
});

export function registerStackingRulesRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const rules = await readStackingRules(dbOf(c), c.req.valid('param').projectId);
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data: [rules], total: 1 as const }, 200);
  });
  app.openapi(createRulesRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    const rules = await createStackingRules(dbOf(c), projectId, c.req.valid('json'), actingOf(c, accountNow));
    if (isHeld(rules)) return c.json(rules.held, 202);
    return c.json(rules, 200);
  });
  app.openapi(getRoute, async (c) => {
    const { projectId, stackingRulesId } = c.req.valid('param');
    return c.json(await readStackingRules(dbOf(c), projectId, stackingRulesId), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { projectId, stackingRulesId } = c.req.valid('param');
    const change = c.req.valid('json');
    const rules = await updateStackingRules(dbOf(c), projectId, stackingRulesId, change, actingOf(c, accountNow));
    if (isHeld(rules)) return c.json(rules.held, 202);
    return c.json(rules, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { projectId, stackingRulesId } = c.req.valid('param');
    const removed = await deleteStackingRules(dbOf(c), projectId, stackingRulesId, actingOf(c, accountNow));
    if (isHeld(removed)) return c.json(removed.held, 202);
    return c.body(null, 204);
  });
}
