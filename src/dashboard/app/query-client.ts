import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';
import { sessionKey } from '../lib/resources/session.ts';

// Only failures that can pass on their own are retried: an unreachable service or a 5xx. A 4xx or a response the
// contract rejects will fail the same way again, so the user sees it at once.
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.key === 'network_error' || error.status >= 500);
}

/** The session ended (expired, revoked, signed out elsewhere): a wrong password at sign-in is another key. */
const sessionEnded = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.key === 'unauthorized';

/**
 * `onSessionEnded` sends the person to sign in, keeping where they were so they come back to it. A 403 may mean the
 * person's role changed or they were removed: the session is asked again, and lib/live-session.ts redraws from it.
 */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const handle = (error: unknown) => {
    if (sessionEnded(error)) onSessionEnded();
    else if (error instanceof ApiError && error.status === 403)
      void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
  const queryClient = new QueryClient({
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
  return queryClient;
}
