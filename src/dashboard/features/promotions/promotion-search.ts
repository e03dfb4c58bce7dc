import { z } from 'zod';
import type { CampaignListQuery } from '../../lib/resources/campaigns.ts';

/** Promotion campaigns are paged by page number, like every campaign list. */
export const promotionsSearchSchema = z.object({ page: z.number().int().min(1).max(100).default(1).catch(1) });
export type PromotionsSearch = z.output<typeof promotionsSearchSchema>;
export const promotionsSearchDefaults = { page: 1 } satisfies PromotionsSearch;
export const promotionsPageSize = 10;

export function toPromotionListQuery(search: PromotionsSearch): CampaignListQuery {
  return { campaign_type: 'PROMOTION', page: search.page, limit: promotionsPageSize, order: 'created_at' };
}
