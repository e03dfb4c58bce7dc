import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientRedemptionResponseSchema, type ClientRedemptionRequest } from '../../../../contract/redemption.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { campaignKeys } from '../../../lib/campaigns.ts';
import { voucherKeys } from '../../../lib/vouchers.ts';

/** POST /client/v1/redemptions with the client keys; the browser sends its own origin, which the project must allow. */
export function redeem(request: ClientRedemptionRequest) {
  return apiRequest({
    family: 'client',
    method: 'POST',
    path: '/client/v1/redemptions',
    body: request,
    schema: clientRedemptionResponseSchema,
  });
}

/** A redemption spends uses, gift balances and tier counters: every voucher and campaign read is refetched. */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
      ]),
  });
}
