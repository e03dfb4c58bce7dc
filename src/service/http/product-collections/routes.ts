import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  collectionProductsQuerySchema,
  collectionProductsSchema,
  productCollectionCreateSchema,
  productCollectionListQuerySchema,
  productCollectionListSchema,
  productCollectionSchema,
  productCollectionUpdateSchema,
} from '../../../contract/product-collection.ts';
import {
  changeCollection,
  createCollection,
  readCollection,
  readCollectionPage,
  readCollectionProducts,
  removeCollection,
} from '../../operations/products/collections.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Product collections'];
const scopes = ['api', 'product-collections'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const collectionParams = z.object({ productCollectionId: z.string().max(200) });

const listRoute = createRoute({
  method: 'get',
  path: '/v1/product-collections',
  tags,
  middleware: readAuth,
  request: { query: productCollectionListQuerySchema },
  responses: {
    200: jsonAnswer('A page of product collections', productCollectionListSchema),
    ...errorResponses(400, 401, 403),
  },
});
const createCollectionRoute = createRoute({
  method: 'post',
  path: '/v1/product-collections',
  tags,
  middleware: writeAuth,
  request: jsonBody(productCollectionCreateSchema),
  responses: {
    200: jsonAnswer('The new product collection', productCollectionSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/product-collections/{productCollectionId}',
  tags,
  middleware: readAuth,
  request: { params: collectionParams },
  responses: { 200: jsonAnswer('A product collection', productCollectionSchema), ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/product-collections/{productCollectionId}',
  tags,
  middleware: writeAuth,
  request: { params: collectionParams, ...jsonBody(productCollectionUpdateSchema) },
  responses: {
    ...heldForApproval,
    200: jsonAnswer('The product collection as it now is', productCollectionSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/product-collections/{productCollectionId}',
  tags,
  middleware: writeAuth,
  request: { params: collectionParams },
  responses: {
    ...heldForApproval,
    204: { description: 'The collection is gone; its products stay' },
    ...errorResponses(401, 403, 404),
  },
});
const productsRoute = createRoute({
  method: 'get',
  path: '/v1/product-collections/{productCollectionId}/products',
  tags,
  middleware: readAuth,
  request: { params: collectionParams, query: collectionProductsQuerySchema },
  responses: {
    200: jsonAnswer('The products and SKUs in the collection now', collectionProductsSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerProductCollectionRoutes(app: Router) {
  app.openapi(listRoute, async (c) =>
    c.json(await readCollectionPage(dbOf(c), projectOf(c), c.req.valid('query')), 200),
  );
  app.openapi(createCollectionRoute, async (c) =>
    c.json(await createCollection(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await readCollection(dbOf(c), projectOf(c), c.req.valid('param').productCollectionId), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const { productCollectionId } = c.req.valid('param');
    const changed = await changeCollection(
      dbOf(c),
      projectOf(c),
      productCollectionId,
      c.req.valid('json'),
      actingOf(c),
    );
    if (isHeld(changed)) return c.json(changed.held, 202);
    return c.json(changed, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const removed = await removeCollection(
      dbOf(c),
      projectOf(c),
      c.req.valid('param').productCollectionId,
      actingOf(c),
    );
    if (isHeld(removed)) return c.json(removed.held, 202);
    return c.body(null, 204);
  });
  app.openapi(productsRoute, async (c) => {
    const { productCollectionId } = c.req.valid('param');
    return c.json(await readCollectionProducts(dbOf(c), projectOf(c), productCollectionId, c.req.valid('query')), 200);
  });
}
