import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  clientRedemptionResponseSchema,
  redemptionListSchema,
  redemptionSchema,
  type ClientRedemptionRequest,
  type redemptionListQuerySchema,
} from '../../../contract/redemption.ts';
import { stackedRollbackSchema } from '../../../contract/redemption-rollback.ts';
import { apiRequest } from '../api-client.ts';
import { campaignKeys } from './campaigns.ts';
import { customerKeys } from './customers.ts';
import { orderKeys } from './orders.ts';
import { tierKeys } from './promotion-tiers.ts';
import { queryKeysFactory } from './query-keys.ts';
import { voucherKeys } from './vouchers.ts';

export type RedemptionListQuery = z.input<typeof redemptionListQuerySchema>;
export const redemptionKeys = queryKeysFactory<'redemptions', RedemptionListQuery>('redemptions');

/** A page of the project's stacked redemptions (GET /v1/redemptions). */
export function redemptionsQueryOptions(query: RedemptionListQuery) {
  return queryOptions({
    queryKey: redemptionKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/redemptions', query, schema: redemptionListSchema, signal }),
  });
}

/** One redemption: a stack lists its redeemables, a voucher's redemption carries the voucher. */
export function redemptionQueryOptions(redemptionId: string) {
  return queryOptions({
    queryKey: redemptionKeys.detail(redemptionId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/redemptions/${encodeURIComponent(redemptionId)}`,
        schema: redemptionSchema,
        signal,
      }),
  });
}

/**
 * A stack's redeemables in one request (the official list's `parent_redemption_id` filter; a stack holds at most 30),
 * each with its voucher, in the order the stack lists them.
 */
export function redeemablesQueryOptions(parentId: string) {
  return queryOptions({
    queryKey: [...redemptionKeys.detail(parentId), 'redeemables'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/v1/redemptions',
        query: { limit: 100, filters: { parent_redemption_id: { conditions: { $is: parentId } } } },
        schema: redemptionListSchema,
        signal,
      }),
  });
}

/**
 * POST /client/v1/redemptions with the client keys; the browser sends its own origin, which the project must allow.
 * A redemption spends uses, gift balances and tier counters: every voucher, campaign and tier read is refetched.
 */
export function useRedeem() {
  const refetchCounters = useRefetchCounters();
  return useMutation({
    mutationFn: (request: ClientRedemptionRequest) =>
      apiRequest({
        method: 'POST',
        path: '/client/v1/redemptions',
        body: request,
        schema: clientRedemptionResponseSchema,
      }),
    onSuccess: refetchCounters,
  });
}

/**
 * Every voucher, campaign, tier, redemption, customer and order read again: a redemption or its rollback changed them
 * (a redemption may create its customer and its order, and changes their figures).
 */
function useRefetchCounters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [voucherKeys, campaignKeys, tierKeys, redemptionKeys, customerKeys, orderKeys].map((keys) =>
        queryClient.invalidateQueries({ queryKey: keys.all() }),
      ),
    );
}

/**
 * Rolls back a stacked redemption (POST /v1/redemptions/{id}/rollbacks, as you): its uses, gift credits and tier
 * figures come back and its order is canceled.
 */
export function useRollBackRedemption() {
  const refetchCounters = useRefetchCounters();
  return useMutation({
    mutationFn: ({ redemptionId, reason }: { redemptionId: string; reason: string }) =>
      apiRequest({
        method: 'POST',
        path: `/v1/redemptions/${encodeURIComponent(redemptionId)}/rollbacks`,
        body: reason ? { reason } : {},
        schema: stackedRollbackSchema,
      }),
    onSuccess: refetchCounters,
  });
}
