import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRewardListSchema, rewardRedemptionSchema } from '../../../contract/reward.ts';
import { apiRequest } from '../api-client.ts';
import { voucherKeys } from './vouchers.ts';

/** The rewards a member can afford now; under the card's key, so whatever changes the card reads them again. */
export function affordableRewardsQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...voucherKeys.detail(code), 'affordable-rewards'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/loyalties/members/${encodeURIComponent(code)}/rewards`,
        query: { affordable_only: 'true' },
        schema: memberRewardListSchema,
        signal,
      }),
  });
}

/** Buys a reward with the member's points; every voucher is read again (the card's balance, a code it gave). */
export function useRedeemReward(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) =>
      apiRequest({
        method: 'POST',
        path: `/v1/loyalties/members/${encodeURIComponent(code)}/redemption`,
        body: { reward: { id: rewardId } },
        schema: rewardRedemptionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voucherKeys.all() }),
  });
}
