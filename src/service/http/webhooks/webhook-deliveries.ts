import { createRoute, z } from '@hono/zod-openapi';
import {
  webhookDeliveryListSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
} from '../../../contract/webhook-delivery.ts';
import { managementAuth } from '../guards/guards.ts';
import { presentDelivery, readDeliveryPage, resendDelivery } from '../../operations/webhooks/webhook-deliveries.ts';
import { actingOf, dbOf } from '../context.ts';
import { accountNow, projectNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

const webhookParams = z.object({ projectId: z.string(), webhookId: z.string() });

const listDeliveriesRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}/webhooks/{webhookId}/deliveries',
  tags: ['Management'],
  middleware: [managementAuth('webhooks:read')],
  request: { params: webhookParams, query: webhookDeliveryQuerySchema },
  responses: {
    200: {
      description: "The webhook's deliveries, newest first",
      content: { 'application/json': { schema: webhookDeliveryListSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});
const resendDeliveryRoute = createRoute({
  method: 'post',
  path: '/management/v1/projects/{projectId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
  tags: ['Management'],
  middleware: [managementAuth('webhooks:manage')],
  request: { params: webhookParams.extend({ deliveryId: z.string() }) },
  responses: {
    200: {
      description: 'The delivery, scheduled again with the same body and idempotency id',
      content: { 'application/json': { schema: webhookDeliverySchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

export function registerWebhookDeliveryRoutes(app: Router) {
  app.openapi(listDeliveriesRoute, async (c) => {
    const { projectId, webhookId } = c.req.valid('param');
    const page = await readDeliveryPage(dbOf(c), projectId, webhookId, c.req.valid('query'));
    return c.json(
      {
        object: 'list' as const,
        data_ref: 'data' as const,
        data: page.rows.map(presentDelivery),
        has_more: page.moreStartingAfter !== undefined,
        ...(page.moreStartingAfter && { more_starting_after: page.moreStartingAfter }),
      },
      200,
    );
  });
  app.openapi(resendDeliveryRoute, async (c) => {
    const { projectId, webhookId, deliveryId } = c.req.valid('param');
    const time = { at: projectNow(c, projectId), now: accountNow(c) };
    return c.json(await resendDelivery(dbOf(c), projectId, webhookId, deliveryId, actingOf(c), time), 200);
  });
}
