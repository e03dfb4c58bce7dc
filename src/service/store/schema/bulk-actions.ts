import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { json, type Json } from './columns.ts';
import { asyncActions } from './async-actions.ts';

/**
 * What a bulk action did to each of its rows, written in the row's own transaction with the change: `changed` with
 * the touched fields before and after (what an undo compares and restores), `failed` or `skipped` with the reason.
 * One row per (action, object), so a job resumed after a restart overwrites nothing it recorded.
 */
export const bulkActionRows = pgTable(
  'bulk_action_rows',
  {
    actionId: text('action_id')
      .notNull()
      .references(() => asyncActions.id, { onDelete: 'cascade' }),
    /** The object's id (a voucher's id, not its code). */
    resourceId: text('resource_id').notNull(),
    outcome: text('outcome', { enum: ['changed', 'failed', 'skipped'] }).notNull(),
    reason: text('reason'),
    before: json<Json>('before'),
    after: json<Json>('after'),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.resourceId] })],
);

/** The undo of a bulk action: one per action, however many ask at once (the key decides). */
export const bulkActionUndos = pgTable('bulk_action_undos', {
  actionId: text('action_id')
    .primaryKey()
    .references(() => asyncActions.id, { onDelete: 'cascade' }),
  undoId: text('undo_id')
    .notNull()
    .references(() => asyncActions.id, { onDelete: 'cascade' }),
});
