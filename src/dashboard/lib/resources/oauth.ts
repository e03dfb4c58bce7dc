import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { introspectionSchema, tokenSchema, type tokenRequestSchema } from '../../../contract/oauth.ts';
import { apiRequest } from '../api-client.ts';
import { ApiError } from '../api-error.ts';

/*
 * Tokens are secrets: they live in mutation results and component state of this tab only, never in the query
 * cache's keys, the URL, storage or the console. The OAuth operations take the app keys and form-encoded bodies.
 */

export function useIssueToken() {
  return useMutation({
    mutationFn: (request: z.output<typeof tokenRequestSchema>) =>
      apiRequest({
        method: 'POST',
        path: '/v1/oauth/token',
        body: new URLSearchParams(request),
        schema: tokenSchema,
      }),
  });
}

export function useIntrospectToken() {
  return useMutation({
    mutationFn: (accessToken: string) =>
      apiRequest({
        method: 'POST',
        path: '/v1/oauth/introspect',
        body: new URLSearchParams({ access_token: accessToken }),
        schema: introspectionSchema,
      }),
  });
}

export type RevokeOutcome = 'revoked' | 'already-inactive';

/** The service answers 404 with no body for a token that is unknown, expired or already revoked. */
export function useRevokeToken() {
  return useMutation({
    mutationFn: async (accessToken: string): Promise<RevokeOutcome> => {
      try {
        await apiRequest({
          method: 'POST',
          path: '/v1/oauth/token/revoke',
          body: new URLSearchParams({ access_token: accessToken }),
        });
        return 'revoked';
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'already-inactive';
        throw error;
      }
    },
  });
}
