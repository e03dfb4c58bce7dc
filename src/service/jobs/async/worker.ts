import { heldRowFailure, isHeld } from '../../operations/approvals/gate.ts';
import { startPoller } from '../poller.ts';
import type { Db, Tx } from '../../store/db.ts';
import { DomainFailure, invalidPayload } from '../../operations/failures.ts';
import { csvRowBody } from '../../domain/csv-imports.ts';
import { csvRecords } from '../../domain/csv-stream.ts';
import type { StoredActing } from '../../operations/async-actions/schedule.ts';
import {
  anotherAsyncActionWaits,
  claimAsyncAction,
  findAsyncActionChunk,
  finishAsyncAction,
  releaseAsyncAction,
  saveAsyncActionProgress,
  type AsyncActionRow,
} from '../../store/repositories/async-actions.ts';
import { loggableMessage } from '../../store/errors.ts';
import type { Json } from '../../store/schema/columns.ts';
import { maxListedFailures, resultOf, type AsyncActionKind, type RowFailure } from './kinds.ts';
import { asyncActionKinds } from './registry.ts';

/** A claimed job is someone else's to take over once its lock lapses, e.g. after the worker's process died. */
export const asyncActionLockMs = 30_000;
const maxAttempts = 3;
/**
 * Rows applied in one transaction with the job's progress (and a renewal of its lock, then a yield to another job
 * waiting). One commit per batch rather than per row is most of an import's speed; on PGlite's one connection the
 * batch holds other requests for its length, so it stays small (about a tenth of a second).
 */
export const asyncActionBatchRows = 100;
const takenOver = new Error('another worker took the job over');

type Progress = { done: number; failed: number; failures: RowFailure[] };

/** The counts and failures a job saved before (a job taken over resumes with them). */
function savedProgress(job: AsyncActionRow): Progress {
  const result = job.result;
  const failures = (result.failed ?? []).map((f, i) => ({
    name: f.code === undefined ? { source_id: f.source_id ?? '' } : { code: f.code },
    row: f.row ?? i,
    key: 'failed',
    reason: f.reason,
  }));
  const errors = (result.errors ?? []).map((e) => ({
    name: e.code === undefined ? { source_id: e.source_id ?? '' } : { code: e.code },
    row: 0,
    key: e.key,
    reason: e.message,
  }));
  return { done: result.done_count ?? 0, failed: result.failed_count ?? 0, failures: [...failures, ...errors] };
}

/**
 * Runs one claimed job from where it stopped: rows go through their type's operation in batches (a row refused with
 * a `DomainFailure` is reported in words and the others still apply, as the hosted service does), each batch
 * committed with the job's progress. Between batches the job yields when another job waits (the claim then serves
 * the project worked on least recently), or hands itself back when the process stops. Stops without a word if
 * another worker took it over.
 */
async function runAsyncAction(
  db: Db,
  job: AsyncActionRow,
  options: Required<Pick<WorkerOptions, 'now' | 'lockMs' | 'batchRows'>> & Pick<WorkerOptions, 'signal'>,
) {
  const { now, lockMs, batchRows, signal } = options;
  const kind = asyncActionKinds[job.type] as AsyncActionKind<unknown> | undefined;
  const fail = (message: string) =>
    finishAsyncAction(db, job, { status: 'FAILED', result: { message, done_count: 0, failed_count: 0 } }, now());
  if (!kind) return fail(`This service does not run ${job.type} jobs`);
  if (job.attempts > maxAttempts) return fail(`Gave up after ${maxAttempts} attempts`);
  // Written by scheduleAsyncAction only: the acting it stored, and rows its route checked against the type's schema.
  const stored = job.acting as StoredActing;
  const file = kind.csv !== undefined;
  const progress = savedProgress(job);
  const shared = (job.payload as { shared?: Json }).shared ?? {};
  const progressNow = () => ({ position, result: resultOf(kind, progress, file, now()) });
  let position = job.position;
  /**
   * Applies a batch in one transaction with the progress it makes, so a restart resumes exactly after the last
   * batch committed; each row in a savepoint of its own, so a refused row undoes only itself. Answers false when
   * another worker took the job over (the batch is then rolled back).
   */
  const applyOne = async (tx: Tx, { row, failure }: Pending) => {
    try {
      if (failure) throw failure;
      // The row's operation opens its own transaction, a savepoint of the batch's: a refused row undoes only itself,
      // and what a kind records of a refusal (a bulk action's failed row) stays.
      const applied = await kind.apply(tx, job.projectId, row, { ...stored, at: now() }, { id: job.id, shared });
      if (isHeld(applied)) throw heldRowFailure(applied.held.resource_type, applied.held.resource_id, applied.held.id);
      progress.done++;
    } catch (error) {
      if (!(error instanceof DomainFailure)) throw error;
      const { key, details } = error.failure;
      const name = row === undefined ? { code: '' } : kind.nameOf(row);
      progress.failed++;
      if (progress.failures.length < maxListedFailures)
        progress.failures.push({ name, row: position, key, reason: details ?? error.message });
    }
  };
  /** The batch's rows applied at once where the kind can; false when one was refused (then each goes alone). */
  const applyTogether = async (tx: Tx, rows: unknown[]) => {
    if (!kind.applyMany || rows.length < 2) return false;
    const { applyMany } = kind;
    return tx
      .transaction((savepoint) => applyMany(savepoint, job.projectId, rows, { ...stored, at: now() }))
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof DomainFailure) return false;
          throw error;
        },
      );
  };
  /**
   * Applies a batch in one transaction with the progress it makes, so a restart resumes exactly after the last
   * batch committed. Answers false when another worker took the job over (the batch is then rolled back).
   */
  const applyBatch = (rows: Pending[]) =>
    db
      .transaction(async (tx) => {
        const together = await applyTogether(
          tx,
          rows.filter((r) => !r.failure).map((r) => r.row),
        );
        for (const pending of rows) {
          position++;
          if (together && !pending.failure) progress.done++;
          else await applyOne(tx, pending);
        }
        const lockedUntil = new Date(now().getTime() + lockMs);
        if (!(await saveAsyncActionProgress(tx, job, progressNow(), now(), lockedUntil))) throw takenOver;
        return true;
      })
      .catch((error: unknown) => {
        if (error === takenOver) return false;
        throw error;
      });
  let batch: Pending[] = [];
  for await (const pending of rowsOf(db, job, kind)) {
    batch.push(pending);
    if (batch.length < batchRows) continue;
    if (!(await applyBatch(batch))) return false;
    batch = [];
    // A stopping process, or another job waiting, gets the worker between two batches: the job resumes after this one.
    if (signal?.aborted || (await anotherAsyncActionWaits(db, job.id, now())))
      return releaseAsyncAction(db, job, progressNow());
  }
  if (batch.length && !(await applyBatch(batch))) return false;
  return finishAsyncAction(db, job, { status: 'DONE', result: progressNow().result }, now());
}

