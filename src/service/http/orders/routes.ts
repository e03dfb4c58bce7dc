import { createRoute, z } from '@hono/zod-openapi';
import {
  orderCalculatedSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderListSchema,
  orderUpdateSchema,
} from '../../../contract/order.ts';
import { exportSchema } from '../../../contract/export.ts';
import { ordersExportRequestSchema } from '../../../contract/export-kinds.ts';
import { presentExport } from '../../operations/exports/present.ts';
import { scheduleExport } from '../../operations/exports/schedule.ts';
import { readOrder, readOrderPage } from '../../operations/orders/read.ts';
import { createOrder, updateOrder } from '../../operations/orders/write.ts';
import { actingOf, dbOf } from '../context.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { channelOf } from '../exports/kind-routes.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Orders'];
const scopes = ['api', 'orders'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
// Orders are what a till writes: the permission of redeeming at one.
const writeAuth = [serverAuth(scopes, 'redemptions:redeem')];
const orderParams = z.object({ orderId: z.string().min(1).max(200) });
const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: orderCalculatedSchema } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/orders',
  tags,
  middleware: readAuth,
  request: { query: orderListQuerySchema },
  responses: {
    200: {
      description: "A page of the project's orders, oldest first unless `order` says otherwise",
      content: { 'application/json': { schema: orderListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/orders/{orderId}',
  tags,
  middleware: readAuth,
  request: { params: orderParams },
  responses: {
    200: answer('The order (by id or source id) with its redemptions'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const createOrderRoute = createRoute({
  method: 'post',
  path: '/v1/orders',
  tags,
  middleware: writeAuth,
  request: jsonBody(orderCreateSchema),
  responses: {
    200: answer('The new order, or the order its id or source id names, updated'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/orders/{orderId}',
  tags,
  middleware: writeAuth,
  request: { params: orderParams, ...jsonBody(orderUpdateSchema) },
  responses: { 200: answer('The order as it now is'), ...errorResponses(400, 401, 403, 404, 409) },
});
/** The `order` export of `POST /v1/exports`, on the orders' own path. */
const exportRoute = createRoute({
  method: 'post',
  path: '/v1/orders/export',
  tags,
  middleware: [serverAuth(scopes, 'exports:create')],
  request: jsonBody(ordersExportRequestSchema),
  responses: { 200: jsonAnswer('The export of orders, SCHEDULED', exportSchema), ...errorResponses(400, 401, 403) },
});

export function registerOrderRoutes(app: Router) {
  app.openapi(listRoute, async (c) => c.json(await readOrderPage(dbOf(c), projectOf(c), c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await readOrder(dbOf(c), projectOf(c), c.req.valid('param').orderId), 200));
  app.openapi(createOrderRoute, async (c) =>
    c.json(await createOrder(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    return c.json(await updateOrder(dbOf(c), projectOf(c), orderId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(exportRoute, async (c) => {
    const request = { exported_object: 'order' as const, parameters: c.req.valid('json').parameters };
    const row = await scheduleExport(dbOf(c), { projectId: projectOf(c), channel: channelOf(c), request }, actingOf(c));
    return c.json(presentExport(row, c.get('deps').publicUrl), 200);
  });
}
