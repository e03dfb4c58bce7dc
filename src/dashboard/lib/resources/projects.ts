import { queryOptions } from '@tanstack/react-query';
import { projectListSchema, projectSchema } from '../../../contract/project.ts';
import { apiRequest } from '../api-client.ts';
import type { Connection } from '../connection.ts';
import { queryKeysFactory } from './query-keys.ts';

export const projectKeys = queryKeysFactory('projects');

/** `connection` is passed only by the Connect screen, to check keys it has not stored yet. */
export function getProject(projectId: string, options: { signal?: AbortSignal; connection?: Connection } = {}) {
  return apiRequest({
    family: 'management',
    path: `/management/v1/projects/${encodeURIComponent(projectId)}`,
    schema: projectSchema,
    ...options,
  });
}

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every project the management keys reach, for the invitation's project picker. */
export function projectsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest({ family: 'management', path: '/management/v1/projects', schema: projectListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
