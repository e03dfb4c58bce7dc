import { queryOptions, skipToken } from '@tanstack/react-query';
import { qualificationResponseSchema } from '../../../../contract/qualification.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeysFactory } from '../../../lib/query-keys.ts';
import type { QualificationCall } from '../qualification-search.ts';

export const qualificationKeys = queryKeysFactory<'qualifications', QualificationCall>('qualifications');

export function qualify({ query, body }: QualificationCall, signal?: AbortSignal) {
  return apiRequest({
    family: 'app',
    method: 'POST',
    path: '/v1/campaigns/qualification',
    query,
    body,
    schema: qualificationResponseSchema,
    signal,
  });
}

/**
 * A qualification is a question, so it is a query keyed by its whole context: the same link shows the same
 * answer from the cache. Null (nothing submitted yet) asks nothing.
 */
export function qualificationQueryOptions(call: QualificationCall | null) {
  return queryOptions({
    queryKey: qualificationKeys.list(call ?? undefined),
    queryFn: call ? ({ signal }) => qualify(call, signal) : skipToken,
    // The service may refuse a context (400): showing that at once beats retrying it.
    retry: false,
  });
}
