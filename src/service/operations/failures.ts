import type { ZodError } from 'zod';
import type { ErrorBody } from '../../contract/common.ts';

/*
 * The outcomes an operation (or a guard) fails with, named for what happened, never for an HTTP status: transport
 * maps each kind to its status in one table (`http/failure-statuses.ts`) and renders the interface's error body
 * (`http/errors.ts`). One way to fail: throw a `DomainFailure`.
 */
export const failureKinds = [
  'invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'too_large',
  'verification_failed',
  'limit_reached',
  'internal',
  'bad_gateway',
  'unavailable',
  'upstream_timeout',
] as const;
export type FailureKind = (typeof failureKinds)[number];

export type Failure = Omit<ErrorBody, 'request_id' | 'code'> & {
  kind: FailureKind;
  /** When to try again (a budget's wait), sent as `Retry-After`, not in the body. */
  retryAfterSeconds?: number;
};

/** Thrown by operations and guards; `http/errors.ts` renders it as the interface's error body. */
export class DomainFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export const notFound = (resourceType: string, id: string) =>
  new DomainFailure({
    kind: 'not_found',
    key: 'not_found',
    message: 'Resource not found',
    details: `Cannot find ${resourceType} with id ${id}`,
    resource_id: id,
    resource_type: resourceType,
  });

export const duplicate = (resourceType: string, id: string, details: string) =>
  new DomainFailure({
    kind: 'conflict',
    key: 'duplicate_found',
    message: 'Duplicated resource found',
    details,
    resource_id: id,
    resource_type: resourceType,
  });

export const invalidPayload = (details: string) =>
  new DomainFailure({ kind: 'invalid', key: 'invalid_payload', message: 'Invalid payload', details });

/** Names each failing field and why, e.g. `limit: Too big: expected number to be <=100`. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
