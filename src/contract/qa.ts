import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { predefinedRoleSchema } from './invitation.ts';
import { webhookDeliveryStatuses } from './webhook-delivery.ts';

const tenYearsSeconds = 10 * 366 * 24 * 3600;

/** A QA clock as the service reads it: its time now, how far that is from the machine's, and whether it stands still. */
export const qaClockSchema = z.object({ now: timestampSchema, offset_ms: z.number().int(), frozen: z.boolean() });

/**
 * One change to a QA clock: move it by some seconds, set it to a moment, freeze it (at its time now or a given
 * moment) or let it run again from where it stands, or put it back to the machine's running time.
 */
export const qaClockChangeSchema = z.union([
  z.strictObject({ advance_seconds: z.number().int().min(-tenYearsSeconds).max(tenYearsSeconds) }),
  z.strictObject({ set: timestampSchema }),
  z.strictObject({ freeze: z.union([z.boolean(), timestampSchema]) }),
  z.strictObject({ reset: z.literal(true) }),
]);
export type QaClockChange = z.infer<typeof qaClockChangeSchema>;

/**
 * What fired while a project's clock moved forward: `points.expired`, `pending_points.activated`,
 * `loyalty_tier.period_ended`, `webhook_delivery.attempted` (with the delivery's status after the attempt),
 * `export.finished` (with the export's status), and
 * what time alone changed: `campaign.started`/`expired`, `promotion_tier.started`/`expired`,
 * `voucher.started`/`expired`, `session_lock.lapsed`.
 */
export const qaFiredSchema = z.object({
  at: timestampSchema,
  kind: z.string(),
  id: z.string(),
  detail: z.string().optional(),
});
export type QaFired = z.infer<typeof qaFiredSchema>;

/** A project's clock once moved and settled: what fired on the way, in time order (the first 1,000). */
export const qaClockSettledSchema = qaClockSchema.extend({
  fired: z.array(qaFiredSchema),
  fired_total: z.number().int(),
});

/** Seeds name projects and their ids; letters, digits, `.`, `_` and `-` keep them safe in ids and logs. */
const seedSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, 'Use letters, digits, ".", "_" and "-"');

/** A fresh project for one test worker: the demo content, its own keys, the people named, and optionally a clock. */
export const qaProjectCreateSchema = z.strictObject({
  seed: seedSchema.optional(),
  name: z.string().min(1).max(200).optional(),
  members: z
    .array(z.strictObject({ email: z.email(), role: predefinedRoleSchema }))
    .max(20)
    .default([]),
  clock: z.strictObject({ freeze: timestampSchema }).optional(),
});

export const qaProjectSchema = z.object({
  object: z.literal('qa_project'),
  project_id: z.string(),
  name: z.string(),
  seed: z.string(),
  app_id: z.string(),
  app_token: z.string(),
  client_app_id: z.string(),
  client_token: z.string(),
  client_origins: z.array(z.string()),
  clock: qaClockSchema,
});
export type QaProject = z.infer<typeof qaProjectSchema>;

/** A named snapshot's name: letters, digits, `.`, `_` and `-`, so it is safe in a path. */
export const qaSnapshotNameSchema = seedSchema;

/**
 * Which state a reset returns to: one project to its seed or to a named snapshot of it, or without a project the
 * whole store to how the start found it.
 */
export const qaResetSchema = z
  .strictObject({ project_id: z.string().min(1).max(100).optional(), snapshot: qaSnapshotNameSchema.optional() })
  .refine((r) => r.snapshot === undefined || r.project_id !== undefined, {
    message: 'A snapshot belongs to a project: give project_id too',
    path: ['snapshot'],
  });
export const qaResetAnswerSchema = z.object({
  object: z.literal('qa_reset'),
  project_id: z.string().nullable(),
  snapshot: z.string().nullable(),
  ms: z.number(),
});

export const sinkNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'Use letters, digits, ".", "_" and "-"');
/**
 * What a journaled request caused: the webhook events it recorded, their deliveries (once the events are fanned
 * out to the project's webhooks), the audit entries and async actions it made.
 */
export const journalCausedSchema = z.object({
  webhook_events: z.array(z.object({ id: z.string(), type: z.string() })),
  webhook_deliveries: z.array(
    z.object({
      id: z.string(),
      event_id: z.string(),
      event_type: z.string(),
      webhook_id: z.string(),
      target_url: z.string(),
      status: z.enum(webhookDeliveryStatuses),
      attempts: z.number().int(),
    }),
  ),
  audit_entries: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      resource_type: z.string().nullable(),
      resource_id: z.string().nullable(),
    }),
  ),
  async_actions: z.array(z.object({ id: z.string(), type: z.string(), status: z.string() })),
});
export type JournalCaused = z.infer<typeof journalCausedSchema>;

