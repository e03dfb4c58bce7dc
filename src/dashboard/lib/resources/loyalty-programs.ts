import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSchema, type CampaignUpdate } from '../../../contract/campaign.ts';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import type { LoyaltyProgramCreate } from '../../../contract/loyalty-program.ts';
import { apiRequest } from '../api-client.ts';
import { campaignKeys } from './campaigns.ts';

/** A loyalty program is a campaign: it lives under the campaign's key, so every campaign change refetches it. */
export const loyaltyProgramKey = (campaignId: string) => [...campaignKeys.detail(campaignId), 'loyalty'] as const;

export function loyaltyProgramQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: loyaltyProgramKey(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/v1/loyalties/${encodeURIComponent(campaignId)}`, schema: campaignSchema, signal }),
  });
}

/** POST /v1/loyalties; every campaign list (the loyalty page lists programs among them) refetches. */
export function useCreateLoyaltyProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoyaltyProgramCreate) =>
      apiRequest({ method: 'POST', path: '/v1/loyalties', body: request, schema: campaignCreatedSchema }),
    onSuccess: async (program) => {
      queryClient.setQueryData(loyaltyProgramKey(program.id), program);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
  });
}

/** PUT /v1/loyalties/{id}: the answer is the program as it now is. */
export function useUpdateLoyaltyProgram(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CampaignUpdate) =>
      apiRequest({
        method: 'PUT',
        path: `/v1/loyalties/${encodeURIComponent(campaignId)}`,
        body: changes,
        schema: campaignSchema,
      }),
    onSuccess: async (program) => {
      queryClient.setQueryData(loyaltyProgramKey(program.id), program);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all() });
    },
  });
}

/** DELETE /v1/loyalties/{id}: the program and its cards to the bin. */
export function useDeleteLoyaltyProgram(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: `/v1/loyalties/${encodeURIComponent(campaignId)}` }),
    // Not awaited: the refetched program (now deleted) would replace the page before the caller's onSuccess runs.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all() });
    },
  });
}
