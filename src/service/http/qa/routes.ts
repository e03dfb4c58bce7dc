import { createRoute } from '@hono/zod-openapi';
import { qaClockChangeSchema, qaClockSchema } from '../../../contract/qa.ts';
import { managementAuth } from '../../auth/guards.ts';
import type { QaClock } from '../../qa/clock.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';

const clockAnswer = {
  200: { description: 'The QA clock', content: { 'application/json': { schema: qaClockSchema } } },
};
const readClockRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/clock',
  tags: ['QA'],
  middleware: [managementAuth()],
  responses: { ...clockAnswer, ...errorResponses(401) },
});
const changeClockRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/clock',
  tags: ['QA'],
  middleware: [managementAuth()],
  request: jsonBody(qaClockChangeSchema),
  responses: { ...clockAnswer, ...errorResponses(400, 401) },
});

/** QA mode only (`PROMODESK_QA=1`): the service's clock, moved by test suites. */
export function registerQaRoutes(app: Router, clock: QaClock) {
  app.openapi(readClockRoute, (c) => c.json(clock.read(), 200));
  app.openapi(changeClockRoute, (c) => {
    clock.change(c.req.valid('json'));
    return c.json(clock.read(), 200);
  });
}
