import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { promotionTierListSchema, promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { apiRequest, listItems } from '../api-client.ts';
import { optimisticActive } from './optimistic-active.ts';
import { queryKeysFactory } from './query-keys.ts';

/** Lists are keyed by the promotion campaign whose tiers they hold. */
export const tierKeys = queryKeysFactory<'promotion-tiers', string>('promotion-tiers');

function getCampaignTiers(campaignId: string, signal: AbortSignal) {
  return apiRequest({
    path: `/v1/promotions/${encodeURIComponent(campaignId)}/tiers`,
    schema: promotionTierListSchema,
    signal,
  });
}

export function promotionTiersQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: tierKeys.list(campaignId),
    queryFn: ({ signal }) => getCampaignTiers(campaignId, signal),
  });
}

export function tierQueryOptions(tierId: string) {
  return queryOptions({
    queryKey: tierKeys.detail(tierId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/promotions/tiers/${encodeURIComponent(tierId)}`,
        schema: promotionTierSchema,
        signal,
      }),
  });
}

/**
 * Every promotion tier the till can offer, grouped by promotion. Read with the app keys: the catalog is
 * server-side data, only the redemption itself goes through the client-side API.
 */
export function tierChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...tierKeys.lists(), 'choices'] as const,
    queryFn: async ({ signal }) => {
      const promotions = await apiRequest({
        path: '/v1/campaigns',
        query: { campaign_type: 'PROMOTION', limit: 100 },
        schema: campaignListSchema,
        signal,
      });
      return Promise.all(
        listItems(promotions).map(async (promotion) => ({
          promotion,
          tiers: listItems(await getCampaignTiers(promotion.id, signal)),
        })),
      );
    },
  });
}

/**
 * Switches a tier on or off. The switch shows the new state at once and goes back if the service refuses; the
 * tier the service returns (with its refreshed `updated_at`) then replaces the guess, and the tier lists refetch.
 */
export function useSetTierActive(tierId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = tierQueryOptions(tierId);
  return useMutation({
    mutationFn: (active: boolean) =>
      apiRequest({
        method: 'POST',
        path: `/v1/promotions/tiers/${encodeURIComponent(tierId)}/${active ? 'enable' : 'disable'}`,
        schema: promotionTierSchema,
      }),
    ...optimisticActive(queryClient, queryKey),
    onSuccess: (tier) => queryClient.setQueryData(queryKey, tier),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tierKeys.lists() }),
  });
}
