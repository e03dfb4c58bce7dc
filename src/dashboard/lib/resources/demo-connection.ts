import { queryOptions } from '@tanstack/react-query';
import { demoConnectionSchema, type DemoConnection } from '../../../contract/project.ts';
import { apiRequest } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { defaultBaseUrl, type Connection } from '../connection.ts';
import { queryKeysFactory } from './query-keys.ts';

export const demoConnectionKeys = queryKeysFactory('demo-connection');

/** The demo project's keys, or null when the service is not in demo mode on loopback (the endpoint answers 404). */
export async function getDemoConnection(signal?: AbortSignal): Promise<DemoConnection | null> {
  try {
    return await apiRequest({
      family: 'public',
      path: '/promodesk/demo-connection',
      schema: demoConnectionSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function demoConnectionQueryOptions() {
  return queryOptions({
    queryKey: demoConnectionKeys.all(),
    queryFn: ({ signal }) => getDemoConnection(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The demo keys as a connection to the service that served this page. */
export function toConnection(demo: DemoConnection): Connection {
  return {
    baseUrl: defaultBaseUrl(),
    projectId: demo.project_id,
    appId: demo.app_id,
    appToken: demo.app_token,
    clientAppId: demo.client_app_id,
    clientToken: demo.client_token,
    clientOrigin: demo.client_origin,
    managementId: demo.management_id,
    managementToken: demo.management_token,
  };
}
