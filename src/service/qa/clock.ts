import type { QaClockChange } from '../../contract/qa.ts';

/**
 * The service's time in QA mode: the machine's time plus an offset a test suite moves, so expiries (invitations,
 * sessions, tokens, validity windows) can be reached without waiting. Time keeps running from wherever it is set.
 */
export function createQaClock(machineNow: () => number = Date.now) {
  let offsetMs = 0;
  const now = () => new Date(machineNow() + offsetMs);
  return {
    now,
    change(change: QaClockChange) {
      if ('advance_seconds' in change) offsetMs += change.advance_seconds * 1000;
      else if ('set' in change) offsetMs = Date.parse(change.set) - machineNow();
      else offsetMs = 0;
    },
    read: () => ({ now: now().toISOString(), offset_ms: offsetMs }),
  };
}

export type QaClock = ReturnType<typeof createQaClock>;
