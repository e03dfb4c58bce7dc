import { DEFAULT_TRANSACTION_EXPORT_FIELDS, transactionCsvHeader } from '../domain/csv.ts';
import type { Db } from '../store/db.ts';
import { insertExportChunk, writeTransactionChunk } from '../store/repositories/export-csv.ts';
import {
  claimExport,
  exportScope,
  finishExport,
  renewExportLock,
  type ExportRow,
} from '../store/repositories/exports.ts';
import { findVoucherById } from '../store/repositories/vouchers.ts';
import { loggableMessage } from '../store/errors.ts';
import { logFailure } from '../log.ts';

/** A claimed job is someone else's to take over once its lock lapses, e.g. after the worker's process died. */
export const exportLockMs = 30_000;
const maxAttempts = 3;
/** Records per stored chunk: about 1.4 MiB of CSV with the default fields. */
const chunkRecords = 10_000;

/**
 * Runs one claimed export: writes its CSV once, in chunks the database formats itself, renewing the job's lock
 * after each; a download then sends the stored chunks. Stops without a word if another worker took the job over.
 */
async function runExport(db: Db, job: ExportRow, now: () => Date) {
  if (job.attempts > maxAttempts)
    return finishExport(db, job, { status: 'ERROR', error: `Gave up after ${maxAttempts} attempts` }, now());
  const { card_id: cardId, ...parameters } = job.parameters;
  if (!(await findVoucherById(db, cardId)))
    return finishExport(db, job, { status: 'ERROR', error: 'The loyalty card no longer exists' }, now());
  const fields = parameters.fields ?? DEFAULT_TRANSACTION_EXPORT_FIELDS;
  const plan = {
    exportId: job.id,
    attempt: job.attempts,
    scope: exportScope(job, cardId, parameters.filters),
    fields,
    descending: parameters.order === '-created_at',
    size: chunkRecords,
  };
  await insertExportChunk(db, { exportId: job.id, attempt: job.attempts, seq: 0, data: transactionCsvHeader(fields) });
  let afterId: string | undefined;
  for (let seq = 1; ; seq++) {
    const { records, lastId } = await writeTransactionChunk(db, plan, seq, afterId);
    if (records < chunkRecords) break;
    if (!(await renewExportLock(db, job, new Date(now().getTime() + exportLockMs)))) return false;
    afterId = lastId;
  }
  return finishExport(db, job, { status: 'DONE' }, now());
}

type WorkerOptions = {
  now?: (() => Date) | undefined;
  /** Runs a job as acting in its project (QA mode: the project's clock stamps the export). */
  inProject?: (<T>(projectId: string, work: () => Promise<T>) => Promise<T>) | undefined;
};

/** Works through every claimable export; returns how many it finished. */
export async function drainExports(db: Db, options: WorkerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const inProject = options.inProject ?? ((_projectId, work) => work());
  let done = 0;
  for (let job = await claimExport(db, now(), exportLockMs); job; job = await claimExport(db, now(), exportLockMs)) {
    await inProject(job.projectId, () =>
      runExport(db, job, now).catch((error: unknown) =>
        finishExport(db, job, { status: 'ERROR', error: loggableMessage(error) }, now()),
      ),
    );
    done++;
  }
  return done;
}

/** Polls the export queue until stopped; jobs left by a previous process are picked up once their lock lapses. */
export function startExportWorker(db: Db, options: WorkerOptions & { pollMs?: number } = {}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    // A database outage makes the poll fail; log the cause briefly and poll again (jobs are safe in the table).
    await drainExports(db, options).catch((error: unknown) => logFailure('export worker poll failed', error));
    if (!stopped) timer = setTimeout(tick, options.pollMs ?? 250);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
