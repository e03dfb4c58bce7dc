import { describe, expect, it } from 'vitest';
import { appHeaders, clientHeaders, managementHeaders, testKeys } from '../../testing/harness.ts';
import { introspectionSchema, tokenSchema } from '../../../contract/oauth.ts';
import { bearer, expectError, formPost, issueTokenThroughApi, readAs } from '../../testing/api.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(new Date('2026-03-02T10:00:00.000Z'));
const service = useTestService({ now: clock.now });
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

const token = (body: string, headers?: Record<string, string>) =>
  readAs(service.request('/v1/oauth/token', formPost(body, headers)), tokenSchema, 200);
const introspect = (body: string) =>
  readAs(service.request('/v1/oauth/introspect', formPost(body)), introspectionSchema, 200);
/** Revocation answers with an empty body, so only its status and text are read. */
const revoke = async (body: string) => {
  const res = await service.request('/v1/oauth/token/revoke', formPost(body));
  return { status: res.status, text: await res.text() };
};
const tierList = (accessToken: string) => service.request('/v1/campaigns?limit=1', { headers: bearer(accessToken) });

describe('POST /v1/oauth/token', () => {
  it('issues a 900-second Bearer token for space-separated scopes sent with + in the form', async () => {
    const body = await token('grant_type=client_credentials&scope=api+promotions+campaigns');
    expect(body).toEqual({
      access_token: expect.stringMatching(/^\S{32,}$/),
      client_id: testKeys.app_id,
      expires_at: nowSeconds() + 900,
      expires_in: 900,
      scope: 'api promotions campaigns',
      token_type: 'Bearer',
    });
  });

  it('accepts %20-encoded spaces and drops repeated scopes', async () => {
    const body = await token('grant_type=client_credentials&scope=vouchers%20vouchers%20client_api');
    expect(body.scope).toBe('vouchers client_api');
  });

  it('issues a different token each time', async () => {
    const [a, b] = await Promise.all([issueTokenThroughApi(service, 'api'), issueTokenThroughApi(service, 'api')]);
    expect(a).not.toBe(b);
  });

  it.each([
    [
      'a comma-separated scope',
      'grant_type=client_credentials&scope=vouchers,campaigns',
      'invalid_scope',
      'Invalid scope: vouchers,campaigns',
    ],
    [
      'an unknown scope value',
      'grant_type=client_credentials&scope=api+everything',
      'invalid_scope',
      'Invalid scope: api everything',
    ],
    ['an empty scope', 'grant_type=client_credentials&scope=', 'invalid_scope', undefined],
    ['another grant type', 'grant_type=password&scope=api', 'invalid_grant_type', 'Invalid grant_type'],
    ['no grant_type', 'scope=api', 'missing_parameters', 'Missing parameters'],
    ['no scope', 'grant_type=client_credentials', 'missing_parameters', 'Missing parameters'],
  ])('refuses %s with 400', async (_, body, key, message) => {
    const error = await expectError(service.request('/v1/oauth/token', formPost(body)), 400, key);
    if (message) expect(error.message).toBe(message);
  });

  it('accepts only app keys: client, management and bearer credentials get 401', async () => {
    const bearerToken = await issueTokenThroughApi(service, 'api');
    for (const headers of [
      {},
      clientHeaders,
      managementHeaders,
      bearer(bearerToken),
      { ...appHeaders, 'x-app-token': 'wrong' },
    ]) {
      await expectError(
        service.request('/v1/oauth/token', formPost('grant_type=client_credentials&scope=api', headers)),
        401,
        'unauthorized',
      );
    }
  });
});

describe('POST /v1/oauth/introspect', () => {
  it('reports a live token as active with its fields and the seconds left', async () => {
    const accessToken = await issueTokenThroughApi(service, 'promotions templates');
    const issuedAt = nowSeconds();
    clock.advance(345);
    const body = await introspect(`access_token=${accessToken}`);
    expect(body).toEqual({
      access_token: accessToken,
      client_id: testKeys.app_id,
      expires_at: issuedAt + 900,
      expires_in: 555,
      scope: 'promotions templates',
      token_type: 'Bearer',
      active: true,
    });
  });

  it('answers exactly {active:false} for an unknown token', async () => {
    const body = await introspect('access_token=not-a-token');
    expect(body).toEqual({ active: false });
  });

  it('reports a token inactive once 900 seconds have passed, and the API stops accepting it', async () => {
    const accessToken = await issueTokenThroughApi(service, 'api');
    clock.advance(899);
    expect(await introspect(`access_token=${accessToken}`)).toMatchObject({ expires_in: 1 });
    expect((await tierList(accessToken)).status).toBe(200);
    clock.advance(1);
    expect(await introspect(`access_token=${accessToken}`)).toEqual({ active: false });
    await expectError(tierList(accessToken), 401, 'unauthorized');
  });

  it('answers 400 missing_parameters without access_token', async () => {
    const error = await expectError(service.request('/v1/oauth/introspect', formPost('')), 400, 'missing_parameters');
    expect(error.message).toBe('Missing parameters');
  });
});

describe('POST /v1/oauth/token/revoke', () => {
  it('revokes with 204, then answers 404 with an empty body, and the token stops working', async () => {
    const accessToken = await issueTokenThroughApi(service, 'api');
    expect((await tierList(accessToken)).status).toBe(200);

    const first = await revoke(`access_token=${accessToken}`);
    expect(first).toMatchObject({ status: 204, text: '' });
    const second = await revoke(`access_token=${accessToken}`);
    expect(second).toMatchObject({ status: 404, text: '' });

    expect(await introspect(`access_token=${accessToken}`)).toEqual({ active: false });
    await expectError(tierList(accessToken), 401, 'unauthorized');
  });

  it('answers 404 with an empty body for an unknown token, and 400 without one', async () => {
    expect(await revoke('access_token=unknown')).toMatchObject({ status: 404, text: '' });
    await expectError(service.request('/v1/oauth/token/revoke', formPost('')), 400, 'missing_parameters');
  });
});
