import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionTierSchema } from '../../../../contract/promotion-tier.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { tierKeys, tierQueryOptions } from './get-tiers.ts';

export function setTierActive(tierId: string, active: boolean) {
  return apiRequest({
    family: 'app',
    method: 'POST',
    path: `/v1/promotions/tiers/${encodeURIComponent(tierId)}/${active ? 'enable' : 'disable'}`,
    schema: promotionTierSchema,
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
    mutationFn: (active: boolean) => setTierActive(tierId, active),
    onMutate: async (active) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, active });
      return { previous };
    },
    onError: (_error, _active, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (tier) => queryClient.setQueryData(queryKey, tier),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tierKeys.lists() }),
  });
}
