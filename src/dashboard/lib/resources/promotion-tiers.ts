import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { approvalRequestSchemaLoaded, isApprovalRequest } from '../approval-answer.ts';
import {
  promotionTierListSchema,
  promotionTierSchema,
  type PromotionTier,
  type PromotionTierCreate,
  type PromotionTierUpdate,
} from '../../../contract/promotion-tier.ts';
import { apiRequest, listItems } from '../api-client.ts';
import { optimisticActive } from './optimistic-active.ts';
import { stackKeys } from './promotion-stacks.ts';
import { queryKeysFactory } from './query-keys.ts';

/** Lists are keyed by the promotion campaign whose tiers they hold. */
export const tierKeys = queryKeysFactory<'promotion-tiers', string>('promotion-tiers');

/**
 * The tiers of these promotions in one request (GET /v1/promotions/tiers with Promodesk's `campaign_ids`), by
 * promotion id, each promotion's ordered by hierarchy.
 */
async function getTiersOf(campaignIds: readonly string[], signal: AbortSignal) {
  if (campaignIds.length === 0) return new Map<string, PromotionTier[]>();
  const list = await apiRequest({
    path: '/v1/promotions/tiers',
    query: { campaign_ids: campaignIds.join(','), limit: 100 },
    schema: promotionTierListSchema,
    signal,
  });
  const tiers = listItems(list).sort((a, b) => a.hierarchy - b.hierarchy);
  return new Map(campaignIds.map((id) => [id, tiers.filter((tier) => tier.campaign_id === id)]));
}

/** The tiers of a page of promotions, in one request; the ids are sorted so one set has one key. */
export function tiersOfPromotionsQueryOptions(campaignIds: readonly string[]) {
  const ids = [...campaignIds].sort();
  return queryOptions({
    queryKey: tierKeys.list(ids.join(',')),
    queryFn: ({ signal }) => getTiersOf(ids, signal),
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
 * Every promotion tier the till can offer, grouped by promotion (two requests: the promotions, then all their
 * tiers). Read with the app keys: the catalog is
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
      const tiers = await getTiersOf(
        listItems(promotions).map((promotion) => promotion.id),
        signal,
      );
      return listItems(promotions).map((promotion) => ({ promotion, tiers: tiers.get(promotion.id) ?? [] }));
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
    mutationFn: async (active: boolean) =>
      apiRequest({
        method: 'POST',
        path: `/v1/promotions/tiers/${encodeURIComponent(tierId)}/${active ? 'enable' : 'disable'}`,
        schema: promotionTierSchema.or(await approvalRequestSchemaLoaded()),
      }),
    ...optimisticActive(queryClient, queryKey),
    // Sent for approval, the tier is as it was: read it again rather than keep the optimistic state.
    onSuccess: (answer) =>
      isApprovalRequest(answer)
        ? queryClient.invalidateQueries({ queryKey })
        : queryClient.setQueryData(queryKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tierKeys.lists() }),
  });
}

/** POST /v1/promotions/{campaignId}/tiers: a tier after the promotion's last; the tier lists refetch. */
export function useCreateTier(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PromotionTierCreate) =>
      apiRequest({
        method: 'POST',
        path: `/v1/promotions/${encodeURIComponent(campaignId)}/tiers`,
        body: request,
        schema: promotionTierSchema,
      }),
    onSuccess: async (tier) => {
      queryClient.setQueryData(tierKeys.detail(tier.id), tier);
      await queryClient.invalidateQueries({ queryKey: tierKeys.lists() });
    },
  });
}

/** PUT /v1/promotions/tiers/{id} with the changed fields only; the tier the service returns replaces the cached. */
export function useUpdateTier(tierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: PromotionTierUpdate) =>
      apiRequest({
        method: 'PUT',
        path: `/v1/promotions/tiers/${encodeURIComponent(tierId)}`,
        body: changes,
        // A new discount by a role that needs approval answers 202 with the request; the tier stays as it was.
        schema: promotionTierSchema.or(await approvalRequestSchemaLoaded()),
      }),
    onSuccess: async (answer) => {
      if (isApprovalRequest(answer)) return;
      queryClient.setQueryData(tierKeys.detail(answer.id), answer);
      await queryClient.invalidateQueries({ queryKey: tierKeys.lists() });
    },
  });
}

/**
 * DELETE /v1/promotions/tiers/{id}: the service also takes the tier out of its promotion's stacks, so those refetch
 * too. Not awaited: the caller leaves the tier's page, whose query would otherwise refetch a tier that is gone.
 */
export function useDeleteTier(tierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: `/v1/promotions/tiers/${encodeURIComponent(tierId)}` }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tierKeys.detail(tierId) });
      void queryClient.invalidateQueries({ queryKey: tierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: stackKeys.all() });
    },
  });
}
