import type { ZodError } from 'zod';
import type { ErrorBody } from '../../contract/common.ts';

/*
 * The failures an operation (or a guard) decides, in the interface's error body terms. Transport renders them
 * (`http/errors.ts`); operations throw them without knowing about HTTP.
 */
export type Failure = Omit<ErrorBody, 'request_id' | 'code'> & {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 417 | 429 | 500 | 502 | 503 | 504;
  /** When to try again (a budget's wait), sent as `Retry-After`, not in the body. */
  retryAfterSeconds?: number;
};

/** Thrown by operations and guards; `http/errors.ts` renders it as the interface's error body. */
export class ApiFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export const notFound = (resourceType: string, id: string) =>
  new ApiFailure({
    status: 404,
    key: 'not_found',
    message: 'Resource not found',
    details: `Cannot find ${resourceType} with id ${id}`,
    resource_id: id,
    resource_type: resourceType,
  });

export const duplicate = (resourceType: string, id: string, details: string) =>
  new ApiFailure({
    status: 409,
    key: 'duplicate_found',
    message: 'Duplicated resource found',
    details,
    resource_id: id,
    resource_type: resourceType,
  });

export const invalidPayload = (details: string) =>
  new ApiFailure({ status: 400, key: 'invalid_payload', message: 'Invalid payload', details });

/** Names each failing field and why, e.g. `limit: Too big: expected number to be <=100`. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
