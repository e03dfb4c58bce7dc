import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pendingPointsActivatedSchema,
  pendingPointsListSchema,
  pointsExpirationListSchema,
} from '../../../contract/points-buckets.ts';
import { apiRequest } from '../api-client.ts';
import { overviewKeys } from './overview.ts';
import { voucherKeys } from './vouchers.ts';

const pendingPath = (code: string) => `/v1/loyalties/members/${encodeURIComponent(code)}/pending-points`;

/** The card's points that will expire, soonest first (a page of 100), under the card's key. */
export function pointsExpirationQueryOptions(campaignId: string, code: string) {
  return queryOptions({
    queryKey: [...voucherKeys.detail(code), 'points-expiration'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}/members/${encodeURIComponent(code)}/points-expiration`,
        query: { limit: '100' },
        schema: pointsExpirationListSchema,
        signal,
      }),
  });
}

/** The card's pending points, oldest first (the first 100), under the card's key. */
export function pendingPointsQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...voucherKeys.detail(code), 'pending-points'] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: pendingPath(code), query: { limit: '100' }, schema: pendingPointsListSchema, signal }),
  });
}

/**
 * Activates pending points now or cancels them; the card's balance, ledger, buckets and tier (all under the card's
 * key), the card lists and the overview's points figures are read again.
 */
function usePendingPointsAction<T>(code: string, request: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: voucherKeys.all() }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.all() }),
      ]),
  });
}

export const useActivatePendingPoints = (code: string) =>
  usePendingPointsAction(code, (id) =>
    apiRequest({
      method: 'POST',
      path: `${pendingPath(code)}/${encodeURIComponent(id)}/activate`,
      schema: pendingPointsActivatedSchema,
    }),
  );

export const useCancelPendingPoints = (code: string) =>
  usePendingPointsAction(code, (id) =>
    apiRequest({ method: 'POST', path: `${pendingPath(code)}/${encodeURIComponent(id)}/cancel` }),
  );
