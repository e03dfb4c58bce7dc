import { createRoute, z } from '@hono/zod-openapi';
import {
  calendarQuerySchema,
  calendarSchema,
  sampleCartRequestSchema,
  sampleCartSchema,
} from '../../../contract/calendar.ts';
import { readCalendar } from '../../operations/calendar/read.ts';
import { sampleCart } from '../../operations/calendar/sample-cart.ts';
import { actingOf, dbOf, modelOf } from '../context.ts';
import { managementAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Calendar'];
const params = z.object({ projectId: z.string() });

const calendarRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/calendar',
  tags,
  middleware: [managementAuth('campaigns:read')],
  request: { params, query: calendarQuerySchema },
  responses: {
    200: jsonAnswer('Campaigns and tiers usable in the range, when, and their conflicts', calendarSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

const sampleCartRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/calendar/sample-cart',
  tags,
  // A question only: nothing is written, so reading campaigns is enough to ask it.
  middleware: [managementAuth('campaigns:read')],
  request: { params, ...jsonBody(sampleCartRequestSchema) },
  responses: {
    200: jsonAnswer('What the cart gets at that instant, and what is skipped and why', sampleCartSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerCalendarRoutes(app: Router) {
  app.openapi(calendarRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await readCalendar(dbOf(c), projectId, c.req.valid('query'), actingOf(c).at), 200);
  });
  app.openapi(sampleCartRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await sampleCart(dbOf(c), await modelOf(c), projectId, c.req.valid('json')), 200);
  });
}
