import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { loyaltyTierListSchema, loyaltyTierSchema, type LoyaltyTierWrite } from '../../../contract/loyalty-tier.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';
import { voucherKeys } from './vouchers.ts';

/** Lists are keyed by the program whose tiers they hold. */
export const loyaltyTierKeys = queryKeysFactory<'loyalty-tiers', string>('loyalty-tiers');

/** A program's tiers, lowest range first (a program has at most 100, answered in one list). */
export function loyaltyTiersQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: loyaltyTierKeys.list(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}/tiers`,
        schema: loyaltyTierListSchema,
        signal,
      }),
  });
}

/** A member's current tier, under the card's key: whatever changes the card's points refetches it too. */
export function memberTierQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...voucherKeys.detail(code), 'tier'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/loyalties/members/${encodeURIComponent(code)}/tiers`,
        schema: loyaltyTierListSchema,
        signal,
      }),
  });
}

/**
 * POST /v1/loyalties/{campaignId}/tiers with one tier: the program's tiers refetch, and so do its cards, whose
 * members the new tier may have placed.
 */
export function useCreateLoyaltyTier(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: LoyaltyTierWrite) =>
      apiRequest({
        method: 'POST',
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}/tiers`,
        body: [tier],
        schema: z.array(loyaltyTierSchema),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loyaltyTierKeys.list(campaignId) }),
        queryClient.invalidateQueries({ queryKey: voucherKeys.all() }),
      ]),
  });
}
