import { createRoute } from '@hono/zod-openapi';
import { eventRequestSchema, eventSchema } from '../../../contract/event.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { trackEvent } from '../../operations/events/track.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const trackRoute = createRoute({
  method: 'post',
  path: '/v1/events',
  tags: ['Events'],
  middleware: [serverAuth(['api', 'events'], 'events:send')],
  request: { body: { required: true, content: { 'application/json': { schema: eventRequestSchema } } } },
  responses: {
    200: {
      description: 'The event, with what it changed in `referral` and `loyalty` (null when nothing)',
      content: { 'application/json': { schema: eventSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerEventRoutes(app: Router) {
  app.openapi(trackRoute, async (c) =>
    c.json(await trackEvent(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );
}
