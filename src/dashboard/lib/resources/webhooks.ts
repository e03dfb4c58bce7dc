import { queryOptions } from '@tanstack/react-query';
import { webhookListSchema } from '../../../contract/webhook.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const webhookKeys = queryKeysFactory('webhooks');

/** The service returns every configuration of the project at once, with the total; there is no paging. */
export function webhooksQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/management/v1/projects/${encodeURIComponent(projectId)}/webhooks`,
        schema: webhookListSchema,
        signal,
      }),
  });
}
