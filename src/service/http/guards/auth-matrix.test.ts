import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { scopeSchema } from '../../../contract/oauth.ts';
import { appHeaders, clientHeaders, managementHeaders, testKeys } from '../../testing/harness.ts';
import { bearer, formPost, issueTokenThroughApi, openApiPathsSchema, readAs } from '../../testing/api.ts';
import { testClock, useTestService } from '../../testing/service.ts';

/**
 * Every route of the app's own OpenAPI document (so routes added later are covered without editing this file),
 * tried with every kind of wrong credential and with the narrowest right one.
 */
const clock = testClock(new Date('2026-03-02T10:00:00.000Z'));
const service = useTestService({ now: clock.now });

type Family = 'server' | 'client' | 'management' | 'oauth';
type Route = { method: string; template: string; path: string; family: Family; scope?: string };
/**
 * Promodesk's own public endpoints (demo connection, health), the document itself, the export download (its token
 * is the credential; exports.test.ts checks it) and a code's images (their unguessable id is; assets.test.ts) take no
 * keys.
 */
const excluded = (template: string) =>
  template === '/openapi.json' ||
  template.startsWith('/promodesk/') ||
  template === '/v1/exports/{exportId}/download' ||
  template === '/v1/assets/{kind}/{assetId}';

/** Scopes are named after the resource: `/v1/promotions/...` needs `promotions`, `/client/v1/redemptions` `client_redemptions`. */
function describeRoute(method: string, template: string): Route {
  const path = template.replace(/\{[^}]+\}/g, 'unknown_id');
  const [, first, , resource] = template.split('/');
  if (first === 'management') return { method, template, path, family: 'management' };
  if (template.startsWith('/v1/oauth/')) return { method, template, path, family: 'oauth' };
  if (first !== 'client' && first !== 'v1')
    throw new Error(`${template}: no credential family is known for this route; add it to the matrix`);
  const family = first === 'client' ? 'client' : 'server';
  const segment = family === 'client' ? resource : template.split('/')[2];
  // The interface spells one scope in capitals: `/v1/skus/...` needs `SKUs`.
  const scope = family === 'client' ? `client_${segment}` : segment === 'skus' ? 'SKUs' : segment;
  return { method, template, path, family, scope };
}

