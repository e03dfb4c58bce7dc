import { z } from 'zod';
import { metadataSchema } from './common.ts';
import { customerRequestSchema, simpleCustomerSchema } from './customer.ts';

/** POST /v1/events. The official SDK v2 sends `{...params, event: name}`; the Ruby SDK sends the unset parts as null. */
export const eventRequestSchema = z
  .object({
    event: z.string().min(1).max(300),
    customer: customerRequestSchema,
    referral: z.object({ code: z.string().min(1), referrer_id: z.string().min(1).optional() }).nullish(),
    loyalty: z.object({ code: z.string().min(1) }).nullish(),
    metadata: metadataSchema.nullish(),
  })
  .meta({ id: 'EventsCreateRequestBody' });
export type EventRequest = z.infer<typeof eventRequestSchema>;

/** Points a custom event added through loyalty earning rules: in total and per card. */
export const eventLoyaltyChangeSchema = z.object({
  points_added: z.number().int(),
  cards: z.array(z.object({ code: z.string(), points_added: z.number().int(), balance: z.number().int() })),
});
export type EventLoyaltyChange = z.infer<typeof eventLoyaltyChangeSchema>;

/** A referral code's conversion by a custom event, with the referrer's reward when the program gives one. */
export const eventReferralChangeSchema = z.object({
  code: z.string(),
  referrer_id: z.string(),
  converted: z.boolean(),
  reason: z.string().optional(),
  reward: z.object({ type: z.string(), code: z.string(), amount: z.number(), balance: z.number() }).optional(),
});
export type EventReferralChange = z.infer<typeof eventReferralChangeSchema>;

/**
 * The event as returned. The interface shows `referral` and `loyalty` as null objects; this service fills them with
 * what the event changed, null when it changed nothing.
 */
export const eventSchema = z
  .object({
    object: z.literal('event'),
    type: z.string(),
    customer: simpleCustomerSchema,
    referral: eventReferralChangeSchema.nullable(),
    loyalty: eventLoyaltyChangeSchema.nullable(),
    metadata: metadataSchema,
  })
  .meta({ id: 'EventsCreateResponseBody' });
export type EventResponse = z.infer<typeof eventSchema>;
