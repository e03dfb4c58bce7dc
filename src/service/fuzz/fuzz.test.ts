import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/common.ts';
import { appHeaders, clientHeaders, managementHeaders } from '../testing/harness.ts';
import { fingerprint } from '../testing/fingerprint.ts';
import { openApiPathsSchema, readAs } from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';

/**
 * Random and mutated requests for every operation of the app's own OpenAPI document: whatever arrives, the answer
 * is never a 5xx, every failure carries the interface's error body, and a batch of rejected requests writes
 * nothing. Bounded: a fixed number of runs per operation with a fixed seed, so a failure reproduces.
 */
const service = useTestService();
const objectPrototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
type Operation = { method: string; template: string };
let operations: Operation[] = [];

beforeAll(async () => {
  const doc = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
  operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), template })),
  );
});

const wrongHeaders: Record<string, string>[] = [
  appHeaders,
  clientHeaders,
  managementHeaders,
  {},
  { 'x-app-id': 'x', 'x-app-token': '' },
  { authorization: 'Bearer ' },
];
/** Mostly the operation's own credentials, so random bodies and queries get past authentication to validation. */
const headersFor = (template: string) =>
  fc.oneof(
    {
      arbitrary: fc.constant<Record<string, string>>(
        template.startsWith('/management')
          ? managementHeaders
          : template.startsWith('/client')
            ? clientHeaders
            : appHeaders,
      ),
      weight: 4,
    },
    { arbitrary: fc.constantFrom(...wrongHeaders), weight: 1 },
  );
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '%', '%2F', '../..', '\u0000', '💥', 'a'.repeat(2000), 'null', '-1', '1e309'),
);
const pathId = fc.oneof(
  text.filter((s) => s.length > 0),
  fc.constantFrom('promo_unknown', 'LOYAL-DEMO1', 'BLCKFRDY', 'proj_test'),
);
const jsonBody = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      name: text,
      event: text,
      customer: fc.jsonValue(),
      order: fc.jsonValue(),
      redeemables: fc.jsonValue(),
      parameters: fc.jsonValue(),
      email: text,
      projects: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);
/** Nesting far beyond any limit, in the places the interface takes free-form data. */
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const hostile = fc.constantFrom(
  '',
  '   ',
  '{"__proto__":{"polluted":true}}',
  '{"projects":{"__proto__":"ADMIN"},"email":"a@b.c"}',
  '{"customer":{"source_id":"x","metadata":{"constructor":{"prototype":{"polluted":true}}}}}',
  `{"metadata":${deep(5000)}}`,
  `{"event":"e","customer":{"source_id":"x","metadata":${deep(25)}}}`,
  `[${'['.repeat(10000)}${']'.repeat(10000)}]`,
);
const body = fc.oneof(
  jsonBody.map((v) => JSON.stringify(v)),
  text,
  hostile,
  fc.constantFrom('{', '{"a":', '[]', 'grant_type=client_credentials&scope=api%2Cfoo', 'access_token='),
);
const query = fc.dictionary(
  fc.oneof(
    text,
    fc.constantFrom(
      'limit',
      'order',
      'page',
      'starting_after_id',
      'filters[name][conditions][$in]',
      'filters[junction]',
      'include_total',
      'audienceRulesOnly',
      'token',
      'filters[__proto__][description]',
      'filters[constructor][prototype][now]',
      'filters[name][conditions][$in][]',
    ),
  ),
  text,
  { maxKeys: 4 },
);
const contentType = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', undefined);

function requestOf(
  op: Operation,
  ids: string[],
  q: Record<string, string>,
  headers: Record<string, string>,
  payload: string,
  type: string | undefined,
) {
  let i = 0;
  const path = op.template.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[i++ % ids.length]!));
  const search = new URLSearchParams(q).toString();
  const init: RequestInit = { method: op.method, headers: { ...headers, ...(type ? { 'content-type': type } : {}) } };
  if (op.method !== 'GET') init.body = payload;
  return service.request(`${path}${search ? `?${search}` : ''}`, init);
}

describe('fuzzing every operation', () => {
  it('answers random input with 4xx and the error body, never 5xx, and rejections write nothing', async () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) {
      const before = await fingerprint(service.database.db);
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathId, { minLength: 1, maxLength: 3 }),
          query,
          headersFor(op.template),
          body,
          contentType,
          async (ids, q, headers, payload, type) => {
            const { status, text: raw } = await requestOf(op, ids, q, headers, payload, type).then(
              async (res) => ({ status: res.status, text: await res.text() }),
              () => ({ status: 0, text: '' }),
            );
            expect(status, `${op.method} ${op.template}`).toBeGreaterThan(0);
            expect(status, `${op.method} ${op.template} answered ${raw.slice(0, 300)}`).toBeLessThan(500);
            if (status < 400) {
              accepted++;
              return;
            }
            // Accepted answers may be CSV; every failure is the interface's JSON error body.
            const answer: unknown = raw ? JSON.parse(raw) : undefined;
            // A revoke of an unknown token answers 404 with an empty body, as the hosted service does.
            if (op.template === '/v1/oauth/token/revoke' && status === 404 && raw === '') return;
            expect(errorBodySchema.safeParse(answer).success, raw).toBe(true);
            expect(answer).toMatchObject({
              code: status,
              key: expect.any(String),
              message: expect.any(String),
              details: expect.any(String),
              request_id: expect.stringMatching(/^v-/),
            });
            expect(raw).not.toMatch(/at .+\.(ts|js):\d+/);
          },
        ),
        { numRuns: 40, seed: 20261121, endOnFailure: true },
      );
      if (op.method !== 'GET' && accepted === 0)
        expect(await fingerprint(service.database.db), `${op.method} ${op.template} wrote on rejection`).toBe(before);
    }
    // Nothing that arrived changed a global object, and the service still answers.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(objectPrototypeNames);
    expect((await service.request('/v1/campaigns?limit=1', { headers: appHeaders })).status).toBe(200);
  });

  it('takes an empty JSON body as {} on every operation: never a 5xx, never "malformed"', async () => {
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const res = await requestOf(
        op,
        ['LOYAL-DEMO1'],
        {},
        op.template.startsWith('/management')
          ? managementHeaders
          : op.template.startsWith('/client')
            ? clientHeaders
            : appHeaders,
        '',
        'application/json',
      );
      expect(res.status, `${op.method} ${op.template}`).toBeLessThan(500);
      if (res.status >= 400) {
        const answer = await readAs(res, errorBodySchema, res.status);
        expect(answer.details, `${op.method} ${op.template}`).not.toMatch(/not valid JSON|Malformed/i);
      }
    }
  });
});
