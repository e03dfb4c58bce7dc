import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyListSchema, apiKeySecretSchema, clientOriginsSchema } from '../../../contract/api-key.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const keyKeys = queryKeysFactory('keys');
const base = (projectId: string) => `/promodesk/projects/${encodeURIComponent(projectId)}`;

export function keysQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: keyKeys.detail(projectId),
    queryFn: ({ signal }) => apiRequest({ path: `${base(projectId)}/keys`, schema: apiKeyListSchema, signal }),
  });
}

export function clientOriginsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...keyKeys.all(), 'origins', projectId] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: `${base(projectId)}/client-origins`, schema: clientOriginsSchema, signal }),
  });
}

/** Every key change refetches the project's keys; a new secret is in the answer only, never in the cache. */
function useKeyChange<T, R>(projectId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyKeys.all() }),
  });
}

export const useCreateKey = (projectId: string) =>
  useKeyChange(projectId, (family: 'app' | 'client') =>
    apiRequest({ method: 'POST', path: `${base(projectId)}/keys`, body: { family }, schema: apiKeySecretSchema }),
  );

export const useRotateKey = (projectId: string) =>
  useKeyChange(projectId, (keyId: string) =>
    apiRequest({
      method: 'POST',
      path: `${base(projectId)}/keys/${encodeURIComponent(keyId)}/rotate`,
      schema: apiKeySecretSchema,
    }),
  );

export const useRevokeKey = (projectId: string) =>
  useKeyChange(projectId, (keyId: string) =>
    apiRequest({ method: 'DELETE', path: `${base(projectId)}/keys/${encodeURIComponent(keyId)}` }),
  );

export const useSaveClientOrigins = (projectId: string) =>
  useKeyChange(projectId, (origins: string[]) =>
    apiRequest({
      method: 'PUT',
      path: `${base(projectId)}/client-origins`,
      body: { origins },
      schema: clientOriginsSchema,
    }),
  );
