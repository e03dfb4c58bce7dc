import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookListSchema,
  webhookSchema,
  webhookWithSecretSchema,
  type WebhookCreate,
  type WebhookUpdate,
} from '../../../contract/webhook.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const webhookKeys = queryKeysFactory('webhooks');

export const webhooksPath = (projectId: string) => `/management/v1/projects/${encodeURIComponent(projectId)}/webhooks`;

/** The service returns every configuration of the project at once, with the total; there is no paging. */
export function webhooksQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest({
        path: webhooksPath(projectId),
        schema: webhookListSchema,
        signal,
      }),
  });
}

/** One configuration; its signing secret comes along for people who may manage webhooks. */
export function webhookQueryOptions(projectId: string, webhookId: string) {
  return queryOptions({
    queryKey: webhookKeys.detail(webhookId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${webhooksPath(projectId)}/${encodeURIComponent(webhookId)}`,
        schema: webhookWithSecretSchema,
        signal,
      }),
  });
}

/** Creates a configuration (no id) or changes one: target, events, active. */
export function useSaveWebhook(projectId: string, webhookId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhook: WebhookCreate | WebhookUpdate) =>
      apiRequest({
        method: webhookId ? 'PUT' : 'POST',
        path: webhookId ? `${webhooksPath(projectId)}/${encodeURIComponent(webhookId)}` : webhooksPath(projectId),
        body: webhook,
        schema: webhookSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all() }),
  });
}

export function useDeleteWebhook(projectId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({ method: 'DELETE', path: `${webhooksPath(projectId)}/${encodeURIComponent(webhookId)}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all() }),
  });
}
