import { createRoute, z } from '@hono/zod-openapi';
import { consentChangesSchema, consentListSchema, type ConsentList } from '../../../contract/consent.ts';
import { customerRequestSchema, customerSchema } from '../../../contract/customer.ts';
import { changeConsents } from '../../operations/customers/change.ts';
import { createCustomerClientSide } from '../../operations/customers/client-side.ts';
import { actingOf, dbOf } from '../context.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';

const params = z.object({ customerId: z.string().max(200) });
const listed = {
  description: 'Promodesk defines no consents: both lists are always empty',
  content: { 'application/json': { schema: consentListSchema } },
};
const changed = { description: 'The consents are changed; nothing is answered, as the hosted API does' };

const listRoute = createRoute({
  method: 'get',
  path: '/v1/consents',
  tags: ['Consents'],
  middleware: [serverAuth(['api', 'consents'] as const, 'campaigns:read')],
  responses: { 200: listed, ...errorResponses(401, 403) },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/v1/customers/{customerId}/consents',
  tags: ['Customers'],
  middleware: [serverAuth(['api', 'customers'] as const, 'campaigns:write')],
  request: { params, ...jsonBody(consentChangesSchema) },
  responses: { 204: changed, ...errorResponses(400, 401, 403, 404) },
});
const clientListRoute = createRoute({
  method: 'get',
  path: '/client/v1/consents',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_consents'], 'campaigns:read')],
  responses: { 200: listed, ...errorResponses(401, 403) },
});
const clientUpdateRoute = createRoute({
  method: 'put',
  path: '/client/v1/customers/{customerId}/consents',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_customers'], 'campaigns:write')],
  request: { params, ...jsonBody(consentChangesSchema) },
  responses: { 204: changed, ...errorResponses(400, 401, 403, 404) },
});
const clientCreateRoute = createRoute({
  method: 'post',
  path: '/client/v1/customers',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_customers'], 'campaigns:write')],
  request: jsonBody(customerRequestSchema),
  responses: {
    200: {
      description:
        'A new customer as created; a customer that already exists is neither changed nor shown: only its id and source_id',
      content: { 'application/json': { schema: customerSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const noConsents = (): ConsentList => ({
  groups: { object: 'list', total: 0, data_ref: 'data', data: [] },
  consents: { object: 'list', total: 0, data_ref: 'data', data: [] },
});

export function registerConsentRoutes(app: Router) {
  app.openapi(listRoute, (c) => c.json(noConsents(), 200));
  app.openapi(clientListRoute, (c) => c.json(noConsents(), 200));
  for (const route of [updateRoute, clientUpdateRoute])
    app.openapi(route, async (c) => {
      const { customerId } = c.req.valid('param');
      await changeConsents(dbOf(c), projectOf(c), customerId, c.req.valid('json'), actingOf(c));
      return c.body(null, 204);
    });
  app.openapi(clientCreateRoute, async (c) =>
    c.json(await createCustomerClientSide(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
}
