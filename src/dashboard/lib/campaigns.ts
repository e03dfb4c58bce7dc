import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { campaignListSchema, campaignSchema, type campaignListQuerySchema } from '../../contract/campaign.ts';
import { apiRequest } from './api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

// Campaigns are read by several areas (the campaigns list, promotions), so their reads live beside the API client
// rather than inside one feature; writes stay in the feature that makes them.
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;
export const campaignKeys = queryKeysFactory<'campaigns', CampaignListQuery>('campaigns');

export function campaignsQueryOptions(query: CampaignListQuery) {
  return queryOptions({
    queryKey: campaignKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest({ family: 'app', path: '/v1/campaigns', query, schema: campaignListSchema, signal }),
  });
}

export function campaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(campaignId),
    queryFn: ({ signal }) =>
      apiRequest({
        family: 'app',
        path: `/v1/campaigns/${encodeURIComponent(campaignId)}`,
        schema: campaignSchema,
        signal,
      }),
  });
}