function requestFor(route: Route, headers: Record<string, string>): RequestInit {
  if (route.family === 'oauth')
    return formPost(
      route.template === '/v1/oauth/token' ? 'grant_type=client_credentials&scope=api' : 'access_token=unknown',
      headers,
    );
  if (route.method === 'GET') return { method: 'GET', headers };
  return { method: route.method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' };
}

let routes: Route[] = [];
const tokens = { api: '', clientApi: '', expired: '', revoked: '', byScope: new Map<string, string>() };

beforeAll(async () => {
  const { paths } = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
  routes = Object.entries(paths)
    .filter(([template]) => !excluded(template))
    .flatMap(([template, item]) => Object.keys(item).map((method) => describeRoute(method.toUpperCase(), template)));

  tokens.expired = await issueTokenThroughApi(service, 'api client_api');
  clock.advance(901);
  tokens.api = await issueTokenThroughApi(service, 'api');
  tokens.clientApi = await issueTokenThroughApi(service, 'client_api');
  tokens.revoked = await issueTokenThroughApi(service, 'api client_api');
  expect((await service.request('/v1/oauth/token/revoke', formPost(`access_token=${tokens.revoked}`))).status).toBe(
    204,
  );
  const scopes = new Set(['vouchers', 'promotions', ...routes.flatMap((r) => (r.scope ? [r.scope] : []))]);
  // Unknown scopes are reported by the coverage test below rather than failing the whole file here.
  for (const scope of [...scopes].filter((s) => scopeSchema.safeParse(s).success))
    tokens.byScope.set(scope, await issueTokenThroughApi(service, scope));
});

/** Sends every route of the families with `headers(route)` and lists those whose status is not the expected one. */
async function mismatches(
  families: Family[],
  headers: (route: Route) => Record<string, string>,
  expected: (status: number) => boolean,
) {
  const selected = routes.filter((r) => families.includes(r.family));
  expect(selected.length).toBeGreaterThan(0);
  const results = await Promise.all(
    selected.map(async (route) => {
      const res = await service.request(route.path, requestFor(route, headers(route)));
      const { status } = res;
      const denial = status === 401 || status === 403 ? errorBodySchema.safeParse(await res.json()) : undefined;
      const bodyOk = !denial || denial.data?.code === status;
      return expected(status) && bodyOk ? undefined : `${route.method} ${route.template} -> ${status}`;
    }),
  );
  return results.filter(Boolean);
}

const is = (code: number) => (status: number) => status === code;
const works = (status: number) => status < 500 && status !== 401 && status !== 403;
const all: Family[] = ['server', 'client', 'management', 'oauth'];

describe('authentication of every route', () => {
  it('covers the routes of the interface, named after their resource scope', () => {
    const templates = routes.map((r) => `${r.method} ${r.template}`);
    expect(templates).toEqual(
      expect.arrayContaining([
        'POST /v1/oauth/token',
        'GET /v1/promotions/tiers/{promotionTierId}',
        'POST /management/v1/projects/users/invite',
      ]),
    );
    for (const route of routes.filter((r) => r.scope))
      expect(scopeSchema.safeParse(route.scope).success, `${route.template} needs scope ${route.scope}`).toBe(true);
  });

  it('refuses requests without credentials with 401', async () => {
    expect(await mismatches(all, () => ({}), is(401))).toEqual([]);
  });

  it('refuses wrong secrets and unknown ids with 401', async () => {
    const wrong: Record<Family, Record<string, string>[]> = {
      server: [
        { ...appHeaders, 'x-app-token': 'wrong' },
        { ...appHeaders, 'x-app-id': 'nobody' },
        { 'x-app-id': testKeys.app_id },
      ],
      oauth: [{ ...appHeaders, 'x-app-token': 'wrong' }],
      client: [
        { ...clientHeaders, 'x-client-token': 'wrong' },
        { ...clientHeaders, 'x-client-application-id': 'nobody' },
      ],
      management: [
        { ...managementHeaders, 'x-management-token': 'wrong' },
        { 'x-management-id': testKeys.management_id },
      ],
    };
    for (const index of [0, 1])
      expect(await mismatches(all, (r) => wrong[r.family][index] ?? wrong[r.family][0]!, is(401))).toEqual([]);
  });

  it('refuses keys of another family with 401', async () => {
    const others: Record<Family, Record<string, string>[]> = {
      server: [clientHeaders, managementHeaders],
      oauth: [clientHeaders, managementHeaders],
      client: [appHeaders, managementHeaders],
      management: [appHeaders, clientHeaders],
    };
    for (const index of [0, 1]) expect(await mismatches(all, (r) => others[r.family][index]!, is(401))).toEqual([]);
  });

  it('refuses expired and revoked bearer tokens with 401', async () => {
    expect(await mismatches(['server', 'client'], () => bearer(tokens.expired), is(401))).toEqual([]);
    expect(await mismatches(['server', 'client'], () => bearer(tokens.revoked), is(401))).toEqual([]);
  });

  it('refuses a token whose scope does not cover the route with 403', async () => {
    const outOfScope = (r: Route) => bearer(tokens.byScope.get(r.scope === 'vouchers' ? 'promotions' : 'vouchers')!);
    expect(await mismatches(['server'], outOfScope, is(403))).toEqual([]);
    expect(await mismatches(['server'], () => bearer(tokens.clientApi), is(403))).toEqual([]);
    expect(
      await mismatches(['client'], () => ({ ...bearer(tokens.api), origin: testKeys.client_origin }), is(403)),
    ).toEqual([]);
  });

  it('lets a token with just the route scope, or the family-wide scope, through', async () => {
    expect(await mismatches(['server', 'client'], (r) => bearer(tokens.byScope.get(r.scope!)!), works)).toEqual([]);
    expect(await mismatches(['server'], () => bearer(tokens.api), works)).toEqual([]);
    expect(
      await mismatches(['client'], () => ({ ...bearer(tokens.clientApi), origin: testKeys.client_origin }), works),
    ).toEqual([]);
  });

  it('lets the right keys through', async () => {
    const right: Record<Family, Record<string, string>> = {
      server: appHeaders,
      oauth: appHeaders,
      client: clientHeaders,
      management: managementHeaders,
    };
    expect(await mismatches(all, (r) => right[r.family], works)).toEqual([]);
  });

  it('refuses bearer tokens on management and OAuth routes with 401', async () => {
    expect(await mismatches(['management', 'oauth'], () => bearer(tokens.api), is(401))).toEqual([]);
  });

  it('refuses client requests from an origin the project does not allow with 403', async () => {
    const elsewhere = 'https://evil.example.net';
    expect(await mismatches(['client'], () => ({ ...clientHeaders, origin: elsewhere }), is(403))).toEqual([]);
    expect(
      await mismatches(
        ['client'],
        () => ({ 'x-client-application-id': testKeys.client_app_id, 'x-client-token': testKeys.client_token }),
        is(403),
      ),
    ).toEqual([]);
    expect(await mismatches(['client'], () => ({ ...bearer(tokens.clientApi), origin: elsewhere }), is(403))).toEqual(
      [],
    );
  });
});