type Pending = { row: unknown; failure?: undefined } | { row: unknown; failure: DomainFailure };

/** The rows a job has left: from its JSON rows, or read from its stored file (skipping those done before). */
async function* rowsOf(db: Db, job: AsyncActionRow, kind: AsyncActionKind<unknown>): AsyncGenerator<Pending> {
  if (!kind.csv) {
    for (const row of ((job.payload as { rows?: unknown[] }).rows ?? []).slice(job.position)) yield { row };
    return;
  }
  const { format, parse } = kind.csv;
  const shared = (job.payload as { shared?: Record<string, unknown> }).shared ?? {};
  let header: string[] | undefined;
  let index = 0;
  for await (const record of csvRecords(storedPieces(db, job.id))) {
    if (!header) {
      header = record;
      continue;
    }
    if (index++ < job.position) continue;
    const body = csvRowBody(format, header, record);
    if (record.length !== header.length) {
      const words = `The row has ${record.length} fields, the header ${header.length}`;
      yield { row: body, failure: invalidPayload(words) };
      continue;
    }
    try {
      yield { row: parse({ ...body, ...shared }) };
    } catch (error) {
      if (!(error instanceof DomainFailure)) throw error;
      yield { row: body, failure: error };
    }
  }
}

/** A job's stored file, piece by piece, each read only when the parser needs it. */
async function* storedPieces(db: Db, actionId: string) {
  for (let seq = 0; ; seq++) {
    const piece = await findAsyncActionChunk(db, actionId, seq);
    if (piece === undefined) return;
    yield piece;
  }
}

type WorkerOptions = {
  now?: (() => Date) | undefined;
  /** Runs a job as acting in its project (QA mode: the project's clock stamps its changes). */
  inProject?: (<T>(projectId: string, work: () => Promise<T>) => Promise<T>) | undefined;
  /** How long a claim lasts unrenewed; `asyncActionLockMs` unless configured. */
  lockMs?: number | undefined;
  /** Aborted when the process stops: no new job is claimed, and the one running is handed back after its batch. */
  signal?: AbortSignal | undefined;
  /** Rows per batch; `asyncActionBatchRows` unless configured (tests use few). */
  batchRows?: number | undefined;
};

/** Works through every claimable async action; returns how many it finished. */
export async function drainAsyncActions(db: Db, options: WorkerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const inProject = options.inProject ?? ((_projectId, work) => work());
  const lockMs = options.lockMs ?? asyncActionLockMs;
  let done = 0;
  const { signal } = options;
  const claim = () => (signal?.aborted ? undefined : claimAsyncAction(db, now(), lockMs));
  for (let job = await claim(); job; job = await claim()) {
    const claimed = job;
    await inProject(claimed.projectId, () =>
      runAsyncAction(db, claimed, { now, lockMs, signal, batchRows: options.batchRows ?? asyncActionBatchRows }).catch(
        (error: unknown) =>
          finishAsyncAction(
            db,
            claimed,
            { status: 'FAILED', result: { message: loggableMessage(error), done_count: 0, failed_count: 0 } },
            now(),
          ),
      ),
    );
    done++;
  }
  return done;
}

/** Polls the async action queue until stopped; jobs left by a previous process resume once their lock lapses. */
export function startAsyncActionWorker(db: Db, options: WorkerOptions & { pollMs?: number } = {}) {
  return startPoller(
    'async action worker',
    (signal) => drainAsyncActions(db, { ...options, signal }),
    options.pollMs ?? 250,
  );
}
