import type {
  AsyncAction,
  AsyncActionBase,
  AsyncActionList,
  AsyncActionListQuery,
} from '../../../contract/async-action.ts';
import type { Executor } from '../../store/db.ts';
import { findAsyncAction, listAsyncActions, type AsyncActionRow } from '../../store/repositories/async-actions.ts';
import { bulkActionJobType } from '../../../contract/bulk-action.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';

const operationStatus = (row: AsyncActionRow): AsyncActionBase['operation_status'] =>
  row.status === 'DONE' ? 'SUCCESS' : row.status === 'FAILED' ? 'FAILED' : 'UNKNOWN';

/** Share of rows done; a file's rows are known once it is read, so a file job shows 0 until it is done. */
const progressOf = (row: AsyncActionRow) =>
  row.status === 'DONE' || row.status === 'FAILED'
    ? 100
    : row.rowCount === 0
      ? 0
      : Math.min(99, Math.floor((row.position * 100) / row.rowCount));

type OfficialRow = AsyncActionRow & { type: AsyncActionBase['type'] };
/** An official action: Promodesk's bulk actions run in the same queue but are read on their own route. */
const isOfficial = (row: AsyncActionRow): row is OfficialRow => row.type !== bulkActionJobType;

const presentBase = (row: OfficialRow): AsyncActionBase => ({
  id: row.id,
  type: row.type,
  status: row.status,
  operation_status: operationStatus(row),
  created_at: iso(row.createdAt),
  updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
  request_id: row.requestId,
  processing_time:
    row.updatedAt && (row.status === 'DONE' || row.status === 'FAILED')
      ? row.updatedAt.getTime() - row.createdAt.getTime()
      : undefined,
  progress: progressOf(row),
  object: 'async_action',
});

/** GET /v1/async-actions/{id}: the action with its result once it has one. */
export async function readAsyncAction(db: Executor, projectId: string, id: string): Promise<AsyncAction> {
  const row = await findAsyncAction(db, projectId, id);
  if (!row || !isOfficial(row)) throw notFound('async_action', id);
  const done = row.status === 'DONE' || row.status === 'FAILED';
  return { ...presentBase(row), result: done ? row.result : undefined };
}

/** GET /v1/async-actions: newest first, up to `end_date`. */
export async function readAsyncActions(
  db: Executor,
  projectId: string,
  query: AsyncActionListQuery,
): Promise<AsyncActionList> {
  const endDate = query.end_date ? new Date(query.end_date) : undefined;
  const rows = await listAsyncActions(db, projectId, query.limit, endDate);
  return {
    object: 'list',
    data_ref: 'async_actions',
    async_actions: rows.slice(0, query.limit).filter(isOfficial).map(presentBase),
    has_more: rows.length > query.limit,
  };
}
