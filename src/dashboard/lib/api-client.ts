import type { z } from 'zod';
import { followServiceClock } from './service-clock.ts';
import { ApiError } from './api-error.ts';
import { isApprovalRequest, SentForApproval } from './approval-answer.ts';
import { getChosenProjectId, getCsrfToken } from './session.ts';
import { toQueryString, type QueryObject } from './query-string.ts';
import { getViewAsRole } from './view-as.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Path on the service that served the dashboard, e.g. `/v1/campaigns`. */
  path: string;
  query?: QueryObject;
  /** Sent as JSON; a URLSearchParams body is sent form-encoded (the OAuth operations), a Blob as it is. */
  body?: unknown;
  /** Extra headers, e.g. `X-Promodesk-Channel: WEBSITE` so the service records that a user started the work. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams) return body; // fetch sets the form content type
  if (body instanceof Blob) {
    // A file's text as it is, e.g. a CSV import, with the Blob's type.
    if (body.type) headers['Content-Type'] = body.type;
    return body;
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/**
 * The dashboard's only way to call the service: as the signed-in person (the session cookie), in the chosen
 * project, with the session's CSRF token on every change. Serializes bracket query params, parses the answer with
 * the contract schema (a 204 is parsed as `undefined`), and throws ApiError on any failure (SentForApproval when a
 * change the caller expected answered with an approval request instead).
 */
export function apiRequest<S extends z.ZodType>(options: ApiRequestOptions & { schema: S }): Promise<z.output<S>>;
export function apiRequest(options: ApiRequestOptions & { schema?: undefined }): Promise<undefined>;
export async function apiRequest(options: ApiRequestOptions & { schema?: z.ZodType }): Promise<unknown> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const projectId = getChosenProjectId();
  if (projectId) headers['X-Promodesk-Project'] = projectId;
  const viewAs = getViewAsRole();
  if (viewAs) headers['X-Promodesk-View-As'] = viewAs;
  const csrfToken = getCsrfToken();
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  const body = encodeBody(options.body, headers);
  const url = `${options.path}${toQueryString(options.query)}`;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // let TanStack Query see its own cancellation
    throw ApiError.network(cause);
  }
  followServiceClock(response.headers.get('X-Promodesk-Clock'));
  const text = response.status === 204 ? '' : await response.text();
  if (!response.ok) throw ApiError.fromResponse(response, text);
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (!options.schema) return undefined;
    throw ApiError.invalidResponse(response, [
      { code: 'custom', path: [], message: 'The body is not JSON', input: text.slice(0, 100) },
    ]);
  }
  const parsed = options.schema?.safeParse(json);
  // Held for approval, even where no answer is read (a delete): the change did not happen.
  if (!parsed?.success && response.status === 202 && isApprovalRequest(json)) throw new SentForApproval(json);
  if (!parsed) return undefined;
  if (!parsed.success) throw ApiError.invalidResponse(response, parsed.error.issues);
  return parsed.data;
}

type ItemsOf<E> = E extends { data_ref: infer K extends keyof E }
  ? E[K] extends readonly (infer T)[]
    ? T[]
    : never
  : never;

/**
 * Reads a list envelope's array from the property its `data_ref` names (`data`, `campaign_templates`, `tiers`, ...).
 * Pass the item schema when the envelope's `data_ref` is not a literal, so the items are still parsed.
 */
export function listItems<E extends { data_ref: string }>(envelope: E): ItemsOf<E>;
export function listItems<S extends z.ZodType>(envelope: { data_ref: string }, itemSchema: S): z.output<S>[];
export function listItems(envelope: { data_ref: string }, itemSchema?: z.ZodType): unknown[] {
  const items: unknown = (envelope as Record<string, unknown>)[envelope.data_ref];
  if (!Array.isArray(items)) {
    throw new TypeError(`The list names "${envelope.data_ref}" as its array, but that property is not an array`);
  }
  return itemSchema ? items.map((item) => itemSchema.parse(item)) : items;
}
