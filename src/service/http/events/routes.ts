import { createRoute, z } from '@hono/zod-openapi';
import { customerEventListSchema, projectEventListQuerySchema } from '../../../contract/customer-activity.ts';
import { eventRequestSchema, eventSchema } from '../../../contract/event.ts';
import { clientAuth, managementAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { readProjectEvents } from '../../operations/events/history.ts';
import { trackEvent } from '../../operations/events/track.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

/** The custom event, server- and client-side: one operation, the client form with the client keys and origin. */
const trackRoute = (side: 'client' | 'server') =>
  createRoute({
    method: 'post',
    path: side === 'client' ? '/client/v1/events' : '/v1/events',
    tags: [side === 'client' ? 'Client-side' : 'Events'],
    middleware: [
      side === 'client'
        ? clientAuth(['client_api', 'client_events'], 'events:send')
        : serverAuth(['api', 'events'], 'events:send'),
    ],
    request: { body: { required: true, content: { 'application/json': { schema: eventRequestSchema } } } },
    responses: {
      200: {
        description: 'The event, with what it changed in `referral` and `loyalty` (null when nothing)',
        content: { 'application/json': { schema: eventSchema } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });

const historyRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/events',
  tags: ['Events'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: z.object({ projectId: z.string() }), query: projectEventListQuerySchema },
  responses: {
    200: {
      description: "Promodesk's own: the project's custom events, newest first (of one event name with `type`)",
      content: { 'application/json': { schema: customerEventListSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerEventRoutes(app: Router) {
  app.openapi(historyRoute, async (c) =>
    c.json(await readProjectEvents(dbOf(c), c.req.valid('param').projectId, c.req.valid('query')), 200),
  );
  for (const route of [trackRoute('server'), trackRoute('client')])
    app.openapi(route, async (c) =>
      c.json(await trackEvent(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
    );
}
