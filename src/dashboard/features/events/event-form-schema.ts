import { z } from 'zod';
import { eventRequestSchema } from '../../../contract/event.ts';
import { keyValueRowsSchema, toMetadata } from '../../lib/key-value.ts';
import { customerFormSchema } from '../../lib/order-context.ts';

/** The event name's bounds, as the interface states them. */
export const EVENT_NAME_MAX = 300;

/** Field names follow the request (`referral.code`, `loyalty.code`), so the service's 400s land on them as they are. */
export const eventFormSchema = z
  .object({
    event: z
      .string()
      .trim()
      .min(1, 'Enter the event name')
      .max(EVENT_NAME_MAX, `The event name is at most ${EVENT_NAME_MAX} characters`),
    customer: customerFormSchema.refine((customer) => customer.source_id, {
      message: 'Enter the customer source id',
      path: ['source_id'],
    }),
    referral: z
      .object({ code: z.string().trim(), referrer_id: z.string().trim() })
      .refine((referral) => referral.code || !referral.referrer_id, {
        message: 'Enter the referral code the referrer shared',
        path: ['code'],
      }),
    loyalty: z.object({ code: z.string().trim() }),
    metadata: keyValueRowsSchema,
  })
  .transform((form): z.input<typeof eventRequestSchema> => ({
    event: form.event,
    customer: form.customer,
    referral: form.referral.code
      ? { code: form.referral.code, referrer_id: form.referral.referrer_id || undefined }
      : undefined,
    loyalty: form.loyalty.code ? { code: form.loyalty.code } : undefined,
    metadata: toMetadata(form.metadata),
  }))
  .pipe(eventRequestSchema);
export type EventFormValues = z.input<typeof eventFormSchema>;

export const emptyEventForm: EventFormValues = {
  event: '',
  customer: { source_id: '', metadata: [] },
  referral: { code: '', referrer_id: '' },
  loyalty: { code: '' },
  metadata: [],
};
