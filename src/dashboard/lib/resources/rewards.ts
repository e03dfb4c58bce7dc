import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  memberRewardListSchema,
  rewardAssignmentListSchema,
  rewardAssignmentSchema,
  rewardListSchema,
  rewardRedemptionSchema,
  rewardSchema,
  type RewardCreate,
  type rewardListQuerySchema,
  type RewardUpdate,
} from '../../../contract/reward.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';
import { voucherKeys } from './vouchers.ts';

type RewardListQuery = z.input<typeof rewardListQuerySchema>;

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

export const rewardKeys = queryKeysFactory<'rewards', RewardListQuery>('rewards');
/** A program's assignments are keyed by the program. */
export const rewardAssignmentKeys = queryKeysFactory<'reward-assignments', string>('reward-assignments');

const rewardPath = (rewardId: string) => `/v1/rewards/${encodeURIComponent(rewardId)}`;
const assignmentsPath = (campaignId: string) => `/v1/loyalties/${encodeURIComponent(campaignId)}/rewards`;

/** A page of the project's reward catalogue (GET /v1/rewards). */
export function rewardsQueryOptions(query: RewardListQuery) {
  return queryOptions({
    queryKey: rewardKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/rewards', query, schema: rewardListSchema, signal }),
  });
}

// A reward's name, stock or removal shows on the catalogue, the programs offering it and the members' lists.
const afterRewardChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardKeys.all() }),
    queryClient.invalidateQueries({ queryKey: rewardAssignmentKeys.all() }),
    queryClient.invalidateQueries({ queryKey: voucherKeys.all() }),
  ]);

/** POST /v1/rewards: a new reward in the catalogue. */
export function useCreateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reward: RewardCreate) =>
      apiRequest({ method: 'POST', path: '/v1/rewards', body: reward, schema: rewardSchema }),
    onSuccess: () => afterRewardChange(queryClient),
  });
}

/** PUT /v1/rewards/{rewardId}: the name and stock (the type and what it gives stay). */
export function useUpdateReward(rewardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RewardUpdate) =>
      apiRequest({ method: 'PUT', path: rewardPath(rewardId), body: changes, schema: rewardSchema }),
    onSuccess: () => afterRewardChange(queryClient),
  });
}

/** DELETE /v1/rewards/{rewardId}: the service refuses a reward a program still offers. */
export function useDeleteReward(rewardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: rewardPath(rewardId) }),
    onSuccess: () => afterRewardChange(queryClient),
  });
}

/** The rewards a program offers with their points prices (a program has at most 1000; the first 100 are shown). */
export function programRewardsQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: rewardAssignmentKeys.list(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: assignmentsPath(campaignId),
        query: { limit: 100 },
        schema: rewardAssignmentListSchema,
        signal,
      }),
  });
}

// What a program offers, and at what price, is what its members can buy.
const afterAssignmentChange = (queryClient: QueryClient, campaignId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardAssignmentKeys.list(campaignId) }),
    queryClient.invalidateQueries({ queryKey: voucherKeys.all() }),
  ]);

/** POST /v1/loyalties/{campaignId}/rewards with one reward and its price (none for a pay-with-points reward). */
export function useAssignReward(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reward, points }: { reward: string; points: number | undefined }) =>
      apiRequest({
        method: 'POST',
        path: assignmentsPath(campaignId),
        body: [{ reward, ...(points !== undefined && { parameters: { loyalty: { points } } }) }],
        schema: z.array(rewardAssignmentSchema),
      }),
    onSuccess: () => afterAssignmentChange(queryClient, campaignId),
  });
}

/** PUT /v1/loyalties/{campaignId}/rewards/{assignmentId}: a new points price. */
export function useChangeRewardPrice(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, points }: { assignmentId: string; points: number }) =>
      apiRequest({
        method: 'PUT',
        path: `${assignmentsPath(campaignId)}/${encodeURIComponent(assignmentId)}`,
        body: { parameters: { loyalty: { points } } },
        schema: rewardAssignmentSchema,
      }),
    onSuccess: () => afterAssignmentChange(queryClient, campaignId),
  });
}

/** DELETE /v1/loyalties/{campaignId}/rewards/{assignmentId}: the program no longer offers the reward. */
export function useRemoveRewardAssignment(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      apiRequest({ method: 'DELETE', path: `${assignmentsPath(campaignId)}/${encodeURIComponent(assignmentId)}` }),
    onSuccess: () => afterAssignmentChange(queryClient, campaignId),
  });
}
