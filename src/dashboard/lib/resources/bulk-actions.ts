import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bulkActionScheduledSchema,
  bulkActionSchema,
  type BulkActionRequest,
  type BulkResource,
} from '../../../contract/bulk-action.ts';
import { apiRequest } from '../api-client.ts';
import { getChosenProjectId } from '../session.ts';
import { campaignKeys } from './campaigns.ts';
import { customerKeys } from './customers.ts';
import { productKeys } from './products.ts';
import { queryKeysFactory } from './query-keys.ts';
import { voucherKeys } from './vouchers.ts';

export const bulkActionKeys = queryKeysFactory<'bulk-actions'>('bulk-actions');

const basePath = () => `/promodesk/projects/${encodeURIComponent(getChosenProjectId() ?? '')}/bulk-actions`;

/** How often a running action's progress is asked for. */
const pollMs = 750;
const finished = (status: string | undefined) => status === 'DONE' || status === 'FAILED';

/** One bulk action (or undo): polled until it is done, then every list it may have changed refetches. */
export function bulkActionQueryOptions(id: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: bulkActionKeys.detail(id),
    queryFn: async ({ signal }) => {
      const action = await apiRequest({
        path: `${basePath()}/${encodeURIComponent(id)}`,
        schema: bulkActionSchema,
        signal,
      });
      if (finished(action.status)) await invalidateLists(queryClient, action.resource);
      return action;
    },
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : pollMs),
  });
}

/** The lists a bulk action on `resource` changes; campaigns also carry their codes' counts and the other way round. */
function invalidateLists(queryClient: QueryClient, resource: BulkResource) {
  const keys = {
    campaigns: [campaignKeys.all(), voucherKeys.all()],
    vouchers: [voucherKeys.all(), campaignKeys.all()],
    products: [productKeys.all()],
    customers: [customerKeys.all()],
  }[resource];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Schedules a bulk action; answers its id to follow. */
export function useScheduleBulkAction() {
  return useMutation({
    mutationFn: (request: BulkActionRequest) =>
      apiRequest({ method: 'POST', path: basePath(), body: request, schema: bulkActionScheduledSchema }),
  });
}

/** Schedules the undo of a finished bulk action; answers the undo's id to follow. */
export function useUndoBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest({
        method: 'POST',
        path: `${basePath()}/${encodeURIComponent(id)}/undo`,
        schema: bulkActionScheduledSchema,
      }),
    // The action is no longer undoable once its undo is scheduled.
    onSuccess: (_scheduled, id) => queryClient.invalidateQueries({ queryKey: bulkActionKeys.detail(id) }),
  });
}
