import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { asyncActionTypes, type AsyncActionResult } from '../../../contract/async-action.ts';
import { bulkActionJobType } from '../../../contract/bulk-action.ts';
import { createdAt, json, ts, type Json } from './columns.ts';
import { projects } from './access.ts';

/**
 * A bulk request (an import, a bulk or metadata update) run later by the async action worker: the request's rows
 * wait in `payload`, the worker applies them in batches and keeps `position` (rows done) and `result` (counts and
 * failures so far) after each batch, so a job taken over after its worker died resumes where it stopped.
 */
export const asyncActions = pgTable(
  'async_actions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    /** The official type, e.g. `VOUCHERS.IMPORT`, or Promodesk's bulk action (not listed by `/v1/async-actions`). */
    type: text('type', { enum: [...asyncActionTypes, bulkActionJobType] }).notNull(),
    status: text('status', { enum: ['ENQUEUED', 'IN_PROGRESS', 'DONE', 'FAILED'] }).notNull(),
    /** What the job applies: the request's rows and what every row shares (a campaign, metadata). */
    payload: json<Json>('payload').notNull(),
    /** Who asked, from where: every row's change is audited as theirs. */
    acting: json<Json>('acting').notNull(),
    requestId: text('request_id').notNull(),
    rowCount: integer('row_count').notNull(),
    position: integer('position').notNull().default(0),
    result: json<AsyncActionResult>('result').notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('async_actions_queue_idx').on(t.status, t.createdAt),
    index('async_actions_project_idx').on(t.projectId, t.createdAt, t.id),
  ],
);

/** An uploaded CSV file of a job, in pieces of about 1 MiB, so the worker reads it as a stream, never whole. */
export const asyncActionChunks = pgTable(
  'async_action_chunks',
  {
    actionId: text('action_id')
      .notNull()
      .references(() => asyncActions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.seq] })],
);
