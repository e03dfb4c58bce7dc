import { createRoute, z } from '@hono/zod-openapi';
import {
  customerActivitiesListSchema,
  customerActivitiesQuerySchema,
  customerActivityListSchema,
  customerActivityQuerySchema,
} from '../../../contract/customer-activity.ts';
import { readCustomerActivities, readCustomerActivityLegacy } from '../../operations/customers/activity.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const tags = ['Customers'];
const middleware = [serverAuth(['api', 'customers'] as const, 'campaigns:read')];
const params = z.object({ customerId: z.string() });

const activitiesRoute = createRoute({
  method: 'get',
  path: '/v1/customers/{customerId}/activities',
  tags,
  middleware,
  request: { params, query: customerActivitiesQuerySchema },
  responses: {
    200: jsonAnswer("The customer's activities, newest first unless asked", customerActivitiesListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const activityRoute = createRoute({
  method: 'get',
  path: '/v1/customers/{customerId}/activity',
  tags,
  middleware,
  request: { params, query: customerActivityQuerySchema },
  responses: {
    200: jsonAnswer("The customer's activities (deprecated list, paged with has_more)", customerActivityListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerCustomerActivityRoutes(app: Router) {
  app.openapi(activitiesRoute, async (c) =>
    c.json(
      await readCustomerActivities(dbOf(c), projectOf(c), c.req.valid('param').customerId, c.req.valid('query')),
      200,
    ),
  );
  app.openapi(activityRoute, async (c) =>
    c.json(
      await readCustomerActivityLegacy(dbOf(c), projectOf(c), c.req.valid('param').customerId, c.req.valid('query')),
      200,
    ),
  );
}
