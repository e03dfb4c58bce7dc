import { describe, expect, it } from 'vitest';
import { captureOutput } from '../testing/capture-output.ts';
import { createApp, maxBodyBytes } from '../app.ts';
import type { Database } from '../store/db.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys, testPublicUrl } from '../testing/harness.ts';
import { allTemplates, expectError } from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';

const service = useTestService();
const setupPath = async () => `/v1/templates/campaigns/${(await allTemplates(service))[0]!.id}/campaign-setup`;
const jsonPost = (body: string, headers: Record<string, string> = appHeaders) => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body,
});

describe('error bodies', () => {
  it('answers malformed JSON with 400 invalid_payload', async () => {
    const error = await expectError(
      service.request(await setupPath(), jsonPost('{"name": "x",')),
      400,
      'invalid_payload',
    );
    expect(error.message).toBe('Invalid payload');
  });

  it('answers a JSON body that is not an object with 400 invalid_payload', async () => {
    await expectError(service.request(await setupPath(), jsonPost('[1,2]')), 400, 'invalid_payload');
    await expectError(
      service.request('/management/v1/projects/users/invite', jsonPost('"hello"', managementHeaders)),
      400,
      'invalid_payload',
    );
  });

  it('answers a JSON operation called without a JSON content type with 400, not 500', async () => {
    await expectError(
      service.request(await setupPath(), { method: 'POST', headers: appHeaders, body: '{"name":"No type"}' }),
      400,
      'invalid_payload',
    );
    await expectError(
      service.request(await setupPath(), {
        method: 'POST',
        headers: { ...appHeaders, 'content-type': 'text/plain' },
        body: '{"name":"Text"}',
      }),
      400,
      'invalid_payload',
    );
  });

  it('answers a body over 1 MiB with 413 and the error body, before looking at it', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(maxBodyBytes) });
    const error = await expectError(service.request(await setupPath(), jsonPost(big)), 413, 'payload_too_large');
    expect(error.details).toContain(String(maxBodyBytes));
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(maxBodyBytes / 2)));
        controller.close();
      },
    });
    const init = { ...jsonPost(''), body: streamed, duplex: 'half' } as RequestInit;
    await expectError(service.request(await setupPath(), init), 413, 'payload_too_large');
  });

  it('accepts a body just under the limit (the limit is not off by a lot)', async () => {
    // An unknown field pads it: fields the interface knows have limits of their own (metadata 16 KiB).
    const body = JSON.stringify({ name: 'Near the limit', padding: 'x'.repeat(maxBodyBytes - 200) });
    const res = await service.request(await setupPath(), jsonPost(body));
    expect(res.status).toBe(200);
  });

  it.each([
    ['GET', '/v1/nothing-here'],
    ['GET', '/'],
    ['DELETE', '/v1/campaigns'],
    ['PATCH', `/management/v1/projects/${testKeys.project_id}`],
  ])('answers an unknown route (%s %s) with a 404 JSON error body', async (method, path) => {
    const error = await expectError(service.request(path, { method, headers: appHeaders }), 404, 'not_found');
    expect(error.message).toBe('Resource not found');
  });

  it('gives every response its own request id', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => expectError(service.request('/v1/nothing-here'), 404)));
    expect(a!.request_id).not.toBe(b!.request_id);
  });

  it('answers an unexpected failure with a bare 500 error body, and logs the cause without the query parameters', async () => {
    // Drizzle's wrapper repeats the query's parameters in its message; the driver's error is its cause.
    const failure = new Error('Failed query: select 1\nparams: secret-parameter', {
      cause: new Error('database exploded at /srv/app/store.ts:12:3'),
    });
    const failing = new Proxy(
      {},
      {
        get: () => {
          throw failure;
        },
      },
    );
    const app = createApp({
      database: { db: failing, kind: 'pglite', close: async () => {} } as unknown as Database,
      publicUrl: testPublicUrl,
    });
    let res: Response | undefined;
    const output = await captureOutput(async () => {
      res = await app.request('/v1/campaigns', { headers: appHeaders });
    });
    expect(await res!.clone().text()).not.toContain('exploded');
    const body = await expectError(res!, 500, 'internal_error');
    expect(output).not.toContain('secret-parameter');
    expect(JSON.parse(output)).toMatchObject({
      level: 'error',
      request_id: body!.request_id,
      error: { message: 'database exploded at /srv/app/store.ts:12:3' },
    });
  });

  it('keeps validation failures free of stack traces and names the field', async () => {
    const error = await expectError(
      service.request(await setupPath(), jsonRequest('POST', { name: 42 }, appHeaders)),
      400,
      'invalid_payload',
    );
    expect(error.details).toMatch(/^name: /);
  });
});
