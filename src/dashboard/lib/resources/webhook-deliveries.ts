import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  type WebhookDeliveryQuery,
} from '../../../contract/webhook-delivery.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';
import { webhooksPath } from './webhooks.ts';

type DeliveryListQuery = WebhookDeliveryQuery & { webhookId: string };

export const webhookDeliveryKeys = queryKeysFactory<'webhook-deliveries', DeliveryListQuery>('webhook-deliveries');

const deliveriesPath = (projectId: string, webhookId: string) =>
  `${webhooksPath(projectId)}/${encodeURIComponent(webhookId)}/deliveries`;

/** While a delivery on the page is waiting for an attempt, the page is read again this often. */
const pendingRefreshMs = 3000;

/** One page of a webhook's delivery log, newest first; it refreshes itself while a delivery is pending. */
export function webhookDeliveriesQueryOptions(projectId: string, { webhookId, ...query }: DeliveryListQuery) {
  return queryOptions({
    queryKey: webhookDeliveryKeys.list({ webhookId, ...query }),
    queryFn: ({ signal }) =>
      apiRequest({ path: deliveriesPath(projectId, webhookId), query, schema: webhookDeliveryListSchema, signal }),
    refetchInterval: (current) =>
      current.state.data?.data.some((delivery) => delivery.status === 'PENDING') ? pendingRefreshMs : false,
  });
}

/** Sends a delivery's event again (same body, same idempotency id); the log is read again afterwards. */
export function useResendDelivery(projectId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest({
        method: 'POST',
        path: `${deliveriesPath(projectId, webhookId)}/${encodeURIComponent(deliveryId)}/resend`,
        schema: webhookDeliverySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveryKeys.all() }),
  });
}
