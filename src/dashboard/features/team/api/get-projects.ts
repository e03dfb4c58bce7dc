import { queryOptions } from '@tanstack/react-query';
import { projectListSchema } from '../../../../contract/project.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { projectKeys } from '../../../lib/current-project.ts';

/** Every project the management keys reach, for the invitation's project picker. */
export function projectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest({ family: 'management', path: '/management/v1/projects', schema: projectListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
