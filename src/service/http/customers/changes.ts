import { createRoute, z } from '@hono/zod-openapi';
import {
  customerPermanentDeletionSchema,
  customerRequestSchema,
  customerSchema,
  customerUpdateSchema,
} from '../../../contract/customer.ts';
import {
  createCustomer,
  deleteCustomer,
  eraseCustomerPermanently,
  updateCustomer,
} from '../../operations/customers/change.ts';
import { actingOf, dbOf } from '../context.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';

const tags = ['Customers'];
// Customers are part of running a program: the same permission as changing campaigns and handing out codes.
const writeAuth = [serverAuth(['api', 'customers'] as const, 'campaigns:write')];
const params = z.object({ customerId: z.string().max(200) });
const answer = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { 'application/json': { schema } },
});

const createCustomerRoute = createRoute({
  method: 'post',
  path: '/v1/customers',
  tags,
  middleware: writeAuth,
  request: jsonBody(customerRequestSchema),
  responses: {
    200: answer('The customer: new, or the one of that id or source_id with the attributes sent', customerSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/customers/{customerId}',
  tags,
  middleware: writeAuth,
  request: { params, ...jsonBody(customerUpdateSchema) },
  responses: {
    200: answer('The customer (by id or source_id) with the attributes sent; metadata keys merge', customerSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/customers/{customerId}',
  tags,
  middleware: writeAuth,
  request: { params },
  responses: {
    204: { description: 'The customer is gone from reads and lookups; its redemptions stay as history' },
    ...errorResponses(401, 403, 404),
  },
});
const permanentDeletionRoute = createRoute({
  method: 'post',
  path: '/v1/customers/{customerId}/permanent-deletion',
  tags,
  middleware: writeAuth,
  request: { params },
  responses: {
    200: answer(
      "The customer's personal data is erased everywhere Promodesk keeps it",
      customerPermanentDeletionSchema,
    ),
    ...errorResponses(401, 403, 404),
  },
});

export function registerCustomerChangeRoutes(app: Router) {
  app.openapi(createCustomerRoute, async (c) =>
    c.json(await createCustomer(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(updateRoute, async (c) => {
    const { customerId } = c.req.valid('param');
    return c.json(await updateCustomer(dbOf(c), projectOf(c), customerId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await deleteCustomer(dbOf(c), projectOf(c), c.req.valid('param').customerId, actingOf(c));
    return c.body(null, 204);
  });
  app.openapi(permanentDeletionRoute, async (c) => {
    const { customerId } = c.req.valid('param');
    return c.json(await eraseCustomerPermanently(dbOf(c), projectOf(c), customerId, actingOf(c)), 200);
  });
}
