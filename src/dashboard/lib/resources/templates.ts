import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignSetupRequest } from '../../../contract/campaign-setup.ts';
import {
  campaignTemplateSchema,
  templateListSchema,
  type TemplateListQuery,
} from '../../../contract/campaign-template.ts';
import { campaignPreviewSchema, campaignTemplateDefaultsSchema } from '../../../contract/campaign-blueprint.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const templateKeys = queryKeysFactory<'campaign-templates', TemplateListQuery>('campaign-templates');

function getTemplates(projectId: string, query: TemplateListQuery, signal?: AbortSignal) {
  return apiRequest({
    path: `/management/v1/projects/${encodeURIComponent(projectId)}/templates/campaigns`,
    query,
    schema: templateListSchema,
    signal,
  });
}

export function templatesQueryOptions(projectId: string, query: TemplateListQuery) {
  return queryOptions({
    queryKey: templateKeys.list(query),
    queryFn: ({ signal }) => getTemplates(projectId, query, signal),
  });
}

const templatePath = (projectId: string, templateId: string) =>
  `/promodesk/projects/${encodeURIComponent(projectId)}/templates/${encodeURIComponent(templateId)}`;

/** One template with the blueprint a campaign made from it starts with (Promodesk's own read). */
export function templateDefaultsQueryOptions(projectId: string, templateId: string) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) =>
      apiRequest({ path: templatePath(projectId, templateId), schema: campaignTemplateDefaultsSchema, signal }),
  });
}

/** A dry run of the setup: the campaign the request would create and sample codes; nothing is kept. */
export function useCampaignPreview(projectId: string, templateId: string) {
  return useMutation({
    mutationFn: (request: CampaignSetupRequest) =>
      apiRequest({
        method: 'POST',
        path: `${templatePath(projectId, templateId)}/campaign-preview`,
        body: request,
        schema: campaignPreviewSchema,
      }),
  });
}

/** POST /v1/templates/campaigns: the campaign's settings and rules kept as a new template. */
export function useSaveAsTemplate(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest({
        method: 'POST',
        path: '/v1/templates/campaigns',
        body: { campaign_id: campaignId, name },
        schema: campaignTemplateSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all() }),
  });
}
