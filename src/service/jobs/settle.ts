import type { QaFired } from '../../contract/qa.ts';
import { runPointsClock } from '../operations/loyalties/points-clock.ts';
import type { Db } from '../store/db.ts';
import { crossedMoments, exportStatuses, nextDueMoment, waitingExports } from '../store/repositories/due-moments.ts';
import { drainExports } from './export-worker.ts';
import { drainWebhooks, type WebhookWorkerOptions } from './webhook-worker.ts';

export type SettleOptions = {
  /** Stands the project's clock at a moment while what fell due then runs. */
  standAt: (at: Date) => void;
  /** Runs work as acting in the project (its clock and ids). */
  inProject: <T>(projectId: string, work: () => Promise<T>) => Promise<T>;
  /** The time of the project work runs as acting in (the export worker's clock). */
  now: () => Date;
  /** The webhook worker's options, on QA mode's clocks: the project's due deliveries are attempted with them. */
  webhooks: WebhookWorkerOptions;
};

/** Moments settled at most in one move, so a retry schedule cannot keep a move going without end. */
const maxSteps = 1000;

/**
 * Runs what fell due in a project as its clock moved from `from` to `to`, in time order: at each moment work fell
 * due, the clock stands there while the points clock runs (points expiring, pending points activating, tier
 * periods ending, each with its webhook event stamped at that moment) and the project's due webhook deliveries are
 * attempted (retries, on the project's time, and the first attempts of new events); then, at `to`, the project's
 * waiting exports are built. Answers what fired, by time, with what time alone changed (validity windows opening
 * and closing, session locks lapsing). The clock is left at `to`.
 */
export async function settleProject(db: Db, projectId: string, from: Date, to: Date, options: SettleOptions) {
  const fired: QaFired[] = (await crossedMoments(db, projectId, from, to)).map(({ at, kind, id }) => ({
    at: at.toISOString(),
    kind,
    id,
  }));
  const note = (at: Date, kind: string, id: string, detail?: string) =>
    fired.push({ at: at.toISOString(), kind, id, ...(detail !== undefined && { detail }) });
  const runAt = async (at: Date) => {
    options.standAt(at);
    const changes = await options.inProject(projectId, () => runPointsClock(db, projectId, at));
    for (const change of changes) note(at, change.kind, change.id);
    // Then the deliveries due now: retries, and the first attempts of the events just made.
    await drainWebhooks(db, {
      ...options.webhooks,
      only: projectId,
      onAttempt: (delivery, outcome) => note(at, 'webhook_delivery.attempted', delivery.id, outcome.status),
    });
  };
  // What was already due when the move began goes first: events not yet handed out, deliveries not yet attempted.
  await runAt(from);
  let at = from;
  for (let step = 0; step < maxSteps; step++) {
    const next = await nextDueMoment(db, projectId, at, to);
    if (!next) break;
    await runAt(next);
    at = next;
  }
  await runAt(to);
  const waiting = await waitingExports(db, projectId);
  if (waiting.length) {
    // The worker builds every waiting export, each at its own project's time (this one's stands at `to`).
    await drainExports(db, { now: options.now, inProject: options.inProject });
    for (const { id, status } of await exportStatuses(db, waiting))
      if (status === 'DONE' || status === 'ERROR') note(to, 'export.finished', id, status);
  }
  // Stable: what time alone changed at a moment comes before what ran then.
  return fired.sort((a, b) => a.at.localeCompare(b.at));
}
