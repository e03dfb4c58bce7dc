import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignListSchema } from '../../../contract/campaign.ts';
import type { Project } from '../../../contract/project.ts';
import { apiRequest } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { saveConnection, type Connection } from '../connection.ts';
import { getProject, projectKeys } from './projects.ts';

/** Which key pair the service refused, so the screen can point at the right fields. */
export type VerificationStep = 'management' | 'app';

export class VerificationError extends Error {
  override readonly name = 'VerificationError';
  constructor(
    readonly step: VerificationStep,
    readonly apiError: ApiError,
  ) {
    super(apiError.message);
  }
}

async function step<T>(name: VerificationStep, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof ApiError ? new VerificationError(name, error) : error;
  }
}

/**
 * Proves both key pairs before anything is stored: the project with the management keys, then a one-item campaign
 * list with the app keys.
 */
export async function verifyConnection(candidate: Connection): Promise<Project> {
  const project = await step('management', () => getProject(candidate.projectId, { connection: candidate }));
  await step('app', () =>
    apiRequest({
      family: 'app',
      path: '/v1/campaigns',
      query: { limit: 1 },
      connection: candidate,
      schema: campaignListSchema,
    }),
  );
  return project;
}

export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyConnection,
    onSuccess: (project, connection) => {
      saveConnection(connection);
      // Data cached for an earlier connection belongs to another project or other keys.
      queryClient.removeQueries();
      queryClient.setQueryData(projectKeys.detail(project.id), project);
    },
  });
}
