import { z } from 'zod';
import type { OverviewQuery } from '../../../contract/overview.ts';

/** The overview's date range in the URL; without one, the last 30 days (UTC). */
export const overviewSearchSchema = z.object({
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});
export type OverviewSearch = z.output<typeof overviewSearchSchema>;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function overviewRange(search: OverviewSearch, now = Date.now()): OverviewQuery {
  const to = search.to ?? day(now);
  return { from: search.from ?? day(Date.parse(to) - 29 * 86_400_000), to };
}
