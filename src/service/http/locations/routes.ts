import { createRoute, z } from '@hono/zod-openapi';
import {
  locationListFiltersSchema,
  locationListQuerySchema,
  locationListSchema,
  locationSchema,
} from '../../../contract/location.ts';
import { readLocation, readLocationPage } from '../../operations/locations/locations.ts';
import { readBracketFilters } from '../bracket-query.ts';
import { projectNow } from '../clock.ts';
import { dbOf } from '../context.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const tags = ['Locations'];
const readAuth = [serverAuth(['api', 'locations'], 'campaigns:read')];

const listRoute = createRoute({
  method: 'get',
  path: '/v1/locations',
  tags,
  middleware: readAuth,
  request: { query: locationListQuerySchema },
  responses: {
    200: jsonAnswer("The project's locations the query selects, newest first", locationListSchema),
    ...errorResponses(400, 401, 403),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/locations/{locationId}',
  tags,
  middleware: readAuth,
  request: { params: z.object({ locationId: z.string() }) },
  responses: { 200: jsonAnswer('A location', locationSchema), ...errorResponses(401, 403, 404) },
});

/** The hosted API's location reads; locations are made by Promodesk itself, as no official operation makes one. */
export function registerLocationRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const filters = readBracketFilters(c.req.url, locationListFiltersSchema);
    return c.json(await readLocationPage(dbOf(c), projectOf(c), c.req.valid('query'), filters, projectNow(c)), 200);
  });
  app.openapi(getRoute, async (c) =>
    c.json(await readLocation(dbOf(c), projectOf(c), c.req.valid('param').locationId), 200),
  );
}
