/*
 * ISO 8601 durations (`P1Y2M3W4DT5H6M7S`) as milliseconds.
 *
 * Calendar units have no fixed length, and validity timeframes repeat an interval from `start_date` by plain
 * arithmetic, so they are given fixed lengths here: a week is 7 days, a month 30 days, a year 365 days, a day
 * 24 hours (all times are UTC, so there are no daylight-saving days). Fractions are not accepted, as the contract's
 * duration pattern does not accept them either.
 */

const DURATION = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNIT_MS = [365 * DAY, 30 * DAY, 7 * DAY, DAY, HOUR, MINUTE, SECOND] as const;

/** Milliseconds of an ISO 8601 duration; throws a RangeError for text that is not one. */
export function durationToMs(duration: string): number {
  const match = DURATION.exec(duration);
  if (!match) throw new RangeError(`Not an ISO 8601 duration: ${duration}`);
  return UNIT_MS.reduce((total, unitMs, i) => total + Number(match[i + 1] ?? 0) * unitMs, 0);
}
