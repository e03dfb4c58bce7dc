import { createRoute, z } from '@hono/zod-openapi';
import {
  customerRedeemableListQuerySchema,
  customerRedeemableListSchema,
} from '../../../contract/customer-redeemable.ts';
import { readCustomerRedeemables } from '../../operations/customers/redeemables.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { projectNow } from '../clock.ts';
import { dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/v1/customers/{customerId}/redeemables',
  tags: ['Customers'],
  middleware: [serverAuth(['api', 'customers'], 'campaigns:read')],
  request: { params: z.object({ customerId: z.string().max(200) }), query: customerRedeemableListQuerySchema },
  responses: {
    200: {
      description: "The customer's wallet: the codes they hold, by id",
      content: { 'application/json': { schema: customerRedeemableListSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerCustomerRedeemableRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const { customerId } = c.req.valid('param');
    const query = c.req.valid('query');
    return c.json(await readCustomerRedeemables(dbOf(c), projectOf(c), customerId, query, projectNow(c)), 200);
  });
}
