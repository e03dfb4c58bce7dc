import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/common.ts';
import { readAs } from '../testing/api.ts';
import { fingerprint } from '../testing/fingerprint.ts';
import { appHeaders, clientHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import type { TestService } from '../testing/service.ts';

/**
 * Random and mutated requests for operations of the app's own OpenAPI document. Every operation is sent with the
 * credentials it takes (found by asking it) and its real project id, so random bodies and queries get past
 * authentication to validation; each of its documented query parameters is filled with hostile text (NUL,
 * huge, prototype keys). Whatever arrives, the answer is never a 5xx, every failure carries the interface's error
 * body, and a batch of rejected requests writes nothing. Bounded: a fixed number of runs with a fixed seed.
 */
type Headers = Record<string, string>;
export type Operation = { method: string; template: string; queryNames: string[] };

const documentSchema = z.object({
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ parameters: z.array(z.object({ in: z.string(), name: z.string() })).optional() })),
  ),
});

export async function documentedOperations(service: Pick<TestService, 'request'>): Promise<Operation[]> {
  const doc = await readAs(service.request('/openapi.json'), documentSchema, 200);
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '%', '%2F', '../..', '\u0000', 'a\u0000b', '💥', 'a'.repeat(2000), 'null', '-1', '1e309'),
);
const pathId = fc.oneof(
  text.filter((s) => s.length > 0),
  fc.constantFrom('promo_unknown', 'LOYAL-DEMO1', 'BLCKFRDY', 'demo-customer', testKeys.project_id),
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
      password: text,
      projects: fc.jsonValue(),
      target_url: text,
      origins: fc.array(text),
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
  '{"name":"a\\u0000b","email":"a\\u0000@b.c"}',
  `{"metadata":${deep(5000)}}`,
  `{"event":"e","customer":{"source_id":"x","metadata":${deep(25)}}}`,
  `[${'['.repeat(10000)}${']'.repeat(10000)}]`,
  `{"name":"${'x'.repeat(900_000)}"}`,
);
const body = fc.oneof(
  jsonBody.map((v) => JSON.stringify(v)),
  text,
  hostile,
  fc.constantFrom('{', '{"a":', '[]', 'grant_type=client_credentials&scope=api%2Cfoo', 'access_token='),
);
const queryFor = (op: Operation) =>
  fc.dictionary(
    fc.oneof(
      { arbitrary: text, weight: 1 },
      {
        arbitrary: fc.constantFrom(
          ...op.queryNames,
          'limit',
          'page',
          'filters[name][conditions][$in]',
          'filters[__proto__][description]',
          'filters[constructor][prototype][now]',
          'filters[name][conditions][$in][]',
        ),
        weight: 3,
      },
    ),
    text,
    { maxKeys: 4 },
  );
const contentType = fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', undefined);

/** `ids` fill the path's parameters in turn, except that the project is mostly the real one. */
function send(
  service: Pick<TestService, 'request'>,
  op: Operation,
  ids: string[],
  q: Record<string, string>,
  headers: Headers,
  payload: string,
  type: string | undefined,
  realProject = true,
) {
  let i = 0;
  const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(name === 'projectId' && realProject ? testKeys.project_id : ids[i++ % ids.length]!),
  );
  const search = new URLSearchParams(q).toString();
  const init: RequestInit = { method: op.method, headers: { ...headers, ...(type ? { 'content-type': type } : {}) } };
  if (op.method !== 'GET') init.body = payload;
  return service.request(`${path}${search ? `?${search}` : ''}`, init);
}

/**
 * The first of the candidate credentials the operation does not refuse as unauthenticated or forbidden; public
 * operations take none.
 */
async function credentialsOf(service: Pick<TestService, 'request'>, op: Operation, candidates: Headers[]) {
  for (const headers of candidates) {
    const res = await send(service, op, [testKeys.project_id], {}, headers, '{}', 'application/json');
    await res.body?.cancel();
    if (res.status !== 401 && res.status !== 403) return headers;
  }
  return {};
}

/** The usual credentials of the API; `sessionHeaders`, when given, adds a signed-in person of the demo project. */
export const apiCredentials = [appHeaders, clientHeaders, managementHeaders];
const wrongHeaders: Headers[] = [{}, { 'x-app-id': 'x', 'x-app-token': '' }, { authorization: 'Bearer ' }];

export async function fuzzOperation(service: TestService, op: Operation, candidates: Headers[]) {
  const own = await credentialsOf(service, op, candidates);
  const headers = fc.oneof(
    { arbitrary: fc.constant(own), weight: 4 },
    { arbitrary: fc.constantFrom(...wrongHeaders, ...candidates), weight: 1 },
  );
  const before = await fingerprint(service.database.db);
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(pathId, { minLength: 1, maxLength: 3 }),
      queryFor(op),
      headers,
      body,
      contentType,
      fc.boolean(),
      async (ids, q, h, payload, type, realProject) => {
        const { status, text: raw } = await send(service, op, ids, q, h, payload, type, realProject).then(
          async (res) => ({ status: res.status, text: await res.text() }),
          () => ({ status: 0, text: '' }),
        );
        const name = `${op.method} ${op.template}`;
        expect(status, name).toBeGreaterThan(0);
        expect(status, `${name} answered ${raw.slice(0, 300)}`).toBeLessThan(500);
        if (status < 400) {
          accepted++;
          return;
        }
        // Accepted answers may be CSV; every failure is the interface's JSON error body.
        const answer: unknown = raw ? JSON.parse(raw) : undefined;
        // A revoke of an unknown token answers 404 with an empty body, as the hosted service does.
        if (op.template === '/v1/oauth/token/revoke' && status === 404 && raw === '') return;
        expect(errorBodySchema.safeParse(answer).success, raw).toBe(true);
        expect(answer, name).toMatchObject({
          code: status,
          key: expect.any(String),
          message: expect.any(String),
          details: expect.any(String),
          request_id: expect.stringMatching(/^v-/),
        });
        expect(raw).not.toMatch(/at .+\.(ts|js):\d+/);
      },
    ),
    { numRuns: 40, seed: 20261125, endOnFailure: true },
  );
  if (op.method !== 'GET' && accepted === 0)
    expect(await fingerprint(service.database.db), `${op.method} ${op.template} wrote on rejection`).toBe(before);
}
