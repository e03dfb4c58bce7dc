import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/common.ts';
import { appHeaders, clientHeaders, managementHeaders } from '../testing/harness.ts';
import { personHeaders, readAs } from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';
import { apiCredentials, documentedOperations, fuzzOperation, type Operation } from './fuzz-requests.ts';

/**
 * Every operation of the app's own OpenAPI document, fuzzed with the credentials it takes (fuzz-requests.ts), in
 * `count` test files that each take every `count`-th operation from `index` (1-based), so the fuzzing, the suite's
 * longest work, spreads over the workers instead of running last on one of them. Each shard has a service of its own.
 */
export function fuzzShard(index: number, count: number) {
  const service = useTestService();
  const objectPrototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
  let operations: Operation[] = [];

  beforeAll(async () => {
    const all = await documentedOperations(service);
    expect(all.length).toBeGreaterThan(80);
    // Signing out ends the session the other people's operations are sent with: it goes last.
    operations = all
      .filter((_, position) => position % count === index - 1)
      .sort((a, b) => Number(a.template === '/promodesk/sign-out') - Number(b.template === '/promodesk/sign-out'));
  });

  describe(`fuzzing every operation (part ${index} of ${count})`, () => {
    it('answers random input with 4xx and the error body, never 5xx, and rejections write nothing', async () => {
      const owner = await personHeaders(service, 'owner@example.com');
      for (const op of operations) await fuzzOperation(service, op, [...apiCredentials, owner]);
      // Nothing that arrived changed a global object, and the service still answers.
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(objectPrototypeNames);
      expect((await service.request('/v1/campaigns?limit=1', { headers: appHeaders })).status).toBe(200);
      // Its work grows with every operation the API gains, so it has more time than one request's test.
    }, 120_000);

    it('takes an empty JSON body as {} on every operation: never a 5xx, never "malformed"', async () => {
      for (const op of operations.filter((o) => o.method !== 'GET')) {
        const path = op.template.replace(/\{[^}]+\}/g, 'LOYAL-DEMO1');
        const headers = op.template.startsWith('/management')
          ? managementHeaders
          : op.template.startsWith('/client')
            ? clientHeaders
            : appHeaders;
        const res = await service.request(path, {
          method: op.method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: '',
        });
        expect(res.status, `${op.method} ${op.template}`).toBeLessThan(500);
        if (res.status >= 400) {
          const answer = await readAs(res, errorBodySchema, res.status);
          expect(answer.details, `${op.method} ${op.template}`).not.toMatch(/not valid JSON|Malformed/i);
        }
      }
    });
  });
}
