import { queryOptions } from '@tanstack/react-query';
import { templateListSchema, type TemplateListQuery } from '../../../contract/campaign-template.ts';
import { apiRequest, listItems } from '../api-client.ts';
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

/**
 * One template, or null when the project has none with that id. The interface has no single-template read, so it
 * is the list filtered to that id.
 */
export function templateQueryOptions(projectId: string, templateId: string) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: async ({ signal }) => {
      const query = { limit: 1, filters: { id: { conditions: { $is: templateId } } } };
      const list = await getTemplates(projectId, query, signal);
      return listItems(list)[0] ?? null;
    },
  });
}
