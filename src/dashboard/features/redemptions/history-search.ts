import { z } from 'zod';
import { redemptionListQuerySchema } from '../../../contract/redemption.ts';
import type { RedemptionListQuery } from '../../lib/resources/redemptions.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';

const { status } = redemptionListQuerySchema.shape;

/** The redemption history's filters and page, in the URL so a link shows the same list. */
export const historySearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  limit: z
    .union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)])
    .default(25)
    .catch(25),
  status: status.catch(undefined),
  /** Kept whole, so a text past the limit is refused at the field. */
  customer: z.string().optional().catch(undefined),
  campaign: z.string().max(200).optional().catch(undefined),
});
export type HistorySearch = z.output<typeof historySearchSchema>;

export const historySearchDefaults = { page: 1, limit: 25 } satisfies Partial<HistorySearch>;

export function toRedemptionListQuery(search: HistorySearch): RedemptionListQuery {
  return {
    page: search.page,
    limit: search.limit,
    status: search.status,
    customer: search.customer || undefined,
    campaign: search.campaign || undefined,
  };
}

/** Why the service would refuse the customer text; the list then asks for nothing and the field says why. */
export const historySearchRefusal = (query: RedemptionListQuery) =>
  searchTextRefusal(redemptionListQuerySchema, query, 'customer');
