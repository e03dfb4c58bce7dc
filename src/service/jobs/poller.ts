import { logFailure } from '../log.ts';

/**
 * Runs `drain` now and again `pollMs` after each run ends, until stopped. A failed run (a database outage) is logged
 * briefly and the next one tries again: the work is safe in its table. Stopping aborts the run's signal, so a long
 * job hands itself back at its next row or chunk, and waits for the run to end, so the database is never closed
 * under it. `wake()` says work was just queued here: the next run starts now (or right after the one under way)
 * rather than at the next poll.
 */
export function startPoller(name: string, drain: (signal: AbortSignal) => Promise<unknown>, pollMs: number) {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  const tick = () => {
    clearTimeout(timer);
    wokenWhileRunning = false;
    const run = drain(stopping.signal).then(
      () => {},
      (error: unknown) => logFailure(`${name} poll failed`, error),
    );
    running = run;
    void run.then(() => {
      running = undefined;
      if (stopping.signal.aborted) return;
      if (wokenWhileRunning) tick();
      else timer = setTimeout(tick, pollMs);
    });
  };
  tick();
  const stop = async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
  const wake = () => {
    if (stopping.signal.aborted) return;
    if (running) wokenWhileRunning = true;
    else tick();
  };
  return Object.assign(stop, { wake });
}
