import { describe, expect, it } from 'vitest';
import { appHeaders, managementHeaders } from '../testing/harness.ts';
import { expectError, openApiPathsSchema, readAs } from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';

const service = useTestService();

describe('NUL in a query', () => {
  it('is a 400 invalid_query naming the parameter on every operation, in a value or a name', async () => {
    const { paths } = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
    const operations = Object.entries(paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: template.replace(/\{\w+\}/g, 'x') })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, path } of operations) {
      const headers = path.startsWith('/v1') ? appHeaders : managementHeaders;
      for (const [query, parameter] of [
        ['code=%00', 'code'],
        ['limit=1&filters[name][conditions][$is]=a%00b', 'filters[name][conditions][$is]'],
        ['x%00y=1', 'x%00y'],
      ]) {
        const error = await expectError(service.request(`${path}?${query}`, { method, headers }), 400, 'invalid_query');
        expect(error.details, `${method} ${path}?${query}`).toBe(`${parameter}: Remove the NUL character (%00)`);
      }
    }
  });
});
