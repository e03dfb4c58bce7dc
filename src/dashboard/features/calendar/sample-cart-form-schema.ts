import { z } from 'zod';
import { maxSampleCartLines, sampleCartRequestSchema } from '../../../contract/calendar.ts';
import { localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';
import {
  customerFormSchema,
  emptyOrderLine,
  orderLineFormSchema,
  toCustomerRequest,
  toOrderRequest,
} from '../../lib/order-context.ts';

/** The "what does a cart get" form: text as typed, turned into the contract's request. */
export const sampleCartFormSchema = z
  .object({
    at: localDateTimeSchema.refine((text) => text !== '', 'Enter a date and time'),
    customer: customerFormSchema,
    lines: z.array(orderLineFormSchema).max(maxSampleCartLines, `At most ${maxSampleCartLines} lines`),
    vouchers: z.string().trim(),
  })
  .transform((form): z.input<typeof sampleCartRequestSchema> => ({
    at: localDateTimeToIso(form.at)!,
    customer: toCustomerRequest(form.customer),
    order: toOrderRequest(form.lines) ?? {},
    vouchers: form.vouchers ? form.vouchers.split(/[\s,]+/).filter(Boolean) : undefined,
  }))
  .pipe(sampleCartRequestSchema);
export type SampleCartFormValues = z.input<typeof sampleCartFormSchema>;

export const emptySampleCartForm = (at: string): SampleCartFormValues => ({
  at,
  customer: { source_id: '', metadata: [] },
  lines: [emptyOrderLine],
  vouchers: '',
});
