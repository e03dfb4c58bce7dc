import { startPoller } from './poller.ts';
import { runPointsClock } from '../operations/loyalties/points-clock.ts';
import type { Db } from '../store/db.ts';
import { projectsWithEndingTiers } from '../store/repositories/loyalty-tiers.ts';
import { projectsWithTimedBuckets } from '../store/repositories/points-lifecycle.ts';

type WorkerOptions = {
  now?: (() => Date) | undefined;
  /** Runs work as in a project (QA mode: `now` is then the project's clock). */
  inProject?: (<T>(projectId: string, work: () => Promise<T>) => Promise<T>) | undefined;
};

/**
 * Expires and activates every project's due point buckets, and ends its members' tier periods, at that project's
 * time. The state is in the rows, so a restarted process simply carries on.
 */
export async function drainPointsClock(db: Db, options: WorkerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const inProject = options.inProject ?? ((_projectId, work) => work());
  let changed = 0;
  const projects = new Set([...(await projectsWithTimedBuckets(db)), ...(await projectsWithEndingTiers(db))]);
  for (const projectId of projects)
    changed += (await inProject(projectId, () => runPointsClock(db, projectId, now()))).length;
  return changed;
}

/** Polls until stopped (points expire by the day, pending points by the moment: a minute apart is soon enough). */
export function startPointsClockWorker(db: Db, options: WorkerOptions & { pollMs?: number } = {}) {
  return startPoller('points clock', () => drainPointsClock(db, options), options.pollMs ?? 60_000);
}
