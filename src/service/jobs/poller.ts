import { logFailure } from '../log.ts';

/**
 * Runs `drain` now and again `pollMs` after each run ends, until stopped. A failed run (a database outage) is logged
 * briefly and the next one tries again: the work is safe in its table. Stopping aborts the run's signal, so a long
 * job hands itself back at its next row or chunk, and waits for the run to end, so the database is never closed
 * under it.
 */
export function startPoller(name: string, drain: (signal: AbortSignal) => Promise<unknown>, pollMs: number) {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = drain(stopping.signal).then(
      () => {},
      (error: unknown) => logFailure(`${name} poll failed`, error),
    );
    void running.then(() => {
      if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs);
    });
  };
  tick();
  return async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
}
