import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  customerSegmentListSchema,
  segmentCreateSchema,
  segmentListFiltersSchema,
  segmentListQuerySchema,
  segmentListSchema,
  segmentSchema,
} from '../../../contract/segment.ts';
import {
  createSegment,
  readCustomerSegments,
  readSegment,
  readSegmentPage,
  removeSegment,
} from '../../operations/segments/segments.ts';
import { readBracketFilters } from '../bracket-query.ts';
import { projectNow } from '../clock.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Segments'];
const scopes = ['api', 'segments'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const segmentParams = z.object({ segmentId: z.string() });

const createSegmentRoute = createRoute({
  method: 'post',
  path: '/v1/segments',
  tags,
  middleware: writeAuth,
  request: jsonBody(segmentCreateSchema),
  responses: { 200: jsonAnswer('The new segment', segmentSchema), ...errorResponses(400, 401, 403, 404) },
});
const listRoute = createRoute({
  method: 'get',
  path: '/v1/segments',
  tags,
  middleware: readAuth,
  request: { query: segmentListQuerySchema },
  responses: {
    200: jsonAnswer("The project's segments the query selects, newest first", segmentListSchema),
    ...errorResponses(400, 401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/segments/{segmentId}',
  tags,
  middleware: readAuth,
  request: { params: segmentParams },
  responses: { 200: jsonAnswer('A segment', segmentSchema), ...errorResponses(401, 403, 404) },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/segments/{segmentId}',
  tags,
  middleware: writeAuth,
  request: { params: segmentParams },
  responses: {
    ...heldForApproval,
    204: { description: 'The segment is gone; its customers are no longer in it' },
    ...errorResponses(401, 403, 404),
  },
});
const customerSegmentsRoute = createRoute({
  method: 'get',
  path: '/v1/customers/{customerId}/segments',
  tags: ['Customers'],
  middleware: [serverAuth(['api', 'customers'] as const, 'campaigns:read')],
  request: { params: z.object({ customerId: z.string() }) },
  responses: {
    200: jsonAnswer("The customer's static segments and the filtered ones it matches now", customerSegmentListSchema),
    ...errorResponses(401, 403, 404),
  },
});

export function registerSegmentRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const query = { ...c.req.valid('query'), filters: readBracketFilters(c.req.url, segmentListFiltersSchema) };
    return c.json(await readSegmentPage(dbOf(c), projectOf(c), query, projectNow(c)), 200);
  });
  app.openapi(createSegmentRoute, async (c) =>
    c.json(await createSegment(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
  app.openapi(getRoute, async (c) =>
    c.json(await readSegment(dbOf(c), projectOf(c), c.req.valid('param').segmentId), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    const removed = await removeSegment(dbOf(c), projectOf(c), c.req.valid('param').segmentId, actingOf(c));
    if (isHeld(removed)) return c.json(removed.held, 202);
    return c.body(null, 204);
  });
  app.openapi(customerSegmentsRoute, async (c) => {
    const { customerId } = c.req.valid('param');
    return c.json(await readCustomerSegments(dbOf(c), projectOf(c), customerId, projectNow(c)), 200);
  });
}
