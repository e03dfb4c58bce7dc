import {
  bulkActionJobType,
  bulkExportColumns,
  maxBulkActionRows,
  type BulkActionRequest,
  type BulkAction,
} from '../../../contract/bulk-action.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findAsyncAction } from '../../store/repositories/async-actions.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { csvLine } from '../../domain/csv.ts';
import {
  bulkRowCounts,
  bulkRowsWith,
  changedBulkRows,
  findBulkUndo,
  idsMatching,
  insertBulkUndo,
} from '../../store/repositories/bulk-actions.ts';
import type { Acting } from '../acting.ts';
import { scheduleAsyncAction } from '../async-actions/schedule.ts';
import { duplicate, invalidField, invalidPayload, notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { bulkJobSchema, type BulkJob } from './apply.ts';

/** Rows of each kind a bulk action's answer lists (the counts go on). */
const listedRows = 1000;

/**
 * Schedules a bulk action: its rows are the ids sent, or those the filter matches now (a filter matching more than
 * 10,000 rows is refused, not cut short). Nothing is applied yet; the worker applies each row through its operation.
 */
export async function scheduleBulkAction(db: Db, projectId: string, request: BulkActionRequest, acting: Acting) {
  const ids = request.ids
    ? [...new Set(request.ids)]
    : await idsMatching(db, projectId, request.resource, request.filter ?? {}, maxBulkActionRows + 1);
  if (ids.length > maxBulkActionRows)
    throw invalidField('filter', `The filter matches more than ${maxBulkActionRows} rows; narrow it`);
  if (!ids.length) throw invalidField('filter', 'The filter matches no rows');
  const job: BulkJob = {
    resource: request.resource,
    action: request.action,
    metadata: request.metadata ?? {},
    unset: request.unset_metadata ?? [],
    categoryId: request.category_id ?? null,
  };
  const summary = `Scheduled a bulk ${request.action} of ${ids.length} ${request.resource}`;
  return scheduleAsyncAction(db, projectId, { type: bulkActionJobType, summary, rows: ids, shared: job }, acting);
}

async function findBulkAction(db: Executor, projectId: string, id: string) {
  const row = await findAsyncAction(db, projectId, id);
  if (!row || row.type !== bulkActionJobType) throw notFound('bulk_action', id);
  return { row, job: bulkJobSchema.parse((row.payload as { shared?: unknown }).shared) };
}

/**
 * Schedules the undo of a finished bulk action: over the rows it changed, each restored only if it is still as the
 * action left it. An action is undone once; an undo is not itself undone, and an action still running cannot be
 * undone yet.
 */
export async function scheduleBulkUndo(db: Db, projectId: string, id: string, acting: Acting) {
  const { row, job } = await findBulkAction(db, projectId, id);
  if (job.undoOf) throw invalidPayload('An undo cannot be undone; run the action again');
  if (job.action === 'export') throw invalidPayload('An export changed nothing to undo');
  if (row.status !== 'DONE') throw invalidPayload('The bulk action has not finished yet');
  const ids = (await changedBulkRows(db, id)).map((changed) => changed.id);
  if (!ids.length) throw invalidPayload('The bulk action changed nothing to undo');
  const summary = `Scheduled the undo of the bulk action ${id} (${ids.length} ${job.resource})`;
  const shared: BulkJob = { ...job, undoOf: id };
  const undone = (undoId: string | undefined) =>
    duplicate('bulk_action', id, `The bulk action is already undone${undoId ? ` by ${undoId}` : ''}`);
  const earlier = await findBulkUndo(db, id);
  if (earlier) throw undone(earlier);
  // Undos asked at once race to the action's one undo row: one commits, the others are told of it.
  return db
    .transaction(async (tx) => {
      const undoId = await scheduleAsyncAction(
        tx,
        projectId,
        { type: bulkActionJobType, summary, rows: ids, shared },
        acting,
      );
      await insertBulkUndo(tx, id, undoId);
      return undoId;
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw undone(await findBulkUndo(db, id));
    });
}

/** GET .../bulk-actions/{id}: progress, what changed, and each row not changed with its reason. */
export async function readBulkAction(db: Executor, projectId: string, id: string): Promise<BulkAction> {
  const { row, job } = await findBulkAction(db, projectId, id);
  const finished = row.status === 'DONE' || row.status === 'FAILED';
  const counts = await bulkRowCounts(db, id);
  const changed = counts.changed ?? 0;
  return {
    id: row.id,
    object: 'bulk_action',
    resource: job.resource,
    action: job.action,
    undo_of: job.undoOf ?? null,
    status: row.status,
    progress: { done: finished ? row.rowCount : row.position, total: row.rowCount },
    changed_count: changed,
    failures: (await bulkRowsWith(db, id, 'failed', listedRows)).map((r) => ({ id: r.id, reason: r.reason ?? '' })),
    skipped: (await bulkRowsWith(db, id, 'skipped', listedRows)).map((r) => ({ id: r.id, reason: r.reason ?? '' })),
    undoable:
      row.status === 'DONE' && !job.undoOf && job.action !== 'export' && changed > 0 && !(await findBulkUndo(db, id)),
    file_url:
      job.action === 'export' && row.status === 'DONE'
        ? `/promodesk/projects/${projectId}/bulk-actions/${id}/file`
        : null,
    message: row.status === 'FAILED' ? row.result.message : undefined,
    created_at: iso(row.createdAt),
  };
}

/**
 * GET .../bulk-actions/{id}/file: a finished export's rows as CSV, as they were when exported, in id order; a
 * value that starts like a spreadsheet formula is defused.
 */
export async function bulkExportFile(db: Executor, projectId: string, id: string) {
  const { row, job } = await findBulkAction(db, projectId, id);
  if (job.action !== 'export') throw invalidPayload('Only an export has a file');
  if (row.status !== 'DONE') throw invalidPayload('The export has not finished yet');
  const columns = bulkExportColumns[job.resource];
  const records = (await changedBulkRows(db, id)).map((exported) => exported.after ?? {});
  return [columns, ...records.map((record) => columns.map((column) => record[column]))].map(csvLine).join('');
}
