import { queryOptions } from '@tanstack/react-query';
import { searchResultSchema } from '../../../contract/search.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const searchKeys = queryKeysFactory<'search', string>('search');

/** The command palette's matches for a text (GET /promodesk/projects/{id}/search). */
export function searchQueryOptions(projectId: string, q: string) {
  return queryOptions({
    queryKey: searchKeys.list(q),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/promodesk/projects/${encodeURIComponent(projectId)}/search`,
        query: { q, limit: 20 },
        schema: searchResultSchema,
        signal,
      }),
    enabled: q.trim().length > 0,
    staleTime: 10_000,
  });
}
