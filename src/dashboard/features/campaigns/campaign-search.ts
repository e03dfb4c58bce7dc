import { z } from 'zod';
import { campaignListQuerySchema } from '../../../contract/campaign.ts';
import type { CampaignListQuery } from '../../lib/resources/campaigns.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';

const { order, campaign_type } = campaignListQuerySchema.shape;

/** The campaign list's state in the URL; the service pages campaigns by page number (at most 100 pages). */
export const campaignsSearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  limit: z
    .union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)])
    .default(10)
    .catch(10),
  order: order.unwrap().default('-created_at').catch('-created_at'),
  type: campaign_type.optional().catch(undefined),
  /** Text the campaign's name contains; kept whole, so a text past the limit is refused. */
  name: z.string().optional().catch(undefined),
});
export type CampaignsSearch = z.output<typeof campaignsSearchSchema>;

export const campaignsSearchDefaults = { page: 1, limit: 10, order: '-created_at' } satisfies Partial<CampaignsSearch>;

export function toCampaignListQuery(search: CampaignsSearch): CampaignListQuery {
  return {
    page: search.page,
    limit: search.limit,
    order: search.order,
    campaign_type: search.type,
    name: search.name || undefined,
  };
}

/** Why the service would refuse the name text; the list then asks for nothing and the field says why. */
export const campaignsSearchRefusal = (query: CampaignListQuery) =>
  searchTextRefusal(campaignListQuerySchema, query, 'name');
