import type { Validity } from '../../contract/common.ts';
import { formatDate } from './format.ts';
import { describeIsoDuration } from './iso-duration.ts';

/** Indexed as the interface numbers days: 0 = Sunday … 6 = Saturday. */
export const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const shortDay = (day: number) => dayNames[day]?.slice(0, 3) ?? String(day);
// People read a week from Monday, so runs like Mon–Fri stay together and Sunday comes last.
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri", "every day". */
export function describeDays(days: readonly number[]): string {
  const chosen = weekOrder.filter((day) => days.includes(day));
  if (chosen.length === 7) return 'every day';
  const runs: number[][] = [];
  chosen.forEach((day) => {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous !== undefined && weekOrder.indexOf(previous) + 1 === weekOrder.indexOf(day)) run.push(day);
    else runs.push([day]);
  });
  return runs
    .map((run) => (run.length >= 3 ? `${shortDay(run[0]!)}–${shortDay(run.at(-1)!)}` : run.map(shortDay).join(', ')))
    .join(', ');
}

function sameDays(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((day) => b.includes(day));
}

function describeTimeframe({ interval, duration }: NonNullable<Validity['validity_timeframe']>): string[] {
  if (interval && duration) {
    return [`repeats every ${describeIsoDuration(interval)}, active for ${describeIsoDuration(duration)} each time`];
  }
  if (interval) return [`repeats every ${describeIsoDuration(interval)}`];
  if (duration) return [`active for ${describeIsoDuration(duration)} from the start`];
  return [];
}

function describeDates(start: string | null | undefined, end: string | null | undefined): string[] {
  if (start && end) return [`from ${formatDate(start)} until ${formatDate(end)}`];
  if (start) return [`from ${formatDate(start)}`];
  if (end) return [`until ${formatDate(end)}`];
  return [];
}

/**
 * The validity window in words ("Mon–Fri, 09:00–17:00, until 31 Dec 2026"). Only a description of the rules the
 * service sent: whether the window is open right now is the service's call, shown by its `active` flag.
 */
export function describeValidity(validity: Validity): string {
  const days = validity.validity_day_of_week ?? [];
  const windows = (validity.validity_hours?.daily ?? []).map((window) => {
    const time = `${window.start_time}–${window.expiration_time}`;
    const windowDays = window.days_of_week;
    if (days.length > 0 && (windowDays.length === 0 || sameDays(days, windowDays))) return time;
    return windowDays.length > 0 ? `${describeDays(windowDays)}, ${time}` : time;
  });
  const parts = [
    ...(days.length > 0 ? [describeDays(days)] : []),
    ...windows,
    ...(validity.validity_timeframe ? describeTimeframe(validity.validity_timeframe) : []),
    ...describeDates(validity.start_date, validity.expiration_date),
  ];
  if (parts.length === 0) return 'No time limits';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
