import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { categoryListSchema, categoryWriteSchema } from '../../../contract/category.ts';
import { categorySchema, queryBooleanSchema } from '../../../contract/common.ts';
import {
  changeCategory,
  createCategory,
  readCategories,
  readCategory,
  removeCategory,
} from '../../operations/categories/categories.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Categories'];
const scopes = ['api', 'categories'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const categoryParams = z.object({ categoryId: z.string() });

const listRoute = createRoute({
  method: 'get',
  path: '/v1/categories',
  tags,
  middleware: readAuth,
  responses: {
    200: jsonAnswer("The project's categories, newest first", categoryListSchema),
    ...errorResponses(401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/categories/{categoryId}',
  tags,
  middleware: readAuth,
  request: { params: categoryParams },
  responses: { 200: jsonAnswer('A category', categorySchema), ...errorResponses(401, 403, 404) },
});
const createCategoryRoute = createRoute({
  method: 'post',
  path: '/v1/categories',
  tags,
  middleware: writeAuth,
  request: jsonBody(categoryWriteSchema),
  responses: { 200: jsonAnswer('The new category', categorySchema), ...errorResponses(400, 401, 403, 409) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/categories/{categoryId}',
  tags,
  middleware: writeAuth,
  request: { params: categoryParams, ...jsonBody(categoryWriteSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The category as it now is', categorySchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/categories/{categoryId}',
  tags,
  middleware: writeAuth,
  request: {
    params: categoryParams,
    query: z.object({
      remove_from_stacking_rules: queryBooleanSchema
        .optional()
        .describe('Also take the category off the stacking rules that name it; without it, such a delete is a 400'),
    }),
  },
  responses: {
    ...heldForApproval,
    204: { description: 'The category is gone; what was in it has no category' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerCategoryRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readCategories(dbOf(c), projectOf(c)), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await readCategory(dbOf(c), projectOf(c), c.req.valid('param').categoryId), 200),
  );
  app.openapi(createCategoryRoute, async (c) =>
    c.json(await createCategory(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const { categoryId } = c.req.valid('param');
    const category = await changeCategory(dbOf(c), projectOf(c), categoryId, c.req.valid('json'), actingOf(c));
    if (isHeld(category)) return c.json(category.held, 202);
    return c.json(category, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { categoryId } = c.req.valid('param');
    const force = c.req.valid('query').remove_from_stacking_rules ?? false;
    const removed = await removeCategory(dbOf(c), projectOf(c), categoryId, force, actingOf(c));
    if (isHeld(removed)) return c.json(removed.held, 202);
    return c.body(null, 204);
  });
}
