import type { z } from 'zod';
import { errorBodySchema, type ErrorBody, type FieldError } from '../../contract/common.ts';

/**
 * Every failure the dashboard shows, with the interface's error fields. Network failures and answers that are not
 * the interface's error body are folded into the same shape, so screens have one thing to render.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly key: string;
  readonly details: string;
  readonly request_id: string;
  readonly resource_id: string | undefined;
  readonly resource_type: string | undefined;
  /** Each problem with a field of the request (a 400 from a body or query), at its dotted path. */
  readonly errors: FieldError[] | undefined;
  /** The whole error body as the service sent it, for operations that add fields (an import's per-row `errors`). */
  readonly body: unknown;

  constructor(status: number, body: ErrorBody, raw: unknown = body) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.key = body.key;
    this.details = body.details;
    this.request_id = body.request_id;
    this.resource_id = body.resource_id;
    this.resource_type = body.resource_type;
    this.errors = body.errors;
    this.body = raw;
  }

  /** The same failure with other field errors: what a form could not place, or paths renamed to a form's. */
  withFieldErrors(errors: FieldError[]): ApiError {
    const { code, key, message, details, request_id, resource_id, resource_type } = this;
    return new ApiError(
      this.status,
      { code, key, message, details, request_id, resource_id, resource_type, errors },
      this.body,
    );
  }

  /** Builds the error from a failed response's text, whatever the server put in it. */
  static fromResponse(response: Response, text: string): ApiError {
    const requestId = response.headers.get('x-request-id') ?? '';
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) return new ApiError(response.status, parsed.data, json);
    // An operation's own `errors` (an import's rows) are not field errors: the interface's fields still read, and
    // `body` keeps the rows for the screen that knows them.
    const official = errorBodySchema.omit({ errors: true }).safeParse(json);
    if (official.success) return new ApiError(response.status, official.data, json);
    return new ApiError(response.status, {
      code: response.status,
      key: 'unexpected_response',
      message: response.statusText || `The service answered with HTTP ${response.status}`,
      details: text.slice(0, 500),
      request_id: requestId,
    });
  }

  static network(cause: unknown): ApiError {
    return new ApiError(0, {
      code: 0,
      key: 'network_error',
      message: 'Cannot reach the service',
      details: cause instanceof Error ? cause.message : String(cause),
      request_id: '',
    });
  }

  /** A 2xx answer whose body does not match the contract: a service/dashboard version mismatch, never ignored. */
  static invalidResponse(response: Response, issues: z.core.$ZodIssue[]): ApiError {
    const details = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    return new ApiError(response.status, {
      code: response.status,
      key: 'invalid_response',
      message: 'The service answered with data the dashboard does not understand',
      details,
      request_id: response.headers.get('x-request-id') ?? '',
    });
  }
}

// Keys whose `details` are not a sentence from the service (a raw body, a network message): the message says it.
const keysWithoutSentence = new Set(['unexpected_response', 'network_error', 'invalid_response']);

/** What went wrong, in the words a person reads first: the service's `details` sentence, else the message. */
export function errorInWords(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.errors?.length === 0) return 'Correct the fields marked below.';
  if (error.errors) return 'Correct these values:';
  return error.details && !keysWithoutSentence.has(error.key) ? error.details : error.message;
}
