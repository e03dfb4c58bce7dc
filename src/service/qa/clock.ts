import type { QaClockChange } from '../../contract/qa.ts';

/**
 * A QA clock: the machine's time plus an offset a test suite moves, or a moment it froze at, so expiries
 * (invitations, sessions, tokens, validity windows) are reached without waiting and a suite's times are exact.
 */
export function createQaClock(machineNow: () => number = Date.now) {
  let offsetMs = 0;
  let frozenAt: number | undefined;
  const nowMs = () => frozenAt ?? machineNow() + offsetMs;
  const setMs = (ms: number) => {
    if (frozenAt === undefined) offsetMs = ms - machineNow();
    else frozenAt = ms;
  };
  return {
    now: () => new Date(nowMs()),
    change(change: QaClockChange) {
      if ('advance_seconds' in change) setMs(nowMs() + change.advance_seconds * 1000);
      else if ('set' in change) setMs(Date.parse(change.set));
      else if ('freeze' in change) {
        if (change.freeze === false) {
          if (frozenAt !== undefined) offsetMs = frozenAt - machineNow();
          frozenAt = undefined;
        } else frozenAt = change.freeze === true ? nowMs() : Date.parse(change.freeze);
      } else {
        offsetMs = 0;
        frozenAt = undefined;
      }
    },
    read: () => ({
      now: new Date(nowMs()).toISOString(),
      offset_ms: nowMs() - machineNow(),
      frozen: frozenAt !== undefined,
    }),
  };
}

export type QaClock = ReturnType<typeof createQaClock>;
