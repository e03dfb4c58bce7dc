import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { trashBinItemSchema, trashBinListSchema, type TrashBinQuery } from '../../../contract/trash-bin.ts';
import type { BinResourceType } from '../../../contract/bin-resource-type.ts';
import { apiRequest } from '../api-client.ts';
import { getChosenProjectId } from '../session.ts';
import { queryKeysFactory } from './query-keys.ts';

export const binKeys = queryKeysFactory<'trash-bin', TrashBinQuery>('trash-bin');

export function binQueryOptions(query: TrashBinQuery) {
  return queryOptions({
    queryKey: binKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/trash-bin', query, schema: trashBinListSchema, signal }),
  });
}

const restorePath = (entryId: string) =>
  `/promodesk/projects/${encodeURIComponent(getChosenProjectId() ?? '')}/trash-bin/${encodeURIComponent(entryId)}/restore`;

/** A restore or permanent delete can bring back or remove anything (campaigns, codes, products): every list refetches. */
const afterBinChange = (queryClient: QueryClient) => queryClient.invalidateQueries();

/** Promodesk's restore of one entry: the object is back as it was deleted. */
export function useRestoreBinEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest({ method: 'POST', path: restorePath(entryId), schema: trashBinItemSchema }),
    onSuccess: () => afterBinChange(queryClient),
  });
}

/** DELETE /v1/trash-bin/{id}: nothing can bring it back. */
export function usePurgeBinEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest({ method: 'DELETE', path: `/v1/trash-bin/${encodeURIComponent(entryId)}` }),
    onSuccess: () => afterBinChange(queryClient),
  });
}

/**
 * The Undo of a delete: finds the bin entry of what was just deleted (the official list filtered by resource id; a
 * delete answers 204 without it) and restores it. A plain function, not a mutation hook: the page that deleted has
 * usually been left by the time Undo is clicked, and a hook's callbacks would go with it.
 */
export async function restoreDeleted(queryClient: QueryClient, { type, id }: { type: BinResourceType; id: string }) {
  const found = await apiRequest({
    path: '/v1/trash-bin',
    query: {
      limit: 1,
      filters: { resource_type: { conditions: { $is: type } }, resource_id: { conditions: { $is: id } } },
    },
    schema: trashBinListSchema,
  });
  const entry = found.data[0];
  if (!entry) throw new Error(`The ${type} is no longer in the bin`);
  const restored = await apiRequest({ method: 'POST', path: restorePath(entry.id), schema: trashBinItemSchema });
  await afterBinChange(queryClient);
  return restored;
}
