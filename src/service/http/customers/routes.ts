import { createRoute, z } from '@hono/zod-openapi';
import { customerEventListQuerySchema, customerEventListSchema } from '../../../contract/customer-activity.ts';
import { customerEligibilityQuerySchema, customerEligibilitySchema } from '../../../contract/customer-eligibility.ts';
import { customerListQuerySchema, customerListSchema, customerSchema } from '../../../contract/customer.ts';
import { managementAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { presentCustomer, presentCustomerEvent } from '../../operations/customers/present.ts';
import { readCustomer, readCustomerEvents, readCustomerPage } from '../../operations/customers/read.ts';
import { readCustomerEligibility } from '../../operations/qualification/eligibility.ts';
import { dbOf, modelOf } from '../context.ts';
import { projectNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

const ok = <T extends z.ZodType>(description: string, schema: T) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...errorResponses(400, 401, 403, 404),
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/customers',
  tags: ['Customers'],
  middleware: [serverAuth(['api', 'customers'], 'campaigns:read')],
  request: { query: customerListQuerySchema },
  responses: {
    200: {
      description: "The project's customers, newest first; `q` finds source ids, names and emails containing it",
      content: { 'application/json': { schema: customerListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/customers/{customerId}',
  tags: ['Customers'],
  middleware: [serverAuth(['api', 'customers'], 'campaigns:read')],
  request: { params: z.object({ customerId: z.string() }) },
  responses: ok('A customer by id or source_id', customerSchema),
});
const params = z.object({ projectId: z.string(), customerId: z.string() });
const eventsRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/customers/{customerId}/events',
  tags: ['Customers'],
  middleware: [managementAuth('campaigns:read')],
  request: { params, query: customerEventListQuerySchema },
  responses: ok("A customer's custom events, newest first", customerEventListSchema),
});
const eligibilityRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/customers/{customerId}/eligibility',
  tags: ['Customers'],
  middleware: [managementAuth('campaigns:read')],
  request: { params, query: customerEligibilityQuerySchema },
  responses: ok(
    'Each campaign qualification considers, whether the customer qualifies now (audience rules only) and the rule that stops them when not; nothing is recorded',
    customerEligibilitySchema,
  ),
});

export function registerCustomerRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const { rows, total } = await readCustomerPage(dbOf(c), projectOf(c), c.req.valid('query'));
    return c.json(
      {
        object: 'list' as const,
        data_ref: 'customers' as const,
        customers: rows.map((row) => presentCustomer({ row })),
        total,
      },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    return c.json(presentCustomer(await readCustomer(dbOf(c), projectOf(c), c.req.valid('param').customerId)), 200);
  });

  app.openapi(eventsRoute, async (c) => {
    const { projectId, customerId } = c.req.valid('param');
    const { rows, hasMore } = await readCustomerEvents(dbOf(c), projectId, customerId, c.req.valid('query'));
    return c.json(
      { object: 'list' as const, data_ref: 'data' as const, data: rows.map(presentCustomerEvent), has_more: hasMore },
      200,
    );
  });

  app.openapi(eligibilityRoute, async (c) => {
    const { projectId, customerId } = c.req.valid('param');
    const answer = await readCustomerEligibility(dbOf(c), await modelOf(c), {
      projectId,
      customerRef: customerId,
      at: projectNow(c),
      query: c.req.valid('query'),
    });
    return c.json(answer, 200);
  });
}
