import type { MiddlewareHandler } from 'hono';
import { DomainFailure } from '../operations/failures.ts';
import type { AppEnv } from './env.ts';

/**
 * Refuses a NUL character (`%00`, the only way one reaches a request line) in any query parameter's name or value,
 * for every route at once, with 400 `invalid_query` naming the parameter. PostgreSQL text cannot hold NUL, so such
 * a value would otherwise fail as a statement, wherever and whenever a route happens to use it (a download: after
 * its answer started).
 */
export const queryWithoutNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const query = url.indexOf('?');
  if (query >= 0 && /%00/i.test(url.slice(query))) {
    for (const [name, value] of new URLSearchParams(url.slice(query + 1)))
      if (name.includes('\0') || value.includes('\0')) {
        const path = name.replaceAll('\0', '%00');
        const message = 'Remove the NUL character (%00)';
        throw new DomainFailure({
          kind: 'invalid',
          key: 'invalid_query',
          message: 'Invalid query parameter',
          details: `${path}: ${message}`,
          errors: [{ path, message }],
        });
      }
  }
  await next();
};
