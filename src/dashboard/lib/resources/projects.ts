import { queryOptions } from '@tanstack/react-query';
import { projectListSchema, projectSchema } from '../../../contract/project.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const projectKeys = queryKeysFactory('projects');

function getProject(projectId: string, signal: AbortSignal) {
  return apiRequest({
    path: `/management/v1/projects/${encodeURIComponent(projectId)}`,
    schema: projectSchema,
    signal,
  });
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The projects the person belongs to, for the invitation's project picker. */
export function projectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => apiRequest({ path: '/management/v1/projects', schema: projectListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
