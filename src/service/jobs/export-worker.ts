import type { Db } from '../store/db.ts';
import {
  claimExport,
  countTransactions,
  exportScope,
  finishExport,
  type ExportRow,
} from '../store/repositories/exports.ts';
import { findVoucherById } from '../store/repositories/vouchers.ts';
import { loggableMessage } from '../store/errors.ts';
import { logFailure } from '../log.ts';

/** A claimed job is someone else's to take over once its lock lapses, e.g. after the worker's process died. */
export const exportLockMs = 30_000;
const maxAttempts = 3;

/**
 * Runs one claimed export: the card must still exist, and its rows are counted. The CSV itself is streamed at
 * download time from the same snapshot (rows created up to the moment of scheduling), so memory stays bounded.
 */
async function runExport(db: Db, job: ExportRow, now: () => Date) {
  if (job.attempts > maxAttempts)
    return finishExport(db, job.id, { status: 'ERROR', error: `Gave up after ${maxAttempts} attempts` }, now());
  const parameters = job.parameters;
  const card = await findVoucherById(db, parameters.card_id);
  if (!card) return finishExport(db, job.id, { status: 'ERROR', error: 'The loyalty card no longer exists' }, now());
  const rows = await countTransactions(db, exportScope(job, card.id, parameters.filters));
  await finishExport(db, job.id, { status: 'DONE', result: { rows } }, now());
}

/** Works through every claimable export; returns how many it finished. */
export async function drainExports(db: Db, now: () => Date = () => new Date()) {
  let done = 0;
  for (let job = await claimExport(db, now(), exportLockMs); job; job = await claimExport(db, now(), exportLockMs)) {
    await runExport(db, job, now).catch((error: unknown) =>
      finishExport(db, job.id, { status: 'ERROR', error: loggableMessage(error) }, now()),
    );
    done++;
  }
  return done;
}

/** Polls the export queue until stopped; jobs left by a previous process are picked up once their lock lapses. */
export function startExportWorker(db: Db, options: { pollMs?: number } = {}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    // A database outage makes the poll fail; log the cause briefly and poll again (jobs are safe in the table).
    await drainExports(db).catch((error: unknown) => logFailure('export worker poll failed', error));
    if (!stopped) timer = setTimeout(tick, options.pollMs ?? 250);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
