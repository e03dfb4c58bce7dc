import type { PointsExpirationRules } from '../../contract/points-expiry.ts';

/*
 * The day credited points expire, in UTC. A bucket's `expires_at` is a date: its points count through that day and
 * are gone from the next (the expiry job takes buckets whose date is before the project's today).
 */

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** Months are 0-based inside; the end month of the rounding period that contains `month`. */
function roundedEndMonth(rules: PointsExpirationRules, month: number): number | undefined {
  switch (rules.rounding_type) {
    case undefined:
      return undefined;
    case 'END_OF_MONTH':
      return month;
    case 'END_OF_QUARTER':
      return month - (month % 3) + 2;
    case 'END_OF_HALF_YEAR':
      return month - (month % 6) + 5;
    case 'END_OF_YEAR':
      return 11;
    case 'PARTICULAR_MONTH': {
      const target = (rules.rounding_value ?? 12) - 1;
      return target >= month ? target : target + 12;
    }
  }
}

/** The expiry date (YYYY-MM-DD) of points credited at `creditedAt` under a program's or earning rule's rules. */
export function pointsExpiryDate(rules: PointsExpirationRules, creditedAt: Date): string {
  const year = creditedAt.getUTCFullYear();
  const month = creditedAt.getUTCMonth();
  const day = creditedAt.getUTCDate();
  if (rules.period_type === 'FIXED_DAY_OF_YEAR') {
    const fixedMonth = (rules.fixed_month ?? 12) - 1;
    const fixedDay = (y: number) => Math.min(rules.fixed_day ?? 31, lastDayOf(y, fixedMonth));
    const thisYear = isoDay(year, fixedMonth, fixedDay(year));
    // The next such day after the credit: points credited on the day itself keep a year.
    return thisYear > isoDay(year, month, day) ? thisYear : isoDay(year + 1, fixedMonth, fixedDay(year + 1));
  }
  // N months later, the day clamped to the target month (31 January + 1 month = 28 or 29 February).
  const targetMonth = month + (rules.period_value ?? 1);
  const targetYear = year + Math.floor(targetMonth / 12);
  const inYear = targetMonth % 12;
  const endMonth = roundedEndMonth(rules, inYear);
  if (endMonth === undefined) return isoDay(targetYear, inYear, Math.min(day, lastDayOf(targetYear, inYear)));
  return isoDay(targetYear, endMonth, lastDayOf(targetYear + Math.floor(endMonth / 12), endMonth % 12));
}
