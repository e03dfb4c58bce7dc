import type { AsyncActionType } from '../../../contract/async-action.ts';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import type { Json } from '../../store/schema/columns.ts';
import { insertAsyncAction, insertAsyncActionChunk } from '../../store/repositories/async-actions.ts';
import { auditChange, type Acting } from '../acting.ts';

/** What a job runs: JSON rows in the payload, or a CSV file read from its stored pieces. */
export type Scheduled = { type: AsyncActionType; summary: string } & (
  { rows: unknown[]; shared?: Json } | { file: AsyncIterable<string>; shared?: Json }
);

/** The acting a job's rows are applied as (the time is each row's own). */
export type StoredActing = Pick<Acting, 'actor' | 'requestId' | 'address'>;

/**
 * Records an async action for the worker, with its rows or its file, and audits who scheduled it; nothing of the
 * request is applied yet. Answers the action's id.
 */
export function scheduleAsyncAction(db: Db, projectId: string, scheduled: Scheduled, acting: Acting) {
  return db.transaction(async (tx) => {
    const id = newId('aa_');
    const stored: StoredActing = { actor: acting.actor, requestId: acting.requestId, address: acting.address };
    const isFile = 'file' in scheduled;
    await insertAsyncAction(tx, {
      id,
      projectId,
      type: scheduled.type,
      status: 'ENQUEUED',
      payload: { ...(isFile ? {} : { rows: scheduled.rows }), shared: scheduled.shared ?? {} },
      acting: stored,
      requestId: acting.requestId,
      rowCount: isFile ? 0 : scheduled.rows.length,
      createdAt: acting.at,
    });
    if (isFile) {
      let seq = 0;
      for await (const piece of scheduled.file) await insertAsyncActionChunk(tx, id, seq++, piece);
    }
    await auditChange(tx, projectId, acting, {
      action: 'async_action.scheduled',
      resourceType: 'async_action',
      resourceId: id,
      summary: scheduled.summary,
    });
    return id;
  });
}
