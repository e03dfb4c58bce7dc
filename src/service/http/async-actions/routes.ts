import { createRoute, z } from '@hono/zod-openapi';
import {
  asyncActionListQuerySchema,
  asyncActionListSchema,
  asyncActionSchema,
} from '../../../contract/async-action.ts';
import { readAsyncAction, readAsyncActions } from '../../operations/async-actions/read.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const tags = ['Async Actions'];
const readAuth = [serverAuth(['api', 'async-actions'] as const, 'campaigns:read')];

const listRoute = createRoute({
  method: 'get',
  path: '/v1/async-actions',
  tags,
  middleware: readAuth,
  request: { query: asyncActionListQuerySchema },
  responses: {
    200: jsonAnswer("The project's async actions, newest first", asyncActionListSchema),
    ...errorResponses(400, 401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/async-actions/{asyncActionId}',
  tags,
  middleware: readAuth,
  request: { params: z.object({ asyncActionId: z.string() }) },
  responses: {
    200: jsonAnswer('The async action, with its result once it is done', asyncActionSchema),
    ...errorResponses(401, 403, 404),
  },
});

export function registerAsyncActionRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readAsyncActions(dbOf(c), projectOf(c), c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await readAsyncAction(dbOf(c), projectOf(c), c.req.valid('param').asyncActionId), 200),
  );
}
