import { z } from 'zod';
import { MAX_QUALIFICATION_LIMIT, qualificationOrderSchema } from '../../../contract/qualification.ts';
import { customerFormSchema, orderLineFormSchema, toCustomerForm, toOrderLineForm } from '../../lib/order-context.ts';
import { qualificationSearchSchema, type QualificationSearch } from './qualification-search.ts';

/** The sandbox form: text as typed, turned into the URL's context on submit (which the URL schema checks again). */
export const qualificationFormSchema = z
  .object({
    customer: customerFormSchema,
    lines: z.array(orderLineFormSchema),
    audienceRulesOnly: z.boolean(),
    limit: z
      .string()
      .trim()
      .refine(
        (text) => text === '' || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_QUALIFICATION_LIMIT),
        `Enter a whole number from 1 to ${MAX_QUALIFICATION_LIMIT}, or leave it empty`,
      ),
    order: z.union([z.literal(''), qualificationOrderSchema]),
  })
  .transform((form): z.input<typeof qualificationSearchSchema> => ({
    customer: form.customer.source_id || form.customer.metadata ? form.customer : undefined,
    lines: form.lines,
    audienceRulesOnly: form.audienceRulesOnly,
    limit: form.limit === '' ? undefined : Number(form.limit),
    order: form.order || undefined,
    run: true,
  }))
  .pipe(qualificationSearchSchema);
export type QualificationFormValues = z.input<typeof qualificationFormSchema>;

export function toQualificationForm(search: QualificationSearch): QualificationFormValues {
  return {
    customer: toCustomerForm(search.customer),
    lines: search.lines.map(toOrderLineForm),
    audienceRulesOnly: search.audienceRulesOnly,
    limit: search.limit === undefined ? '' : String(search.limit),
    order: search.order ?? '',
  };
}
