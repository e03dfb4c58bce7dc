import { queryOptions } from '@tanstack/react-query';
import { projectOverviewSchema, type OverviewQuery } from '../../../contract/overview.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const overviewKeys = queryKeysFactory<'overview', OverviewQuery>('overview');

/** The project's figures over a range of days (GET /promodesk/projects/{id}/overview). */
export function overviewQueryOptions(projectId: string, range: OverviewQuery) {
  return queryOptions({
    queryKey: overviewKeys.list(range),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/promodesk/projects/${encodeURIComponent(projectId)}/overview`,
        query: range,
        schema: projectOverviewSchema,
        signal,
      }),
  });
}
