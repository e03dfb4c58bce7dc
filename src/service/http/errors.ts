import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '../../contract/common.ts';
import type { AppEnv } from './env.ts';
import { failureStatuses } from './failure-statuses.ts';
import { isConnectionFailure, isDataException } from '../store/errors.ts';
import { DomainFailure, invalidPayload, type Failure } from '../operations/failures.ts';

export function errorResponse(c: Context<AppEnv>, failure: Failure) {
  const { kind, retryAfterSeconds, errors, ...rest } = failure;
  const status = failureStatuses[kind];
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  const body: ErrorBody = { code: status, ...rest, request_id: c.get('requestId'), ...(errors && { errors }) };
  return c.json(body, status);
}

/**
 * 413 before the body was read: the unread rest of it would be taken for the next request on a kept-alive
 * connection, so the answer closes it and says so (a pooled client then opens a new one instead of failing).
 */
export function bodyTooLarge(c: Context<AppEnv>, maxBytes?: number) {
  c.header('Connection', 'close');
  return errorResponse(c, {
    kind: 'too_large',
    key: 'payload_too_large',
    message: 'Payload too large',
    details: maxBytes ? `The request body exceeds ${maxBytes} bytes` : 'The request body exceeds the size limit',
  });
}

const mediaTypeNames: Record<string, string> = {
  'application/json': 'JSON with Content-Type: application/json',
  'application/x-www-form-urlencoded': 'form-encoded with Content-Type: application/x-www-form-urlencoded',
};

/**
 * The app's single error boundary: known failures keep their status, anything else is a bare 500.
 * `bodyTypesOf` names the body media types the matched operation declares, so a wrong Content-Type is told the right one.
 */
export function onErrorFor(bodyTypesOf: (c: Context<AppEnv>) => string[]) {
  return (error: Error, c: Context<AppEnv>) => {
    if (error instanceof DomainFailure) return errorResponse(c, error.failure);
    if (error instanceof HTTPException) {
      if (error.status === 413) return bodyTooLarge(c);
      if (error.status === 400)
        return errorResponse(c, { ...invalidPayload(error.message || 'Malformed request body').failure });
      // An operation called with a body of another media type is bad input, not a server fault.
      if (error.status === 415) {
        const expected =
          bodyTypesOf(c)
            .map((type) => mediaTypeNames[type] ?? type)
            .join(' or ') || 'the documented media type';
        return errorResponse(c, { ...invalidPayload(`Send the request body as ${expected}`).failure });
      }
    }
    if (isConnectionFailure(error)) {
      c.header('Retry-After', '1');
      return errorResponse(c, {
        kind: 'unavailable',
        key: 'service_unavailable',
        message: 'Service unavailable',
        details: 'The database is unreachable right now; nothing was applied, retry shortly',
      });
    }
    if (isDataException(error)) {
      return errorResponse(c, {
        ...invalidPayload(
          'The request holds a value the service cannot store (e.g. a NUL character or a number out of range)',
        ).failure,
      });
    }
    c.get('log')?.('error', { msg: 'unhandled error', error });
    return errorResponse(c, {
      kind: 'internal',
      key: 'internal_error',
      message: 'Internal server error',
      details: 'The request could not be completed; it was not applied',
    });
  };
}
