import { z } from 'zod';
import type { OverviewQuery } from '../../contract/overview.ts';
import { serviceNow } from './service-clock.ts';

/** A results page's date range in the URL; without one, the last 30 days (UTC). */
export const dateRangeSearchSchema = z.object({
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});
export type DateRangeSearch = z.output<typeof dateRangeSearchSchema>;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function dateRange(search: DateRangeSearch, now = serviceNow()): OverviewQuery {
  const to = search.to ?? day(now);
  return { from: search.from ?? day(Date.parse(to) - 29 * 86_400_000), to };
}
