import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The `onMutate`/`onError` pair of an on/off switch: the cached object shows the state asked for at once and goes
 * back to what it was if the service refuses.
 */
export function optimisticActive<TData extends { active: boolean }>(
  queryClient: QueryClient,
  queryKey: DataTag<QueryKey, TData, Error>,
) {
  return {
    onMutate: async (active: boolean) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, active });
      return { previous };
    },
    onError: (_error: Error, _active: boolean, context: { previous: TData | undefined } | undefined) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
  };
}
