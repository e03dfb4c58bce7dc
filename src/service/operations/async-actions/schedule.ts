import { maxCsvRows, maxCsvUploadBytes } from '../../../contract/async-action.ts';
import { CsvStream } from '../../domain/csv-stream.ts';
import { headerProblem, type CsvImportFormat } from '../../domain/csv-imports.ts';
import { CsvSyntaxError } from '../../domain/csv-parse.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import type { Json } from '../../store/schema/columns.ts';
import {
  insertAsyncAction,
  insertAsyncActionChunk,
  setAsyncActionRowCount,
  type AsyncActionRow,
} from '../../store/repositories/async-actions.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, invalidField } from '../failures.ts';

/** What a job runs: JSON rows in the payload, or a CSV file, stored in pieces for the worker to read as a stream. */
export type Scheduled = { type: AsyncActionRow['type']; summary: string; shared?: Json } & (
  { rows: unknown[] } | { file: ReadableStream<Uint8Array>; format: CsvImportFormat }
);

/** The acting a job's rows are applied as (the time is each row's own). */
export type StoredActing = Pick<Acting, 'actor' | 'requestId' | 'address'>;

const fileTooLarge = () =>
  new DomainFailure({
    kind: 'too_large',
    key: 'payload_too_large',
    message: 'Payload too large',
    details: `The file exceeds ${maxCsvUploadBytes} bytes`,
  });

/** Pieces of about this many characters are stored: few rows, and little held at once on either side. */
const pieceChars = 1024 * 1024;

/** The next text of the file; with no bytes, the end of it (a sequence left incomplete is then refused). */
function decodeOrRefuse(decoder: TextDecoder, bytes?: Uint8Array) {
  try {
    return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
  } catch {
    throw invalidField('file', 'The file is not UTF-8 text');
  }
}

/**
 * Stores an uploaded file in pieces while checking it as CSV: its header (the format's required columns) and its
 * syntax, counting its rows. A file that is not such CSV is refused, and the transaction writes nothing.
 */
async function storeCsv(tx: Executor, id: string, file: ReadableStream<Uint8Array>, format: CsvImportFormat) {
  const csv = new CsvStream();
  let records = 0;
  let seq = 0;
  let piece = '';
  const check = (found: string[][]) => {
    if (records === 0 && found[0]) {
      const problem = headerProblem(format, found[0]);
      if (problem) throw invalidField('file', problem);
    }
    records += found.length;
    if (records - 1 > maxCsvRows)
      throw invalidField('file', `The file holds more than ${maxCsvRows} rows: split it into several imports`);
  };
  const reader = file.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      if (bytes > maxCsvUploadBytes) throw fileTooLarge();
      const text = decodeOrRefuse(decoder, read.value);
      check(csv.push(text));
      piece += text;
      if (piece.length >= pieceChars) {
        await insertAsyncActionChunk(tx, id, seq++, piece);
        piece = '';
      }
    }
    check(csv.push(decodeOrRefuse(decoder)));
    check(csv.end());
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw invalidField('file', `Row ${error.record}: ${error.message}`);
    throw error;
  }
  if (records < 2) throw invalidField('file', 'The file needs a header and at least one row');
  if (piece) await insertAsyncActionChunk(tx, id, seq, piece);
  return records - 1;
}

type ActionFields = Pick<
  Parameters<typeof insertAsyncAction>[1],
  'type' | 'status' | 'payload' | 'rowCount' | 'result' | 'updatedAt'
>;

/** Inserts an action as `acting` (who asked, from where, for the worker to apply its rows as) and audits it. */
async function recordAction(tx: Executor, projectId: string, fields: ActionFields, summary: string, acting: Acting) {
  const id = newId('aa_');
  const stored: StoredActing = { actor: acting.actor, requestId: acting.requestId, address: acting.address };
  await insertAsyncAction(tx, {
    ...fields,
    id,
    projectId,
    acting: stored,
    requestId: acting.requestId,
    createdAt: acting.at,
  });
  await auditChange(tx, projectId, acting, {
    action: 'async_action.scheduled',
    resourceType: 'async_action',
    resourceId: id,
    summary,
  });
  return id;
}

/**
 * Records an async action for the worker, with its rows or its file, and audits who scheduled it; nothing of the
 * request is applied yet. Answers the action's id.
 */
export function scheduleAsyncAction(db: Db, projectId: string, scheduled: Scheduled, acting: Acting) {
  return db.transaction(async (tx) => {
    const isFile = 'file' in scheduled;
    const fields: ActionFields = {
      type: scheduled.type,
      status: 'ENQUEUED',
      payload: { ...(isFile ? {} : { rows: scheduled.rows }), shared: scheduled.shared ?? {} },
      rowCount: isFile ? 0 : scheduled.rows.length,
    };
    const id = await recordAction(tx, projectId, fields, scheduled.summary, acting);
    if (isFile) await setAsyncActionRowCount(tx, id, await storeCsv(tx, id, scheduled.file, scheduled.format));
    return id;
  });
}

/**
 * Records an action the request has already done in full, as DONE with its result, so the hosted service's 202
 * answer names an action a caller can read (a campaign's deletion takes effect at once: its name is free and its
 * codes stop at the answer, not later). Runs in the caller's transaction.
 */
export function recordCompletedAsyncAction(
  tx: Executor,
  projectId: string,
  done: { type: AsyncActionRow['type']; summary: string; result: AsyncActionRow['result'] },
  acting: Acting,
) {
  const fields: ActionFields = {
    type: done.type,
    status: 'DONE',
    payload: { rows: [], shared: {} },
    rowCount: 0,
    result: done.result,
    updatedAt: acting.at,
  };
  return recordAction(tx, projectId, fields, done.summary, acting);
}

/** The campaign an import names by id or, as the hosted paths allow, by name; its id, or a 404. */
