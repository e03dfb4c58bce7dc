import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  qualificationResponseSchema,
  type QualificationRequest,
  type qualificationQuerySchema,
} from '../../../contract/qualification.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

/** One qualification question: the query string and the body of POST /v1/campaigns/qualification. */
export interface QualificationCall {
  query: z.input<typeof qualificationQuerySchema>;
  body: QualificationRequest;
}

export const qualificationKeys = queryKeysFactory<'qualifications', QualificationCall>('qualifications');

/**
 * A qualification is a question, so it is a query keyed by its whole context: the same link shows the same
 * answer from the cache. Null (nothing submitted yet) asks nothing.
 */
export function qualificationQueryOptions(call: QualificationCall | null) {
  return queryOptions({
    queryKey: qualificationKeys.list(call ?? undefined),
    queryFn: call
      ? ({ signal }) =>
          apiRequest({
            method: 'POST',
            path: '/v1/campaigns/qualification',
            query: call.query,
            body: call.body,
            schema: qualificationResponseSchema,
            signal,
          })
      : skipToken,
    // The service may refuse a context (400): showing that at once beats retrying it.
    retry: false,
  });
}
