import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { webhookEventSchema } from './webhook.ts';

export const webhookDeliveryStatuses = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/**
 * What a receiver gets in the body of each POST, modelled on the hosted service's event object. `id` is the event's
 * id, sent again as `Idempotency-Key` on every retry and resend.
 */
export const webhookPayloadSchema = z
  .object({
    id: z.string(),
    object: z.literal('event'),
    type: webhookEventSchema,
    created_at: timestampSchema,
    project_id: z.string(),
    webhook_id: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookEventPayload' });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const webhookDeliverySchema = z
  .object({
    object: z.literal('webhook_delivery'),
    id: z.string(),
    webhook_id: z.string(),
    event_id: z.string(),
    type: webhookEventSchema,
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int(),
    last_response_code: z.number().int().nullable(),
    last_duration_ms: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: timestampSchema,
    next_attempt_at: timestampSchema.nullable(),
    delivered_at: timestampSchema.nullable(),
    payload: webhookPayloadSchema,
  })
  .meta({ id: 'ManagementProjectsWebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Newest first: the page continues after (older than) this delivery. */
  starting_after: z.string().min(1).max(100).optional(),
});
export type WebhookDeliveryQuery = z.input<typeof webhookDeliveryQuerySchema>;

export const webhookDeliveryListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(webhookDeliverySchema),
    has_more: z.boolean(),
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'ManagementProjectsWebhookDeliveriesListResponseBody' });
