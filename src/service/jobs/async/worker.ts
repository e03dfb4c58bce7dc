import type { Db } from '../../store/db.ts';
import { DomainFailure } from '../../operations/failures.ts';
import type { StoredActing } from '../../operations/async-actions/schedule.ts';
import {
  claimAsyncAction,
  finishAsyncAction,
  saveAsyncActionProgress,
  type AsyncActionRow,
} from '../../store/repositories/async-actions.ts';
import { loggableMessage } from '../../store/errors.ts';
import { logFailure } from '../../log.ts';
import { resultOf, type AsyncActionKind, type RowFailure } from './kinds.ts';
import { asyncActionKinds } from './registry.ts';

/** A claimed job is someone else's to take over once its lock lapses, e.g. after the worker's process died. */
export const asyncActionLockMs = 30_000;
const maxAttempts = 3;
/** Rows applied between two saves of the job's progress (and renewals of its lock). */
export const asyncActionBatchRows = 500;

type Progress = { done: number; failures: RowFailure[] };

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
  return { done: result.done_count ?? 0, failures: [...failures, ...errors] };
}

/**
 * Runs one claimed job: applies its rows from where it stopped, batch by batch, each row through its type's
 * operation in its own transaction, saving progress and renewing the lock after each batch. A row refused with a
 * `DomainFailure` is reported in words and the others still apply, as the hosted service does. Stops without a word
 * if another worker took the job over.
 */
async function runAsyncAction(db: Db, job: AsyncActionRow, now: () => Date) {
  const kind = asyncActionKinds[job.type] as AsyncActionKind<unknown> | undefined;
  const fail = (message: string) =>
    finishAsyncAction(db, job, { status: 'FAILED', result: { message, done_count: 0, failed_count: 0 } }, now());
  if (!kind) return fail(`This service does not run ${job.type} jobs`);
  if (job.attempts > maxAttempts) return fail(`Gave up after ${maxAttempts} attempts`);
  // Written by scheduleAsyncAction only: the acting it stored, and rows its route checked against the type's schema.
  const stored = job.acting as StoredActing;
  const rows = (job.payload as { rows?: unknown[] }).rows ?? [];
  const progress = savedProgress(job);
  for (let position = job.position; position < rows.length;) {
    const end = Math.min(rows.length, position + asyncActionBatchRows);
    for (; position < end; position++) {
      const row = rows[position];
      try {
        await kind.apply(db, job.projectId, row, { ...stored, at: now() });
        progress.done++;
      } catch (error) {
        if (!(error instanceof DomainFailure)) throw error;
        const { key, details } = error.failure;
        progress.failures.push({ name: kind.nameOf(row), row: position + 1, key, reason: details ?? error.message });
      }
    }
    const result = resultOf(kind, progress.done, progress.failures, false, now());
    const lockedUntil = new Date(now().getTime() + asyncActionLockMs);
    if (!(await saveAsyncActionProgress(db, job, { position, result }, now(), lockedUntil))) return false;
  }
  return finishAsyncAction(
    db,
    job,
    { status: 'DONE', result: resultOf(kind, progress.done, progress.failures, false, now()) },
    now(),
  );
}

type WorkerOptions = {
  now?: (() => Date) | undefined;
  /** Runs a job as acting in its project (QA mode: the project's clock stamps its changes). */
  inProject?: (<T>(projectId: string, work: () => Promise<T>) => Promise<T>) | undefined;
};

/** Works through every claimable async action; returns how many it finished. */
export async function drainAsyncActions(db: Db, options: WorkerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const inProject = options.inProject ?? ((_projectId, work) => work());
  let done = 0;
  for (
    let job = await claimAsyncAction(db, now(), asyncActionLockMs);
    job;
    job = await claimAsyncAction(db, now(), asyncActionLockMs)
  ) {
    const claimed = job;
    await inProject(claimed.projectId, () =>
      runAsyncAction(db, claimed, now).catch((error: unknown) =>
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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    await drainAsyncActions(db, options).catch((error: unknown) =>
      logFailure('async action worker poll failed', error),
    );
    if (!stopped) timer = setTimeout(tick, options.pollMs ?? 250);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
