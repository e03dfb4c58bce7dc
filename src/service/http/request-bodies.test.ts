import { describe, expect, it } from 'vitest';
import { errorBodySchema, metadataLimits } from '../../contract/common.ts';
import { appHeaders, clientHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { exportSchema } from '../../contract/export.ts';
import { tokenSchema } from '../../contract/oauth.ts';
import { allTemplates, expectError, formPost, readAs } from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';
import { maxJsonDepth } from './json-body.ts';

const service = useTestService();
const post = (path: string, body: string, headers: Record<string, string> = appHeaders) =>
  service.request(path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });

/** `{"a":{"a":...{"a":1}}}` with `levels` objects. */
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{"a":1' + '}'.repeat(levels);

describe('prototype keys', () => {
  it('refuses filters that reach a prototype, and every route keeps working afterwards', async () => {
    const templates = `/management/v1/projects/${testKeys.project_id}/templates/campaigns`;
    for (const query of [
      'filters[constructor][prototype][now]=1',
      'filters[__proto__][description]=x',
      'filters[name][prototype]=x',
    ]) {
      const error = await expectError(
        service.request(`${templates}?${query}`, { headers: managementHeaders }),
        400,
        'invalid_query',
      );
      expect(error.details).toMatch(/is not a field name/);
    }
    expect(({} as Record<string, unknown>).now).toBeUndefined();
    expect(({} as Record<string, unknown>).description).toBeUndefined();
    expect((await service.request('/v1/campaigns?limit=1', { headers: appHeaders })).status).toBe(200);
    expect(
      (await post('/v1/events', JSON.stringify({ event: 'still_fine', customer: { source_id: 'proto-check' } })))
        .status,
    ).toBe(200);
  });

  it('refuses a "__proto__" key anywhere in a JSON body instead of dropping it', async () => {
    const invitation = `{"email":"proto@example.com","projects":{"__proto__":"ADMIN","${testKeys.project_id}":"VIEWER"}}`;
    const error = await expectError(
      post('/management/v1/projects/users/invite', invitation, managementHeaders),
      400,
      'invalid_payload',
    );
    expect(error.details).toContain('projects.__proto__');
    const event = '{"event":"e","customer":{"source_id":"p","metadata":{"__proto__":{"isAdmin":true}}}}';
    expect((await expectError(post('/v1/events', event), 400, 'invalid_payload')).details).toContain(
      'customer.metadata.__proto__',
    );
    await readAs(service.request('/v1/customers/p', { headers: appHeaders }), errorBodySchema, 404);
  });
});

describe('nesting and size', () => {
  it('answers metadata nested 5,000 levels deep with 400 on every operation that takes metadata', async () => {
    const template = (await allTemplates(service))[0]!.id;
    const deep = nested(5000);
    const bodies: [string, string, Record<string, string>][] = [
      [`/v1/templates/campaigns/${template}/campaign-setup`, `{"name":"Deep","metadata":${deep}}`, appHeaders],
      ['/v1/events', `{"event":"e","customer":{"source_id":"deep"},"metadata":${deep}}`, appHeaders],
      ['/v1/events', `{"event":"e","customer":{"source_id":"deep","metadata":${deep}}}`, appHeaders],
      ['/v1/campaigns/qualification', `{"customer":{"source_id":"deep","metadata":${deep}}}`, appHeaders],
      [
        '/client/v1/redemptions',
        `{"redeemables":[{"object":"voucher","id":"BLCKFRDY"}],"metadata":${deep}}`,
        clientHeaders,
      ],
      [
        '/client/v1/redemptions',
        `{"redeemables":[{"object":"voucher","id":"BLCKFRDY"}],"order":{"amount":100,"items":[{"quantity":1,"price":100,"product":{"metadata":${deep}}}]}}`,
        clientHeaders,
      ],
    ];
    for (const [path, body, headers] of bodies) {
      const error = await expectError(post(path, body, headers), 400, 'invalid_payload');
      expect(error.details).toContain(`nested deeper than ${maxJsonDepth} levels`);
    }
  });

  it(`limits metadata to ${metadataLimits.depth} levels and ${metadataLimits.bytes} bytes, naming the field`, async () => {
    const event = (metadata: string) =>
      post('/v1/events', `{"event":"e","customer":{"source_id":"meta-limits"},"metadata":${metadata}}`);
    expect((await event(nested(metadataLimits.depth))).status).toBe(200);
    expect((await expectError(event(nested(metadataLimits.depth + 1)), 400, 'invalid_payload')).details).toMatch(
      /^metadata: Metadata may nest at most 20 levels/,
    );
    const large = JSON.stringify({ text: 'x'.repeat(metadataLimits.bytes) });
    expect((await expectError(event(large), 400, 'invalid_payload')).details).toMatch(
      /^metadata: Metadata may take at most/,
    );
  });
});

describe('bodies as the official clients send them', () => {
  it('takes an empty JSON body as {} (the v3 SDK posts exports that way)', async () => {
    const res = service.request('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
      method: 'POST',
      headers: { ...appHeaders, 'content-type': 'application/json' },
    });
    expect(await readAs(res, exportSchema, 200)).toMatchObject({ object: 'export', status: 'SCHEDULED' });
    // Where the operation needs fields, the empty body is judged as {}: the missing field is named.
    expect(
      (await expectError(post('/client/v1/redemptions', '', clientHeaders), 400, 'invalid_payload')).details,
    ).toContain('redeemables');
  });

  it('tells a JSON body sent to the OAuth token endpoint to send the form encoding', async () => {
    const error = await expectError(
      post('/v1/oauth/token', '{"grant_type":"client_credentials","scope":"api"}'),
      400,
      'invalid_payload',
    );
    expect(error.details).toContain('form-encoded');
    expect(error.details).not.toMatch(/as JSON/);
    await readAs(
      service.request('/v1/oauth/token', formPost('grant_type=client_credentials&scope=api')),
      tokenSchema,
      200,
    );
  });
});

describe('NUL characters', () => {
  it('refuses a NUL character in any JSON string or key, naming the field', async () => {
    const event = (body: string) => post('/v1/events', body);
    const value = await expectError(
      event('{"event":"e","customer":{"source_id":"a\\u0000b"}}'),
      400,
      'invalid_payload',
    );
    expect(value.details).toBe('customer.source_id: Remove the NUL character (\\u0000)');
    const key = await expectError(
      event('{"event":"e","customer":{"source_id":"nul-key","metadata":{"a\\u0000":1}}}'),
      400,
      'invalid_payload',
    );
    expect(key.details).toBe('customer.metadata.a\\u0000: Remove the NUL character (\\u0000) from the key');
    expect((await event('{"event":"e","customer":{"source_id":"nul-free"}}')).status).toBe(200);
  });
});
