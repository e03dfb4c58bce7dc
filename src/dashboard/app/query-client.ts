import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

// Only failures that can pass on their own are retried: an unreachable service or a 5xx. A 4xx or a response the
// contract rejects will fail the same way again, so the user sees it at once.
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.key === 'network_error' || error.status >= 500);
}

/** The session ended (expired, revoked, signed out elsewhere): a wrong password at sign-in is another key. */
const sessionEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.key === 'unauthorized';

/** `onSessionEnded` sends the person to sign in, keeping where they were so they come back to it. */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (sessionEnded(error)) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isTransient(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
