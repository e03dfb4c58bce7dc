import { createRoute, z } from '@hono/zod-openapi';
import {
  productCreateSchema,
  productDeleteQuerySchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productUpdateSchema,
  skuCreateSchema,
  skuListSchema,
  skuSchema,
  skuUpdateSchema,
} from '../../../contract/product.ts';
import {
  changeProduct,
  createProduct,
  readProduct,
  readProductPage,
  removeProduct,
} from '../../operations/products/products.ts';
import { changeSku, createSku, readSku, readSkuPage, removeSku } from '../../operations/products/skus.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Products'];
const scopes = ['api', 'products'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const productParams = z.object({ productId: z.string().max(200) });
const skuParams = productParams.extend({ skuId: z.string().max(200) });

const listRoute = createRoute({
  method: 'get',
  path: '/v1/products',
  tags,
  middleware: readAuth,
  request: { query: productListQuerySchema },
  responses: { 200: jsonAnswer('A page of products', productListSchema), ...errorResponses(400, 401, 403) },
});
const createProductRoute = createRoute({
  method: 'post',
  path: '/v1/products',
  tags,
  middleware: writeAuth,
  request: jsonBody(productCreateSchema),
  responses: {
    200: jsonAnswer('The new product, or the one its id or source_id named, updated', productSchema),
    ...errorResponses(400, 401, 403, 409),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/products/{productId}',
  tags,
  middleware: readAuth,
  request: { params: productParams },
  responses: { 200: jsonAnswer('A product with its SKUs', productSchema), ...errorResponses(401, 403, 404) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/products/{productId}',
  tags,
  middleware: writeAuth,
  request: { params: productParams, ...jsonBody(productUpdateSchema) },
  responses: { 200: jsonAnswer('The product as it now is', productSchema), ...errorResponses(400, 401, 403, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/products/{productId}',
  tags,
  middleware: writeAuth,
  request: { params: productParams, query: productDeleteQuerySchema },
  responses: {
    204: { description: 'The product and its SKUs are in the bin (with force=true, gone for good)' },
    ...errorResponses(400, 401, 403, 404),
  },
});
const skuGetRoute = createRoute({
  method: 'get',
  path: '/v1/skus/{skuId}',
  tags,
  middleware: [serverAuth(['api', 'SKUs', 'products'], 'campaigns:read')],
  request: { params: z.object({ skuId: z.string().max(200) }) },
  responses: { 200: jsonAnswer('A SKU', skuSchema), ...errorResponses(401, 403, 404) },
});
const skuListRoute = createRoute({
  method: 'get',
  path: '/v1/products/{productId}/skus',
  tags,
  middleware: readAuth,
  request: { params: productParams, query: productListQuerySchema },
  responses: { 200: jsonAnswer("A page of the product's SKUs", skuListSchema), ...errorResponses(400, 401, 403, 404) },
});
const skuCreateRoute = createRoute({
  method: 'post',
  path: '/v1/products/{productId}/skus',
  tags,
  middleware: writeAuth,
  request: { params: productParams, ...jsonBody(skuCreateSchema) },
  responses: {
    200: jsonAnswer('The new SKU, or the one its id or source_id named, updated', skuSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const skuUpdateRoute = createRoute({
  method: 'put',
  path: '/v1/products/{productId}/skus/{skuId}',
  tags,
  middleware: writeAuth,
  request: { params: skuParams, ...jsonBody(skuUpdateSchema) },
  responses: { 200: jsonAnswer('The SKU as it now is', skuSchema), ...errorResponses(400, 401, 403, 404) },
});
const skuDeleteRoute = createRoute({
  method: 'delete',
  path: '/v1/products/{productId}/skus/{skuId}',
  tags,
  middleware: writeAuth,
  request: { params: skuParams, query: productDeleteQuerySchema },
  responses: {
    204: { description: 'The SKU is in the bin (with force=true, gone for good)' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerProductRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readProductPage(dbOf(c), projectOf(c), c.req.valid('query')), 200));
  app.openapi(createProductRoute, async (c) =>
    c.json(await createProduct(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await readProduct(dbOf(c), projectOf(c), c.req.valid('param').productId), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const { productId } = c.req.valid('param');
    return c.json(await changeProduct(dbOf(c), projectOf(c), productId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const mode = c.req.valid('query').force ? 'permanent' : 'bin';
    await removeProduct(dbOf(c), projectOf(c), c.req.valid('param').productId, actingOf(c), mode);
    return c.body(null, 204);
  });
  app.openapi(skuGetRoute, async (c) => c.json(await readSku(dbOf(c), projectOf(c), c.req.valid('param').skuId), 200));
  app.openapi(skuListRoute, async (c) => {
    const { productId } = c.req.valid('param');
    return c.json(await readSkuPage(dbOf(c), projectOf(c), productId, c.req.valid('query')), 200);
  });
  app.openapi(skuCreateRoute, async (c) => {
    const { productId } = c.req.valid('param');
    return c.json(await createSku(dbOf(c), projectOf(c), productId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(skuUpdateRoute, async (c) => {
    const { productId, skuId } = c.req.valid('param');
    return c.json(await changeSku(dbOf(c), projectOf(c), productId, skuId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(skuDeleteRoute, async (c) => {
    const { productId, skuId } = c.req.valid('param');
    const mode = c.req.valid('query').force ? 'permanent' : 'bin';
    await removeSku(dbOf(c), projectOf(c), productId, skuId, actingOf(c), mode);
    return c.body(null, 204);
  });
}
