import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  campaignListSchema,
  campaignSchema,
  campaignSwitchResponseSchema,
  type CampaignUpdate,
  type campaignListQuerySchema,
} from '../../../contract/campaign.ts';
import { campaignCreatedSchema, type CampaignCreate } from '../../../contract/campaign-create.ts';
import { campaignSetupSchema, type CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import { apiRequest } from '../api-client.ts';
import { approvalRequestSchemaLoaded } from '../approval-answer.ts';
import { customerKeys } from './customers.ts';
import { overviewKeys } from './overview.ts';
import { qualificationKeys } from './qualifications.ts';
import { tierKeys } from './promotion-tiers.ts';
import { optimisticActive } from './optimistic-active.ts';
import { queryKeysFactory } from './query-keys.ts';

export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;
export const campaignKeys = queryKeysFactory<'campaigns', CampaignListQuery>('campaigns');

export function campaignsQueryOptions(query: CampaignListQuery) {
  return queryOptions({
    queryKey: campaignKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/campaigns', query, schema: campaignListSchema, signal }),
  });
}

export function campaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/v1/campaigns/${encodeURIComponent(campaignId)}`,
        schema: campaignSchema,
        signal,
      }),
  });
}

/** The loyalty campaigns an export can be narrowed to: a project has few, so the first hundred are all of them. */
export const loyaltyProgramsQueryOptions = () =>
  campaignsQueryOptions({ campaign_type: 'LOYALTY_PROGRAM', limit: 100 });

/**
 * Creates a campaign from a template; the new campaign is cached for its pages, and every campaign list and tier
 * read refetches (a promotion template brings tiers).
 */
export function useSetUpCampaign(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CampaignSetupRequest) =>
      apiRequest({
        method: 'POST',
        path: `/v1/templates/campaigns/${encodeURIComponent(templateId)}/campaign-setup`,
        body: request,
        schema: campaignSetupSchema,
      }),
    onSuccess: async (setup) => {
      queryClient.setQueryData(campaignKeys.detail(setup.campaign.id), setup.campaign);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tierKeys.all() }),
      ]);
    },
  });
}

/** POST /v1/campaigns: a campaign of any type without a template; a promotion comes back with its tiers. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CampaignCreate) =>
      apiRequest({ method: 'POST', path: '/v1/campaigns', body: request, schema: campaignCreatedSchema }),
    onSuccess: async ({ promotion: _tiers, ...campaign }) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tierKeys.all() }),
      ]);
    },
  });
}

/**
 * Switches a campaign on or off. The page shows the new state at once and goes back if the service refuses; the
 * service answers `{}`, so the campaign and every campaign list are read again (its `updated_at` changed) and so is
 * what qualifies.
 */
export function useSetCampaignActive(campaignId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = campaignQueryOptions(campaignId);
  return useMutation({
    mutationFn: async (active: boolean) =>
      apiRequest({
        method: 'POST',
        path: `/v1/campaigns/${encodeURIComponent(campaignId)}/${active ? 'enable' : 'disable'}`,
        // A switch on that needs approval answers 202 with the approval request; the refetch shows it still off.
        schema: campaignSwitchResponseSchema.or(await approvalRequestSchemaLoaded()),
      }),
    ...optimisticActive(queryClient, queryKey),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
        queryClient.invalidateQueries({ queryKey: qualificationKeys.all() }),
      ]),
  });
}

/** Every read a changed campaign shows in: itself, the lists, what qualifies (customers' too), the figures. */
const afterCampaignChange = (queryClient: QueryClient) =>
  Promise.all(
    [campaignKeys, qualificationKeys, customerKeys, overviewKeys].map((keys) =>
      queryClient.invalidateQueries({ queryKey: keys.all() }),
    ),
  );

/** PUT /v1/campaigns/{id}: the answer is the campaign as it now is. */
export function useUpdateCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CampaignUpdate) =>
      apiRequest({
        method: 'PUT',
        path: `/v1/campaigns/${encodeURIComponent(campaignId)}`,
        body: changes,
        schema: campaignSchema,
      }),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await afterCampaignChange(queryClient);
    },
  });
}

/** DELETE /v1/campaigns/{id}: into the bin at once; the answer names the async action that records it. */
export function useDeleteCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'DELETE',
        path: `/v1/campaigns/${encodeURIComponent(campaignId)}`,
      }),
    // Not awaited: the refetched campaign (now deleted) unmounts the page's actions, and a caller's own onSuccess
    // (leaving the page) would then never run.
    onSuccess: () => {
      void afterCampaignChange(queryClient);
    },
  });
}

/** Promodesk's duplicate: a new campaign with the same settings under a new name. */
export function useDuplicateCampaign(projectId: string, campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest({
        method: 'POST',
        path: `/promodesk/projects/${encodeURIComponent(projectId)}/campaigns/${encodeURIComponent(campaignId)}/duplicate`,
        body: { name },
        schema: campaignSchema,
      }),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await afterCampaignChange(queryClient);
    },
  });
}
