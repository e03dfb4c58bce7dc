/*
 * The calendar periods redemption limits count in (`campaign.redemptions.count.daily` and the like), in UTC, which is
 * the service's one time zone: the day, the week from Monday (the hosted default locale's first day) and the month
 * that hold `at`.
 */
export const countPeriods = ['daily', 'weekly', 'monthly'] as const;
export type CountPeriod = (typeof countPeriods)[number];

export function periodStarts(at: Date): Record<CountPeriod, Date> {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return {
    daily: day,
    weekly: new Date(day.getTime() - sinceMonday * 86_400_000),
    monthly: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
  };
}
