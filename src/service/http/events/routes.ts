import { createRoute } from '@hono/zod-openapi';
import { eventRequestSchema, eventSchema } from '../../../contract/event.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { upsertCustomer } from '../../store/repositories/customers.ts';
import { insertEvent } from '../../store/repositories/events.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { dbOf, now } from '../context.ts';
import { invalidPayload, notFound } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { presentSimpleCustomer } from '../../operations/vouchers/present.ts';
import { earnPoints } from '../../operations/events/earning.ts';
import { convertReferral } from '../../operations/events/referral.ts';

const trackRoute = createRoute({
  method: 'post',
  path: '/v1/events',
  tags: ['Events'],
  middleware: [serverAuth(['api', 'events'])],
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
  app.openapi(trackRoute, async (c) => {
    const request = c.req.valid('json');
    const projectId = projectOf(c);
    const at = now(c);
    // One transaction: a failing referral or card leaves no customer, event or points behind.
    const response = await dbOf(c).transaction(async (tx) => {
      const upserted = await upsertCustomer(tx, projectId, request.customer, at);
      if (!upserted) {
        if (request.customer.id) throw notFound('customer', request.customer.id);
        throw invalidPayload('customer: send the customer id or source_id');
      }
      const { customer, created } = upserted;
      if (created)
        await recordWebhookEvent(tx, projectId, 'customer.created', { customer: presentSimpleCustomer(customer) }, at);
      const referral = request.referral
        ? await convertReferral(tx, projectId, request.event, request.referral, customer, at)
        : null;
      const loyalty = await earnPoints(tx, projectId, request.event, request.loyalty?.code, customer.id, at);
      const event = {
        object: 'event' as const,
        type: request.event,
        customer: presentSimpleCustomer(customer),
        referral,
        loyalty,
        metadata: request.metadata ?? {},
      };
      await insertEvent(tx, { projectId, type: request.event, customerId: customer.id, data: event, createdAt: at });
      return event;
    });
    return c.json(response, 200);
  });
}
