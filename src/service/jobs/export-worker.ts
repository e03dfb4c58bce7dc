import type { Db } from '../store/db.ts';
import { claimExport, finishExport, type ExportRow } from '../store/repositories/exports.ts';
import { findVoucherById } from '../store/repositories/vouchers.ts';
import { loggableMessage } from '../store/errors.ts';
import { logFailure } from '../log.ts';

/** A claimed job is someone else's to take over once its lock lapses, e.g. after the worker's process died. */
export const exportLockMs = 30_000;
const maxAttempts = 3;

/**
 * Runs one claimed export: the card must still exist. The CSV itself is streamed at download time from the
 * export's snapshot (rows created up to the moment of scheduling), so memory stays bounded whatever its size.
 */
async function runExport(db: Db, job: ExportRow, now: () => Date) {
  if (job.attempts > maxAttempts)
    return finishExport(db, job.id, { status: 'ERROR', error: `Gave up after ${maxAttempts} attempts` }, now());
  const card = await findVoucherById(db, job.parameters.card_id);
  if (!card) return finishExport(db, job.id, { status: 'ERROR', error: 'The loyalty card no longer exists' }, now());
  await finishExport(db, job.id, { status: 'DONE' }, now());
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
export function startExportWorker(db: Db, options: { pollMs?: number; now?: (() => Date) | undefined } = {}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    // A database outage makes the poll fail; log the cause briefly and poll again (jobs are safe in the table).
    await drainExports(db, options.now).catch((error: unknown) => logFailure('export worker poll failed', error));
    if (!stopped) timer = setTimeout(tick, options.pollMs ?? 250);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
