import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientRedemptionResponseSchema, type ClientRedemptionRequest } from '../../../contract/redemption.ts';
import { apiRequest } from '../api-client.ts';
import { campaignKeys } from './campaigns.ts';
import { tierKeys } from './promotion-tiers.ts';
import { voucherKeys } from './vouchers.ts';

/**
 * POST /client/v1/redemptions with the client keys; the browser sends its own origin, which the project must allow.
 * A redemption spends uses, gift balances and tier counters: every voucher, campaign and tier read is refetched.
 */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ClientRedemptionRequest) =>
      apiRequest({
        method: 'POST',
        path: '/client/v1/redemptions',
        body: request,
        schema: clientRedemptionResponseSchema,
      }),
    onSuccess: () =>
      Promise.all(
        [voucherKeys, campaignKeys, tierKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all() })),
      ),
  });
}
