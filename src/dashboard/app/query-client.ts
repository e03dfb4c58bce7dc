import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

// Only failures that can pass on their own are retried: an unreachable service or a 5xx. A 4xx or a response the
// contract rejects will fail the same way again, so the user sees it at once.
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.key === 'network_error' || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isTransient(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