export const journalEntrySchema = z.object({
  request_id: z.string(),
  method: z.string(),
  path: z.string(),
  query: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  at: timestampSchema,
  caused: journalCausedSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Which journal entries a query or verification means: `path` may end in `*` to match a prefix. */
export const journalFilterSchema = z.strictObject({
  method: z
    .string()
    .regex(/^[A-Za-z]{1,10}$/)
    .transform((m) => m.toUpperCase())
    .optional(),
  path: z.string().min(1).max(2000).optional(),
  status: z.coerce.number().int().min(100).max(599).optional(),
});
export type JournalFilter = z.infer<typeof journalFilterSchema>;

export const journalListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(journalEntrySchema),
  total: z.number().int(),
});

const causedTextSchema = z.string().min(1).max(200);

/**
 * What a request must have caused to match: a webhook event of a type, a delivery (of an event type, to a sink or
 * a target URL, in a status), an audit entry's action, an async action's type. Every part given must hold.
 */
export const journalCausedFilterSchema = z
  .strictObject({
    webhook_event: causedTextSchema.optional(),
    delivery: z
      .strictObject({
        event: causedTextSchema.optional(),
        sink: sinkNameSchema.optional(),
        target_url: z.string().min(1).max(2000).optional(),
        status: z.enum(webhookDeliveryStatuses).optional(),
      })
      .optional(),
    audit_action: causedTextSchema.optional(),
    async_action: causedTextSchema.optional(),
  })
  .refine(
    (c) => Object.keys(c).length > 0,
    'Name what the request caused: webhook_event, delivery, audit_action or async_action',
  );
export type JournalCausedFilter = z.infer<typeof journalCausedFilterSchema>;

/**
 * "Verify" style: how many matching requests were expected (exactly, at least or at most), a body they contain,
 * and what they caused.
 */
export const journalVerifySchema = journalFilterSchema.extend({
  caused: journalCausedFilterSchema.optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  count: z.number().int().min(0).max(10_000).optional(),
  at_least: z.number().int().min(0).max(10_000).optional(),
  at_most: z.number().int().min(0).max(10_000).optional(),
});
export type JournalVerification = z.infer<typeof journalVerifySchema>;
export const journalVerifiedSchema = z.object({ object: z.literal('verification'), matched: z.number().int() });

/**
 * A fault for requests of one project whose path matches (`*` at the end for a prefix). A matching request is hit
 * with `probability` (drawn from `seed`, so the same seed hits the same requests again); a hit waits `latency_ms`
 * plus up to `jitter_ms`, then fails with `status`, drops the connection, or answers as usual with its body
 * trickling over `slow_body_ms`.
 */
export const qaFaultSchema = z
  .strictObject({
    method: z
      .string()
      .regex(/^[A-Za-z]{1,10}$/)
      .transform((m) => m.toUpperCase())
      .optional(),
    path: z.string().min(1).max(2000),
    latency_ms: z.number().int().min(0).max(30_000).default(0),
    jitter_ms: z.number().int().min(0).max(30_000).default(0),
    status: z.union([z.literal(429), z.literal(500), z.literal(502), z.literal(503), z.literal(504)]).optional(),
    /** A 429's `Retry-After`, in seconds. */
    retry_after_s: z.number().int().min(1).max(3600).optional(),
    /** Close the connection without an answer (nothing is applied). */
    drop: z.boolean().optional(),
    slow_body_ms: z.number().int().min(1).max(60_000).optional(),
    probability: z.number().min(0).max(1).default(1),
    /** Makes the draws (hit or not, jitter) repeat each time the faults are set; unset, they differ. */
    seed: z.number().int().min(0).max(4_294_967_295).optional(),
    /** How many matching requests it hits; unset: every one until cleared. */
    times: z.number().int().min(1).max(100_000).optional(),
  })
  .refine(
    (f) => f.latency_ms + f.jitter_ms > 0 || f.status !== undefined || f.drop || f.slow_body_ms !== undefined,
    'Give latency_ms, jitter_ms, status, drop or slow_body_ms',
  )
  .refine((f) => !(f.drop && (f.status !== undefined || f.slow_body_ms !== undefined)), {
    message: 'A dropped connection has no status and no body',
    path: ['drop'],
  })
  .refine((f) => f.status === undefined || f.slow_body_ms === undefined, {
    message: 'slow_body_ms slows a real answer; a fault with a status answers nothing real',
    path: ['slow_body_ms'],
  })
  .refine((f) => f.retry_after_s === undefined || f.status === 429, {
    message: 'retry_after_s goes with status 429',
    path: ['retry_after_s'],
  });
export type QaFault = z.infer<typeof qaFaultSchema>;
export const qaFaultsSchema = z.strictObject({ faults: z.array(qaFaultSchema).max(50) });

export const sinkDeliverySchema = z.object({
  received_at: timestampSchema,
  method: z.string(),
  headers: z.record(z.string(), z.string()),
  /** The raw body as received, so a signature over it can be checked. */
  body: z.string(),
  /** The body parsed, when it is JSON. */
  json: z.unknown(),
});
export type SinkDelivery = z.infer<typeof sinkDeliverySchema>;
export const sinkListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(sinkDeliverySchema),
  total: z.number().int(),
});
