import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  memberBalanceSchema,
  type MemberBalanceChange,
  type MemberCreate,
  type PointsTransfer,
} from '../../../contract/loyalty-member.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { apiRequest } from '../api-client.ts';
import { overviewKeys } from './overview.ts';
import { voucherKeys } from './vouchers.ts';

const memberPath = (code: string) => `/v1/loyalties/members/${encodeURIComponent(code)}`;

/**
 * Adds or subtracts a member's points with a reason. The card, its transactions (under the card's key) and every
 * card list are read again, and the overview's points figures.
 */
export function useChangeMemberPoints(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberBalanceChange) =>
      apiRequest({ method: 'POST', path: `${memberPath(code)}/balance`, body: change, schema: memberBalanceSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: voucherKeys.all() });
      await queryClient.invalidateQueries({ queryKey: overviewKeys.all() });
    },
  });
}

/** Moves points from the holder's other cards into this one; every card changed, so every card is read again. */
export function useTransferPoints(campaignId: string, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sources: PointsTransfer) =>
      apiRequest({
        method: 'POST',
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}/members/${encodeURIComponent(code)}/transfers`,
        body: sources,
        schema: voucherSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: voucherKeys.all() });
    },
  });
}

/** Gives a customer a card of the program (their own one again if they hold one); the program's lists refetch. */
export function useAddMember(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MemberCreate) =>
      apiRequest({
        method: 'POST',
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}/members`,
        body: request,
        schema: voucherSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: voucherKeys.all() });
    },
  });
}
