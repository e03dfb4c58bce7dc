import { queryOptions } from '@tanstack/react-query';
import { campaignListSchema } from '../../../../contract/campaign.ts';
import { promotionTierListSchema } from '../../../../contract/promotion-tier.ts';
import { apiRequest, listItems } from '../../../lib/api-client.ts';
import { campaignKeys } from '../../../lib/campaigns.ts';

/**
 * Every promotion tier the till can offer, grouped by promotion. Read with the app keys: the catalog is
 * server-side data, only the redemption itself goes through the client-side API. Kept under the campaign keys,
 * so whatever changes campaigns (and the redemptions here) refreshes it.
 */
async function getTierChoices(signal: AbortSignal) {
  const promotions = await apiRequest({
    family: 'app',
    path: '/v1/campaigns',
    query: { campaign_type: 'PROMOTION', limit: 100 },
    schema: campaignListSchema,
    signal,
  });
  return Promise.all(
    listItems(promotions).map(async (promotion) => {
      const tiers = await apiRequest({
        family: 'app',
        path: `/v1/promotions/${encodeURIComponent(promotion.id)}/tiers`,
        schema: promotionTierListSchema,
        signal,
      });
      return { promotion, tiers: listItems(tiers) };
    }),
  );
}

export function tierChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...campaignKeys.all, 'tier-choices'] as const,
    queryFn: ({ signal }) => getTierChoices(signal),
  });
}
