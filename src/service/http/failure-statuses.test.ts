import { describe, expect, it } from 'vitest';
import { DomainFailure, failureKinds, type FailureKind } from '../operations/failures.ts';
import { onErrorFor } from './errors.ts';
import { failureStatuses } from './failure-statuses.ts';
import { createRouter } from './openapi.ts';

/** A router whose one route throws `failure`, answered by the app's error boundary. */
function throwing(failure: DomainFailure) {
  const app = createRouter();
  app.use(async (c, next) => {
    c.set('requestId', 'v-test');
    await next();
  });
  app.get('/fail', () => {
    throw failure;
  });
  app.onError(onErrorFor(() => []));
  return app;
}

describe('failure kinds to HTTP statuses', () => {
  it('maps every kind to its own status', () => {
    expect(Object.keys(failureStatuses).sort()).toEqual([...failureKinds].sort());
    expect(new Set(Object.values(failureStatuses)).size).toBe(failureKinds.length);
  });

  it.each(failureKinds.map((kind) => [kind, failureStatuses[kind]] as [FailureKind, number]))(
    'renders a thrown %s as %i with its key and the error body',
    async (kind, status) => {
      const res = await throwing(
        new DomainFailure({ kind, key: `key_${kind}`, message: 'Message', details: 'Details' }),
      ).request('/fail');
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({
        code: status,
        key: `key_${kind}`,
        message: 'Message',
        details: 'Details',
        request_id: 'v-test',
      });
      expect(res.headers.get('Retry-After')).toBeNull();
    },
  );

  it('sends a failure’s wait as Retry-After, outside the body, and keeps its resource and field errors', async () => {
    const res = await throwing(
      new DomainFailure({
        kind: 'limit_reached',
        key: 'too_many_attempts',
        message: 'Too many requests',
        details: 'Wait',
        resource_id: 'u_1',
        resource_type: 'user',
        errors: [{ path: 'email', message: 'Try later' }],
        retryAfterSeconds: 7,
      }),
    ).request('/fail');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('7');
    expect(await res.json()).toEqual({
      code: 429,
      key: 'too_many_attempts',
      message: 'Too many requests',
      details: 'Wait',
      resource_id: 'u_1',
      resource_type: 'user',
      request_id: 'v-test',
      errors: [{ path: 'email', message: 'Try later' }],
    });
  });
});
