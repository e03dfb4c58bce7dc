import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** One change as the audit log keeps it: who (person or key), what, when, through which request. */
export const auditEntrySchema = z.object({
  id: z.string(),
  created_at: timestampSchema,
  actor: z.string(),
  action: z.string(),
  resource_type: z.string().nullable(),
  resource_id: z.string().nullable(),
  request_id: z.string().nullable(),
  address: z.string().nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Filters of the audit page and its CSV: an action or its family (`invitation.`), an actor, a time range. */
export const auditFiltersSchema = z.object({
  action: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(200).optional(),
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = auditFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Newest first: the page continues after (older than) this entry. */
  starting_after: z.string().max(100).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(auditEntrySchema),
  has_more: z.boolean(),
  more_starting_after: z.string().optional(),
});
