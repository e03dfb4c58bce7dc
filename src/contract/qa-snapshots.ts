import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { qaClockSchema, qaSnapshotNameSchema } from './qa.ts';

export const qaSnapshotTakeSchema = z.strictObject({ name: qaSnapshotNameSchema });

/** A named snapshot as listed: what it holds, and the project clock it returns to. */
export const qaSnapshotSchema = z.object({
  object: z.literal('qa_snapshot'),
  name: z.string(),
  project_id: z.string(),
  /** The machine's time it was taken or imported at. */
  taken_at: timestampSchema,
  /** The project's clock then; null when the project followed the store's. */
  clock: qaClockSchema.pick({ now: true, frozen: true }).nullable(),
  rows: z.number().int(),
});
export const qaSnapshotListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(qaSnapshotSchema),
  total: z.number().int(),
});

/** The version of the document format below; the rows inside follow the store's schema, named by its migration. */
export const qaSnapshotFormatVersion = 1;

const rowSchema = z.record(z.string(), z.unknown());

/**
 * A project's snapshot as one JSON document, to take to another service: its rows per table by column name
 * (timestamps as ISO text). Credentials, memberships and people's saved views stay with the project it goes into.
 */
export const qaSnapshotDocumentSchema = z.strictObject({
  format: z.literal('promodesk.qa-snapshot'),
  format_version: z.number().int().min(1),
  /** The store schema's last migration when it was taken. */
  schema_version: z.string().max(200),
  name: qaSnapshotNameSchema,
  project_id: z.string().min(1).max(100),
  taken_at: timestampSchema,
  clock: qaClockSchema.pick({ now: true, frozen: true }).nullable(),
  /** How many ids the project's id source had made, so ids made after an import never repeat one inside. */
  ids_made: z.number().int().min(0).max(1e12),
  tables: z.record(z.string(), z.array(rowSchema)),
});
export type QaSnapshotDocument = z.infer<typeof qaSnapshotDocumentSchema>;
