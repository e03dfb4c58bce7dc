import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  promotionStackListSchema,
  promotionStackSchema,
  type PromotionStackCreate,
} from '../../../contract/promotion-stack.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

/** Lists are keyed by the promotion campaign whose stacks they hold. */
export const stackKeys = queryKeysFactory<'promotion-stacks', string>('promotion-stacks');

const stacksPath = (campaignId: string) => `/v1/promotions/${encodeURIComponent(campaignId)}/stacks`;

/** A promotion's stacks, in one request (the service keeps at most 100 per promotion and answers them all). */
export function stacksOfPromotionQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: stackKeys.list(campaignId),
    queryFn: ({ signal }) => apiRequest({ path: stacksPath(campaignId), schema: promotionStackListSchema, signal }),
  });
}

/** POST /v1/promotions/{campaignId}/stacks; the promotion's stacks refetch. */
export function useCreateStack(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PromotionStackCreate) =>
      apiRequest({ method: 'POST', path: stacksPath(campaignId), body: request, schema: promotionStackSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stackKeys.list(campaignId) }),
  });
}

/** DELETE /v1/promotions/{campaignId}/stacks/{stackId}; the service answers nothing. */
export function useDeleteStack(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stackId: string) =>
      apiRequest({ method: 'DELETE', path: `${stacksPath(campaignId)}/${encodeURIComponent(stackId)}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stackKeys.list(campaignId) }),
  });
}
