import { logFailure } from '../log.ts';

/**
 * Runs `drain` now and again `pollMs` after each run ends, until stopped. A failed run (a database outage) is logged
 * briefly and the next one tries again: the work is safe in its table. Stopping waits for the run in flight, so the
 * database is never closed under it.
 */
export function startPoller(name: string, drain: () => Promise<unknown>, pollMs: number) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = drain().then(
      () => {},
      (error: unknown) => logFailure(`${name} poll failed`, error),
    );
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
