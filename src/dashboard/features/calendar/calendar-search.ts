import { z } from 'zod';
import type { CalendarQuery } from '../../../contract/calendar.ts';
import { serviceNow } from '../../lib/service-clock.ts';

/** The calendar's place in the URL: a week or a month, and a day inside it (today when absent). */
export const calendarSearchSchema = z.object({
  view: z.enum(['week', 'month']).default('week').catch('week'),
  day: z.iso.date().optional().catch(undefined),
});
export type CalendarSearch = z.output<typeof calendarSearchSchema>;
export const calendarSearchDefaults = { view: 'week' } as const;

const dayMs = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC days shown: Monday to Sunday of the day's week, or the day's whole month. */
export function calendarRange(search: CalendarSearch, now = serviceNow()): CalendarQuery {
  const day = Date.parse(search.day ?? dayOf(now));
  if (search.view === 'week') {
    const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * dayMs;
    return { from: dayOf(monday), to: dayOf(monday + 6 * dayMs) };
  }
  const date = new Date(day);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0);
  return { from: dayOf(first), to: dayOf(last) };
}

/** The search of the week or month before (-1) or after (+1) the one shown. */
export function shiftedSearch(search: CalendarSearch, step: -1 | 1, now = serviceNow()): CalendarSearch {
  const { from, to } = calendarRange(search, now);
  const day = step === 1 ? Date.parse(to) + dayMs : Date.parse(from) - dayMs;
  return { ...search, day: dayOf(day) };
}

/** Every UTC day of a range, as `YYYY-MM-DD`. */
export const daysOf = ({ from, to }: CalendarQuery) =>
  Array.from({ length: (Date.parse(to) - Date.parse(from)) / dayMs + 1 }, (_, i) =>
    dayOf(Date.parse(from) + i * dayMs),
  );
