// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { projectListSchema } from '../../contract/project.ts';
import { apiRequest, listItems } from './api-client.ts';
import { serviceNow } from './service-clock.ts';
import { dateRange } from './date-range-search.ts';
import { ApiError } from './api-error.ts';
import { SentForApproval } from './approval-answer.ts';
import { chooseProject, setCsrfToken } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status, headers }));
}

async function failure(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  chooseProject('proj_1');
  setCsrfToken('csrf-1');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setCsrfToken(undefined);
});

describe('apiRequest', () => {
  it('calls the same origin with the session cookie, the chosen project, and the CSRF token on changes only', async () => {
    answer(204);
    await apiRequest({ path: '/v1/ping' });
    const read = lastCall();
    expect(read.url).toBe('/v1/ping');
    expect(read.init.credentials).toBe('same-origin');
    expect(read.headers.get('x-promodesk-project')).toBe('proj_1');
    expect(read.headers.get('x-csrf-token')).toBeNull();
    answer(204);
    await apiRequest({ method: 'POST', path: '/v1/events', body: {} });
    expect(lastCall().headers.get('x-csrf-token')).toBe('csrf-1');
    // No key of any API family is ever sent: the browser holds none.
    expect([...lastCall().headers.keys()].filter((name) => /^x-(app|client|management)/.test(name))).toEqual([]);
  });

  it('serializes nested query params with bracket syntax, arrays indexed, empty values left out', async () => {
    answer(204);
    await apiRequest({
      path: '/management/v1/projects/proj_1/templates/campaigns',
      query: {
        limit: 25,
        include_total: true,
        starting_after_id: undefined,
        filters: { name: { conditions: { $contains: 'x y' } }, campaign_type: { conditions: { $in: ['A', 'B'] } } },
      },
    });
    const { url } = lastCall();
    expect(url.split('?')[1]).toBe(
      'limit=25&include_total=true&filters[name][conditions][$contains]=x%20y' +
        '&filters[campaign_type][conditions][$in][0]=A&filters[campaign_type][conditions][$in][1]=B',
    );
    expect(new URL(url, 'http://service.test').searchParams.get('filters[name][conditions][$contains]')).toBe('x y');
  });

  it('sends a JSON body with its content type', async () => {
    answer(204);
    await apiRequest({ method: 'POST', path: '/v1/events', body: { event: 'signup' } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"event":"signup"}');
  });

  it('parses the answer with the schema and reads the list through data_ref', async () => {
    const project = {
      id: 'proj_1',
      object: 'project',
      name: 'Demo',
      timezone: 'UTC',
      currency: 'EUR',
      created_at: '2026-11-21T14:03:00.000Z',
    };
    answer(200, { object: 'list', data_ref: 'data', data: [project], total: 1 });
    const list = await apiRequest({ path: '/management/v1/projects', schema: projectListSchema });
    expect(listItems(list).map((item) => item.name)).toEqual(['Demo']);
  });

  it('reads an array named by a non-literal data_ref with an item schema', () => {
    const envelope = { object: 'list', data_ref: 'campaign_templates', campaign_templates: [{ id: 'camp_tpl_1' }] };
    expect(listItems(envelope, z.object({ id: z.string() }))).toEqual([{ id: 'camp_tpl_1' }]);
  });

  it('returns undefined on 204', async () => {
    answer(204);
    await expect(apiRequest({ method: 'POST', path: '/x', body: {} })).resolves.toBeUndefined();
  });

  it('throws ApiError with the interface error fields', async () => {
    const body = {
      code: 404,
      key: 'not_found',
      message: 'Resource not found',
      details: 'Cannot find project with id proj_x',
      request_id: 'v-123',
      resource_id: 'proj_x',
      resource_type: 'project',
    };
    answer(404, body);
    const error = await failure(apiRequest({ path: '/x', schema: z.unknown() }));
    expect(error).toMatchObject({ status: 404, ...body });
  });

  it('carries field errors, and reads an error whose own errors are not field errors without them', async () => {
    const base = { code: 400, key: 'invalid_payload', message: 'Invalid payload', details: 'd', request_id: 'v-1' };
    answer(400, { ...base, errors: [{ path: 'metadata.a-b', message: 'Too long; shorten it' }] });
    expect(await failure(apiRequest({ path: '/x' }))).toMatchObject({
      ...base,
      errors: [{ path: 'metadata.a-b', message: 'Too long; shorten it' }],
    });
    const rows = { ...base, errors: [{ row: 2, code: 'duplicate_code', message: 'Repeated' }] };
    answer(400, rows);
    const error = await failure(apiRequest({ path: '/x' }));
    expect(error).toMatchObject({ ...base, errors: undefined, body: rows });
  });

  it('folds a non-JSON failure into ApiError', async () => {
    answer(502, '<html>Bad gateway</html>', { 'x-request-id': 'r-9' });
    const error = await failure(apiRequest({ path: '/x' }));
    expect(error).toMatchObject({ status: 502, code: 502, key: 'unexpected_response', request_id: 'r-9' });
    expect(error.details).toContain('Bad gateway');
  });

  it('reports an unreachable service as a network ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest({ path: '/x' }));
    expect(error).toMatchObject({ status: 0, key: 'network_error', details: 'Failed to fetch' });
  });

  it('tells a change held for approval from one made, whether or not the caller reads the answer', async () => {
    const held = { id: 'apr_1', object: 'approval_request', summary: 'Delete the segment VIP', status: 'PENDING' };
    const sentForApproval = (request: Promise<unknown>) =>
      request.then(
        () => undefined,
        (reason: unknown) => reason,
      );
    answer(202, held);
    const deleted = await sentForApproval(apiRequest({ method: 'DELETE', path: '/v1/segments/seg_1' }));
    expect(deleted).toBeInstanceOf(SentForApproval);
    expect(deleted).toMatchObject({ message: expect.stringContaining('Delete the segment VIP') });
    answer(202, held);
    const changed = await sentForApproval(apiRequest({ method: 'PUT', path: '/x', schema: projectListSchema }));
    expect(changed).toBeInstanceOf(SentForApproval);
    answer(202, { async_action_id: 'aa_1' });
    await expect(
      apiRequest({ method: 'POST', path: '/x', schema: z.object({ async_action_id: z.string() }) }),
    ).resolves.toEqual({
      async_action_id: 'aa_1',
    });
  });

  it('rejects a 2xx body that does not match the contract', async () => {
    answer(200, { object: 'list', data_ref: 'data', data: 'nope', total: 1 });
    const error = await failure(apiRequest({ path: '/x', schema: projectListSchema }));
    expect(error).toMatchObject({ status: 200, key: 'invalid_response' });
    expect(error.details).toContain('data');
  });

  it('follows the project clock a QA-mode service names, and the date ranges with it', async () => {
    const projectTime = '2026-11-20T10:00:00.000Z';
    answer(204, undefined, { 'X-Promodesk-Clock': projectTime });
    await apiRequest({ path: '/x' });
    expect(Math.abs(serviceNow() - Date.parse(projectTime))).toBeLessThan(1000);
    expect(dateRange({})).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    // An answer without the header (not QA mode) leaves the clock as it was last named.
    answer(204);
    await apiRequest({ path: '/x' });
    expect(dateRange({}).to).toBe('2026-11-20');
  });
});
