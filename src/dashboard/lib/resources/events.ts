import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerEventListSchema, type projectEventListQuerySchema } from '../../../contract/customer-activity.ts';
import { eventSchema, type EventRequest } from '../../../contract/event.ts';
import { apiRequest } from '../api-client.ts';
import { customerKeys } from './customers.ts';
import { queryKeysFactory } from './query-keys.ts';
import { voucherKeys } from './vouchers.ts';

export type ProjectEventsQuery = z.input<typeof projectEventListQuerySchema>;
export const eventKeys = queryKeysFactory<'events', ProjectEventsQuery>('events');

/** The project's custom events, newest first (Promodesk's own list). */
export function projectEventsQueryOptions(projectId: string, query: ProjectEventsQuery) {
  return queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/promodesk/projects/${encodeURIComponent(projectId)}/events`,
        query,
        schema: customerEventListSchema,
        signal,
      }),
  });
}

/**
 * An event may add loyalty points or reward a referrer with a card, and creates or changes its customer: every
 * voucher, customer and event read is refetched.
 */
export function useSendEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EventRequest) =>
      apiRequest({ method: 'POST', path: '/v1/events', body: request, schema: eventSchema }),
    onSuccess: () =>
      Promise.all(
        [voucherKeys, customerKeys, eventKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all() })),
      ),
  });
}
