import { z } from 'zod';
import { earningRuleCreateSchema, orderPaidEvent, segmentEnteredEvent } from '../../../contract/earning-rule.ts';

export const earningTriggers = [
  { value: 'order', label: 'Order paid' },
  { value: 'custom', label: 'Custom event' },
  { value: 'segment', label: 'Entered a segment' },
] as const;

/** The console's rule form: fixed points, or points per amount of a paid order; piped into the contract's create. */
export const earningRuleFormSchema = z
  .object({
    trigger: z.enum(['order', 'custom', 'segment']),
    eventName: z.string().trim(),
    segmentId: z.string().trim(),
    proportional: z.boolean(),
    points: z.coerce.number<string>().int('Enter whole points').min(1, 'Enter 1 or more'),
    every: z.coerce.number<string>().min(0.01, 'Enter an amount'),
  })
  .transform((form): z.input<typeof earningRuleCreateSchema> => ({
    event:
      form.trigger === 'order' ? orderPaidEvent : form.trigger === 'segment' ? segmentEnteredEvent : form.eventName,
    ...(form.trigger === 'segment' && { segment: { id: form.segmentId } }),
    loyalty:
      form.trigger === 'order' && form.proportional
        ? {
            type: 'PROPORTIONAL',
            calculation_type: 'ORDER_AMOUNT',
            order: { amount: { every: Math.round(form.every * 100), points: form.points } },
          }
        : { type: 'FIXED', points: form.points },
  }))
  .pipe(earningRuleCreateSchema);
export type EarningRuleFormValues = z.input<typeof earningRuleFormSchema>;
