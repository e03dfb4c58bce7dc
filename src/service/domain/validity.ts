/*
 * Whether a campaign, voucher or promotion tier is usable at an instant. Every check is in UTC, because the
 * interface gives no time zone for `validity_day_of_week` and `validity_hours`.
 *
 * - `active: false` wins over everything (`inactive`).
 * - Before `start_date`: `not_active_yet`; after `expiration_date` (the last valid instant): `expired`.
 * - `validity_day_of_week`: the UTC week day (0 = Sunday) must be listed.
 * - `validity_hours.daily`: the instant must fall inside one window `[start_time, expiration_time)` starting on one
 *   of its `days_of_week`. A window whose end is not after its start crosses midnight and ends the next day (equal
 *   times make a 24-hour window).
 * - `validity_timeframe`: repeating windows of `duration` every `interval`, counted from `start_date`. A duration
 *   without an interval is one window from `start_date`; without `start_date` there is nothing to count from and
 *   the timeframe is not applied (the contract requires `start_date` with a timeframe).
 * The last three report `outside_validity_window`.
 */
import type { z } from 'zod';
import type { validityChangeFields } from '../../contract/common.ts';
import { durationToMs } from './durations.ts';

/** A null field is open, as one left out is: windows stored by earlier versions may still hold nulls. */
export type ValidityWindow = {
  [K in keyof typeof validityChangeFields]?: z.infer<(typeof validityChangeFields)[K]>;
} & {
  active?: boolean | null;
};

export type InvalidityReason = 'inactive' | 'not_active_yet' | 'expired' | 'outside_validity_window';
export type ValidityResult = { valid: true } | { valid: false; reason: InvalidityReason };

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

function inDailyWindow(
  window: { start_time: string; expiration_time: string; days_of_week: number[] },
  instant: Date,
): boolean {
  const day = instant.getUTCDay();
  const minute = instant.getUTCHours() * 60 + instant.getUTCMinutes();
  const start = minutesOf(window.start_time);
  const end = minutesOf(window.expiration_time);
  if (start < end) return window.days_of_week.includes(day) && minute >= start && minute < end;
  // Crosses midnight: the evening part belongs to the listed day, the early-morning part to the day after it.
  const previousDay = (day + 6) % 7;
  return (
    (window.days_of_week.includes(day) && minute >= start) ||
    (window.days_of_week.includes(previousDay) && minute < end)
  );
}

function inTimeframe(timeframe: { interval?: string; duration?: string }, startDate: string, instant: Date): boolean {
  if (!timeframe.duration) return true;
  const elapsed = instant.getTime() - Date.parse(startDate);
  if (elapsed < 0) return false;
  const duration = durationToMs(timeframe.duration);
  const interval = timeframe.interval ? durationToMs(timeframe.interval) : 0;
  const offset = interval > 0 ? elapsed % interval : elapsed;
  return offset < duration;
}

/** Whether `window` allows use at `instant`, and why not when it does not. */
export function isValidAt(window: ValidityWindow, instant: Date): ValidityResult {
  if (window.active === false) return { valid: false, reason: 'inactive' };
  const time = instant.getTime();
  if (window.start_date && time < Date.parse(window.start_date)) return { valid: false, reason: 'not_active_yet' };
  if (window.expiration_date && time > Date.parse(window.expiration_date)) return { valid: false, reason: 'expired' };

  const outside = { valid: false, reason: 'outside_validity_window' } as const;
  const days = window.validity_day_of_week;
  if (days && days.length > 0 && !days.includes(instant.getUTCDay())) return outside;
  const daily = window.validity_hours?.daily;
  if (daily && daily.length > 0 && !daily.some((w) => inDailyWindow(w, instant))) return outside;
  if (
    window.validity_timeframe &&
    window.start_date &&
    !inTimeframe(window.validity_timeframe, window.start_date, instant)
  ) {
    return outside;
  }
  return { valid: true };
}
