import { beforeAll, describe, expect, it } from 'vitest';
import { accountSessionSchema, rolePermissions } from '../../../contract/access.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import type { PredefinedRole } from '../../../contract/invitation.ts';
import { jsonRequest, testKeys, testPassword } from '../../testing/harness.ts';
import { openApiPathsSchema, readAs } from '../../testing/api.ts';
import { routePermissions } from '../../testing/route-permissions.ts';
import { useTestService } from '../../testing/service.ts';

/**
 * Every route of the app's own OpenAPI document, for a signed-in person of every predefined role: refused with
 * 403 `missing_permission` exactly when the role's row of the matrix lacks the route's permission. A route added
 * later fails here until its permission is written in `testing/route-permissions.ts`.
 */
const service = useTestService();

/**
 * Signing in and out, one's own profile and password, the accept link, health, the document, the export download and
 * a code's images take no role.
 */
const outsideTheMatrix = (route: string) =>
  /^\w+ \/promodesk\/(health|sign-in|sign-out|session|setup|demo-account|invitation|password-reset|profile)/.test(
    route,
  ) ||
  route === 'GET /openapi.json' ||
  route === 'GET /v1/exports/{exportId}/download' ||
  route === 'GET /v1/assets/{kind}/{assetId}';

const people: Record<PredefinedRole, string> = {
  ADMIN: 'owner@example.com',
  USER: 'user@example.com',
  VIEWER: 'viewer@example.com',
  MERCHANT: 'merchant@example.com',
  USER_RESTRICTED: 'restricted@example.com',
};

let routes: string[] = [];
const headersOf = new Map<PredefinedRole, Record<string, string>>();

beforeAll(async () => {
  const { paths } = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
  routes = Object.entries(paths).flatMap(([template, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
  );
  for (const [role, email] of Object.entries(people) as [PredefinedRole, string][]) {
    const response = await service.request(
      '/promodesk/sign-in',
      jsonRequest('POST', { email, password: testPassword }, {}),
    );
    const session = accountSessionSchema.parse(await response.json());
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    headersOf.set(role, { cookie, 'x-promodesk-project': testKeys.project_id, 'x-csrf-token': session.csrf_token });
  }
});

/** The route's request with ids that exist nowhere (the project is the person's own) and a body too thin to change anything. */
function requestFor(route: string, headers: Record<string, string>) {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace('{projectId}', testKeys.project_id).replace(/\{[^}]+\}/g, 'unknown_id');
  const init: RequestInit = template.startsWith('/v1/oauth/')
    ? { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: 'access_token=x' }
    : method === 'GET'
      ? { method, headers }
      : { method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' };
  return service.request(path, init);
}

describe('the permission matrix on every route', () => {
  it('names a permission for every route a person can call', () => {
    const unnamed = routes.filter((route) => !outsideTheMatrix(route) && !(route in routePermissions));
    expect(unnamed).toEqual([]);
  });

  for (const role of Object.keys(people) as PredefinedRole[]) {
    it(`${role}: refused exactly what its row lacks, and nothing else`, async () => {
      const wrong: string[] = [];
      for (const route of routes.filter((r) => !outsideTheMatrix(r))) {
        const permission = routePermissions[route]!;
        const allowed = permission === 'member' || rolePermissions[role].includes(permission);
        const response = await requestFor(route, headersOf.get(role)!);
        const text = await response.text();
        const refused = response.status === 403 && errorBodySchema.parse(JSON.parse(text)).key === 'missing_permission';
        if (allowed ? response.status === 401 || refused : !refused)
          wrong.push(`${route}: HTTP ${response.status} ${text.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
