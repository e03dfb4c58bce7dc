import { z } from 'zod';
import { metadataSchema } from './common.ts';
import { customerRequestSchema, simpleCustomerSchema } from './customer.ts';

/** POST /v1/events. The official SDK v2 sends `{...params, event: name}`. */
export const eventRequestSchema = z
  .object({
    event: z.string().min(1).max(300),
    customer: customerRequestSchema,
    referral: z.object({ code: z.string().min(1), referrer_id: z.string().min(1).optional() }).optional(),
    loyalty: z.object({ code: z.string().min(1) }).optional(),
    metadata: metadataSchema.optional(),
  })
  .meta({ id: 'EventsCreateRequestBody' });
export type EventRequest = z.infer<typeof eventRequestSchema>;

/** The event as returned: `referral` and `loyalty` are null in every answer the interface shows. */
export const eventSchema = z
  .object({
    object: z.literal('event'),
    type: z.string(),
    customer: simpleCustomerSchema,
    referral: metadataSchema.nullable(),
    loyalty: metadataSchema.nullable(),
    metadata: metadataSchema,
  })
  .meta({ id: 'EventsCreateResponseBody' });
export type EventResponse = z.infer<typeof eventSchema>;
