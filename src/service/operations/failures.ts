import type { ZodError } from 'zod';
import type { ErrorBody, FieldError } from '../../contract/common.ts';

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

/** A 400 `invalid_payload`; `errors` names the fields (every body or query check passes them). */
export const invalidPayload = (details: string, errors?: FieldError[]) =>
  new DomainFailure({
    kind: 'invalid',
    key: 'invalid_payload',
    message: 'Invalid payload',
    details,
    ...(errors && { errors }),
  });

/** The hosted 400 for a parameter a request must have: `Parameter 'parameters.loyalty' is required`. */
export const missingParameter = (name: string) =>
  new DomainFailure({
    kind: 'invalid',
    key: 'missing_param',
    message: 'Missing required parameter',
    details: `Parameter '${name}' is required`,
    errors: [{ path: name, message: 'Required' }],
  });

/** A 400 about one field of the request, said in `details` and carried in `errors` so a form shows it there. */
export const invalidField = (path: string, message: string) =>
  invalidPayload(`${path}: ${message}`, [{ path, message }]);

/** Bounds the field errors of one answer: every issue of any real form, not an unbounded list for a hostile body. */
export const maxFieldErrors = 100;

/** A field's path as dotted names (`customer.metadata.a-b`); '' is the whole body. */
const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** A body or query that failed its schema: `details` names the first issues, `errors` carries each one as data. */
export const invalidInput = (error: ZodError, field?: string) =>
  invalidPayload(
    field ? `${field}: ${describeZodError(error)}` : describeZodError(error),
    error.issues.slice(0, maxFieldErrors).map((issue) => ({
      path: [field, dotted(issue.path)].filter(Boolean).join('.'),
      message: issue.message,
    })),
  );

/** Names each failing field and why, e.g. `limit: Too big: expected number to be <=100` (the first five). */
function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${dotted(issue.path)}: ${issue.message}` : issue.message))
    .join('; ');
}
