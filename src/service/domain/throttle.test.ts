import { describe, expect, it } from 'vitest';
import { reserveAttempt, type ThrottlePolicy, type ThrottleState } from './throttle.ts';

const policy: ThrottlePolicy = { free: 3, firstWaitSeconds: 10, maxWaitSeconds: 35, forgetAfterSeconds: 100 };
const start = Date.parse('2026-06-01T12:00:00.000Z');
const at = (seconds: number) => new Date(start + seconds * 1000);

/** Attempts at the given seconds, each answered with the state it saved or the wait it was refused with. */
function attempts(times: number[]) {
  let state: ThrottleState | undefined;
  return times.map((t) => {
    const outcome = reserveAttempt(policy, state, at(t));
    if ('waitSeconds' in outcome) return `wait ${outcome.waitSeconds}`;
    state = outcome.state;
    return `attempt ${state.attempts}`;
  });
}

describe('attempt budgets', () => {
  it('allows the free attempts at once, then one after each wait, doubling up to the ceiling', () => {
    expect(attempts([0, 0, 0, 0, 10, 10, 29, 30, 60, 64, 65, 99, 100])).toEqual([
      'attempt 1',
      'attempt 2',
      'attempt 3',
      'wait 10',
      'attempt 4',
      'wait 20',
      'wait 1',
      'attempt 5',
      'wait 5',
      'wait 1',
      'attempt 6',
      'wait 1',
      'attempt 7',
    ]);
  });

  it('forgets the count after a quiet spell', () => {
    expect(attempts([0, 0, 0, 100])).toEqual(['attempt 1', 'attempt 2', 'attempt 3', 'attempt 1']);
  });

  it('counts a clock behind the last attempt as no time passed, never as a fresh start', () => {
    expect(attempts([1000, 1000, 1000, 0])).toEqual(['attempt 1', 'attempt 2', 'attempt 3', 'wait 10']);
  });
});
