import { describe, expect, it } from 'vitest';
import { startPoller } from './poller.ts';

/** A drain whose runs the test ends by hand, counting how many started. */
function heldDrain() {
  const ends: (() => void)[] = [];
  const drain = () => new Promise<void>((resolve) => ends.push(resolve));
  const endRun = async () => {
    ends.shift()?.();
    // Let the poller see the run end and schedule what follows.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { drain, endRun, started: () => ends.length };
}

describe('startPoller', () => {
  it('starts a run at once when woken between polls, not at the next poll', async () => {
    const { drain, endRun, started } = heldDrain();
    const poller = startPoller('test', drain, 3_600_000);
    expect(started()).toBe(1);
    await endRun();
    expect(started()).toBe(0);
    poller.wake();
    expect(started()).toBe(1);
    await endRun();
    await poller();
  });

  it('runs again right after the run under way when woken during it', async () => {
    const { drain, endRun, started } = heldDrain();
    const poller = startPoller('test', drain, 3_600_000);
    poller.wake();
    expect(started()).toBe(1);
    await endRun();
    expect(started()).toBe(1);
    await endRun();
    expect(started()).toBe(0);
    await poller();
  });
});
