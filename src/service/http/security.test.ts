import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, clientHeaders, createTestService, testKeys } from '../testing/harness.ts';

let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  // A frozen clock keeps every request of the test in one rate-limit window.
  const frozen = new Date();
  service = await createTestService({ rateLimitPerSecond: 5, now: () => frozen });
});
afterAll(() => service.close());

describe('security', () => {
  it('sends security headers on every response', async () => {
    for (const res of [await service.request('/v1/campaigns', { headers: appHeaders }), await service.request('/v1/campaigns'), await service.request('/nowhere')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-request-id')).toMatch(/^v-/);
    }
  });

  it('answers CORS preflights only for the client API and only for allowed origins', async () => {
    const preflight = (path: string, origin: string) =>
      service.request(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-client-token' } });
    const allowed = await preflight('/client/v1/redemptions', testKeys.client_origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(testKeys.client_origin);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('X-Client-Token');
    const stranger = await preflight('/client/v1/redemptions', 'https://evil.example.com');
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const server = await preflight('/v1/campaigns', testKeys.client_origin);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
    const request = await service.request('/client/v1/redemptions', { method: 'POST', headers: { ...clientHeaders, 'content-type': 'application/json' }, body: '{}' });
    expect(request.headers.get('access-control-allow-origin')).toBe(testKeys.client_origin);
  });

  it('limits requests per credential with 429 and the error body', async () => {
    const flood = () => service.request('/v1/campaigns?limit=1', { headers: { 'x-app-id': 'flooder', 'x-app-token': 'x' } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await flood()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await flood();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toMatchObject({ code: 429, key: 'too_many_requests', request_id: expect.stringMatching(/^v-/) });
    // Another credential has its own budget.
    expect((await service.request('/v1/campaigns?limit=1', { headers: appHeaders })).status).toBe(200);
  });
});
