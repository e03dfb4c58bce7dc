const dayMs = 86_400_000;
const hourMs = 3_600_000;
/** The demo account is this old on the day of the first start: its programs' history fits in between. */
const accountAgeDays = 120;
/** The demo programs' windows stay open this long after the first start. */
const seasonDays = 730;

export type At = (hours: number) => Date;

/**
 * The demo data's calendar, relative to the day (UTC) of the first start, or of a QA project's clock, so that no date
 * in the demo is fixed: the same variables and day give the same data, and nothing expires with a calendar year.
 * - `at(hours)`: a moment that many hours after the demo account was made, at 09:00 `accountAgeDays` before.
 * - `since` / `until`: the programs' season, from the day the account was made to two years after the first start.
 * - `dayAt(days, hours)`: a moment `days` after the first start's midnight (negative: before), plus `hours`.
 */
export function demoCalendar(now: Date) {
  const day = Math.floor(now.getTime() / dayMs) * dayMs;
  const dayAt = (days: number, hours = 0) => new Date(day + days * dayMs + hours * hourMs);
  const made = dayAt(-accountAgeDays, 9).getTime();
  return {
    day: new Date(day),
    at: ((hours) => new Date(made + hours * hourMs)) as At,
    since: dayAt(-accountAgeDays).toISOString(),
    until: new Date(dayAt(seasonDays).getTime() - 1000).toISOString(),
    dayAt,
  };
}

export type DemoCalendar = ReturnType<typeof demoCalendar>;
