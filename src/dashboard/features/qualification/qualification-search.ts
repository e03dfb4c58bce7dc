import { z } from 'zod';
import {
  MAX_QUALIFICATION_LIMIT,
  qualificationOrderSchema,
  qualificationRequestSchema,
} from '../../../contract/qualification.ts';
import { customerContextSchema, orderLineSchema, toCustomerRequest, toOrderRequest } from '../../lib/order-context.ts';
import type { QualificationCall } from '../../lib/resources/qualifications.ts';

/**
 * The whole qualification context in the URL, so a link reproduces and re-runs it. `run` says the context was
 * submitted: a bare `/qualification` shows an empty form and asks nothing. Bad values fall back rather than fail,
 * since links get hand-edited.
 */
export const qualificationSearchSchema = z.object({
  customer: customerContextSchema.optional().catch(undefined),
  lines: z.array(orderLineSchema).max(50).default([]).catch([]),
  audienceRulesOnly: z.boolean().default(false).catch(false),
  limit: z.number().int().min(1).max(MAX_QUALIFICATION_LIMIT).optional().catch(undefined),
  order: qualificationOrderSchema.optional().catch(undefined),
  run: z.boolean().default(false).catch(false),
});
export type QualificationSearch = z.output<typeof qualificationSearchSchema>;

export const qualificationSearchDefaults = {
  lines: [],
  audienceRulesOnly: false,
  run: false,
} satisfies Partial<QualificationSearch>;

/** What the service is asked for the context the URL describes; the contract checks it before it is sent. */
export function toQualificationCall(search: QualificationSearch): QualificationCall {
  return {
    query: {
      // Sent only when set, so the service's default (all rules) is what an unticked box means.
      audienceRulesOnly: search.audienceRulesOnly ? 'true' : undefined,
      limit: search.limit,
      order: search.order,
    },
    body: qualificationRequestSchema.parse({
      customer: toCustomerRequest(search.customer),
      order: toOrderRequest(search.lines),
    }),
  };
}
