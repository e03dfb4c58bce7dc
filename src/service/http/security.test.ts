import { beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { expectError } from '../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../testing/harness.ts';
import { testClock, useTestService } from '../testing/service.ts';

// Each test starts in a rate-limit window of its own; within a test the clock stands still.
const clock = testClock(new Date('2026-06-10T12:00:00.000Z'));
const service = useTestService({
  rateLimitPerSecond: 5,
  now: clock.now,
  allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
  demoAccount: { email: 'owner@example.com' },
  demoPort: 3000,
});
// Every Host allowed: only loopback names may still get the demo keys.
const open = useTestService({ demoAccount: { email: 'owner@example.com' }, demoPort: 3000 });
beforeEach(() => clock.advance(10));

/** A request as if it came from `address` (node-server hands the app the socket). */
const from = (address: string, path: string, init: RequestInit = {}) =>
  service.app.request(path, init, { incoming: { socket: { remoteAddress: address } } } as never);

describe('security headers and CORS', () => {
  it('sends security headers on every response', async () => {
    for (const res of [
      await service.request('/v1/campaigns', { headers: appHeaders }),
      await service.request('/v1/campaigns'),
      await service.request('/nowhere'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-request-id')).toMatch(/^v-/);
    }
  });

  it('answers CORS preflights only for the client API and only for allowed origins, refusals with the error body', async () => {
    const preflight = (path: string, origin: string) =>
      service.request(path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-client-token',
        },
      });
    const allowed = await preflight('/client/v1/redemptions', testKeys.client_origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(testKeys.client_origin);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('X-Client-Token');
    const stranger = await preflight('/client/v1/redemptions', 'https://evil.example.com');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const refusal = await expectError(stranger, 403, 'forbidden');
    expect(refusal.details).toContain('https://evil.example.com');
    const server = await preflight('/v1/campaigns', testKeys.client_origin);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
    const request = await service.request('/client/v1/redemptions', {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(request.headers.get('access-control-allow-origin')).toBe(testKeys.client_origin);
  });
});

describe('rate limits', () => {
  it('charges a verified credential, with the hosted rate-limit headers, and 429 beyond it', async () => {
    const call = () => from('10.0.0.1', '/v1/campaigns?limit=1', { headers: appHeaders });
    const first = await call();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-rate-limit-limit')).toBe('5');
    expect(first.headers.get('x-rate-limit-remaining')).toBe('4');
    for (let i = 0; i < 4; i++) expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-rate-limit-remaining')).toBe('0');
    await expectError(limited, 429, 'too_many_requests');
  });

  it("a key id sent without its secret spends the sender's address budget, never the key owner's", async () => {
    const probes: { address: string; path: string; headers: Record<string, string> }[] = [
      { address: '203.0.113.9', path: '/v1/campaigns', headers: { 'x-app-id': testKeys.app_id } },
      {
        address: '203.0.113.10',
        path: '/client/v1/redemptions',
        headers: { 'x-client-application-id': testKeys.client_app_id, origin: testKeys.client_origin },
      },
    ];
    for (const { address, path, headers } of probes) {
      const statuses = [];
      for (let i = 0; i < 8; i++)
        statuses.push(
          (await from(address, path, { method: path.startsWith('/client') ? 'POST' : 'GET', headers })).status,
        );
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    }
    // The shop's own requests, from its own address and from the attacker's, still pass.
    expect((await from('10.0.0.2', '/v1/campaigns?limit=1', { headers: appHeaders })).status).toBe(200);
    expect((await from('203.0.113.9', '/v1/campaigns?limit=1', { headers: appHeaders })).status).toBe(200);
    const redemption = await from('10.0.0.2', '/client/v1/redemptions', {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      body: '{"redeemables":[{"object":"voucher","id":"NOPE"}]}',
    });
    expect(redemption.status).toBe(400);
  });

  it('limits anonymous traffic per address and never the dashboard files', async () => {
    // Made-up credentials on a public route or an unknown API path spend the address budget all the same.
    for (let i = 0; i < 3; i++)
      expect(
        (await from('198.51.100.7', '/promodesk/health', { headers: { 'x-app-id': `made-up-${i}` } })).status,
      ).toBe(200);
    await expectError(from('198.51.100.7', '/v1/no-such-operation'), 404, 'not_found');
    expect((await from('198.51.100.7', '/openapi.json')).status).toBe(200);
    await expectError(from('198.51.100.7', '/promodesk/health'), 429, 'too_many_requests');
    expect((await from('198.51.100.8', '/promodesk/health')).status).toBe(200);
    // A dashboard page or asset is not an API call: the exhausted address still gets it (404 here: no build served).
    expect((await from('198.51.100.7', '/templates')).status).not.toBe(429);
    expect((await from('198.51.100.7', '/assets/index.js')).status).not.toBe(429);
  });
});

describe('Host allow-list and demo keys', () => {
  it('refuses a Host that is not allowed (DNS rebinding) on every route, with the error body', async () => {
    const error = await expectError(
      service.request('http://attacker.example:3000/v1/campaigns', { headers: appHeaders }),
      400,
      'invalid_host',
    );
    expect(error.details).toContain('attacker.example:3000');
    await expectError(service.request('http://attacker.example:3000/promodesk/demo-account'), 400, 'invalid_host');
    expect((await service.request('http://127.0.0.1:3000/v1/campaigns?limit=1', { headers: appHeaders })).status).toBe(
      200,
    );
  });

  it('offers and signs in the demo account only to a loopback Host on the listening port', async () => {
    const demoSignIn = (target: typeof service, url: string) =>
      target.request(`${url}/promodesk/demo-account/sign-in`, jsonRequest('POST', {}, {}));
    expect((await service.request('http://127.0.0.1:3000/promodesk/demo-account')).status).toBe(200);
    expect((await service.request('http://[::1]:3000/promodesk/demo-account')).status).toBe(200);
    const signedIn = await demoSignIn(service, 'http://127.0.0.1:3000');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/promodesk_session=/);
    await expectError(service.request('http://localhost:4000/promodesk/demo-account'), 404, 'not_found');
    await expectError(demoSignIn(service, 'http://localhost:4000'), 404, 'not_found');
    // Even with every Host allowed, only loopback names get the demo account.
    await expectError(open.request('http://attacker.example:3000/promodesk/demo-account'), 404, 'not_found');
    await expectError(demoSignIn(open, 'http://attacker.example:3000'), 404, 'not_found');
    expect((await open.request('http://localhost:3000/promodesk/demo-account')).status).toBe(200);
  });

  it('defaults the allow-list to loopback names on loopback, and the public URL to the listening address', () => {
    expect(readConfig({ HOST: '127.0.0.1', PORT: '3000' })).toMatchObject({
      allowedHosts: ['localhost', '127.0.0.1', '[::1]', '127.0.0.1:3000'],
      publicUrl: 'http://127.0.0.1:3000',
    });
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080' }).allowedHosts).toBeUndefined();
    expect(
      readConfig({
        HOST: '0.0.0.0',
        PROMODESK_ALLOWED_HOSTS: 'promo.example.com',
        PROMODESK_PUBLIC_URL: 'https://promo.example.com/',
      }),
    ).toMatchObject({
      allowedHosts: ['promo.example.com'],
      publicUrl: 'https://promo.example.com',
    });
    expect(() => readConfig({ PROMODESK_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PROMODESK_PUBLIC_URL/);
  });
});
