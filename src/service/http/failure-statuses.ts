import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FailureKind } from '../operations/failures.ts';

/** The one place a failure's kind becomes an HTTP status. */
export const failureStatuses = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  verification_failed: 417,
  limit_reached: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  upstream_timeout: 504,
} as const satisfies Record<FailureKind, ContentfulStatusCode>;
