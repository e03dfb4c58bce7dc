import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOriginsSchema } from '../../contract/api-key.ts';
import { webhookListSchema, webhookSchema } from '../../contract/webhook.ts';
import { expectError, readAs } from '../testing/api.ts';
import { fingerprint } from '../testing/fingerprint.ts';
import { jsonRequest, managementHeaders, testKeys } from '../testing/harness.ts';
import { useTestService } from '../testing/service.ts';

/**
 * Every field of the interface that takes a web address (allowed client origins, a webhook's target on create and
 * change), fed addresses that must be refused: each answer is a 400 whose details name the field, and nothing is
 * written. Bounded runs with a fixed seed, so a failure reproduces.
 */
const service = useTestService();
const originsPath = `/promodesk/projects/${testKeys.project_id}/client-origins`;
const webhooksPath = `/management/v1/projects/${testKeys.project_id}/webhooks`;
const events = ['voucher.disabled'];

/** Not web addresses at all, or not ones anyone may configure, whichever field takes them. */
const notAddressExamples = [
  'not a url',
  '',
  '\u0000',
  'http://',
  'https://',
  'http://:80/',
  'http://[::1/',
  'http://exa mple.com/',
  'http://a\u0000b.com/',
  'http://%00/',
  'http://%zz/',
  'http://xn--/',
  '//example.com/hook',
  '/relative/path',
  'http://example.com:65536/',
  'http://example.com:-1/',
  'http://example.com:99999999999999999999/',
  `https://${'a'.repeat(70_000)}.example.com/`,
  `https://example.com/${'%'.repeat(500_000)}`,
];
const notAddresses = fc.oneof(
  fc.string({ unit: 'binary' }).filter((s) => !URL.canParse(s)),
  fc
    .string({ unit: 'binary' })
    .map((s) => `http://${s}`)
    .filter((s) => !URL.canParse(s)),
);
/** Well-formed, but with a scheme other than http(s), or credentials. */
const oddSchemeExamples = [
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/plain,hello',
  'gopher://example.com:70/_x',
  'mailto:someone@example.com',
  'https://user:secret@hooks.example.com/',
];
const oddSchemes = fc.oneof(
  fc
    .tuple(fc.constantFrom('ftp', 'file', 'ws', 'wss', 'gopher', 'dict', 'ldap', 'jar', 'blob:https'), fc.webUrl())
    .map(([scheme, url]) => url.replace(/^https?/, scheme)),
  fc
    .webUrl({ authoritySettings: { withUserInfo: true } })
    .filter((url) => URL.canParse(url) && new URL(url).username !== ''),
);
/** Addresses a webhook may not call: special-purpose ranges, local names however written, port 0, controls. */
const internalTargets = [
  'http://[64:ff9b:1::a9fe:a9fe]/',
  'http://192.0.0.1/',
  'http://169.254.169.254/latest/meta-data',
  'http://[::ffff:127.0.0.1]/',
  'http://[::8.8.8.8]/',
  'http://[fe80::1]/',
  'http://0/',
  'http://0x7f.1/',
  'http://2130706433/',
  'http://localhost./',
  'http://loCalhost%2e/',
  'http://vm./',
  'http://metadata.google.internal./',
  'https://hooks.example.com:0/',
  'https://hooks.example.com/a\u0000b',
  'https://hooks.example.com/\u0085',
];

type Field = {
  name: string;
  /** The request carrying `value`. */
  send: (value: string) => Promise<Response>;
  /** What must read the same after the refusals. */
  state: () => Promise<unknown>;
  /** How the details name the field. */
  field: RegExp;
  /** Each sent once, then random ones. */
  examples: string[];
  values: fc.Arbitrary<string>;
};

let keptWebhookId = '';
beforeAll(async () => {
  const kept = await readAs(
    service.request(
      webhooksPath,
      jsonRequest('POST', { target_url: 'https://hooks.example.com/kept', events }, managementHeaders),
    ),
    webhookSchema,
    200,
  );
  keptWebhookId = kept.id;
});

const fields: Field[] = [
  {
    name: 'PUT client-origins origins[]',
    send: (value) =>
      service.request(
        originsPath,
        jsonRequest('PUT', { origins: ['https://shop.example.com', value] }, managementHeaders),
      ),
    state: () => readAs(service.request(originsPath, { headers: managementHeaders }), clientOriginsSchema, 200),
    field: /^origins\.1: /,
    examples: [...notAddressExamples, ...oddSchemeExamples, 'https://shop.example.com/path'],
    // A path after the origin is refused too (the origin only).
    values: fc.oneof(
      notAddresses,
      oddSchemes,
      fc.webUrl().map((url) => `${url.replace(/\/+$/, '')}/path`),
    ),
  },
  {
    name: 'POST webhooks target_url',
    send: (value) =>
      service.request(webhooksPath, jsonRequest('POST', { target_url: value, events }, managementHeaders)),
    state: () => readAs(service.request(webhooksPath, { headers: managementHeaders }), webhookListSchema, 200),
    field: /^target_url: /,
    examples: [...notAddressExamples, ...oddSchemeExamples, ...internalTargets],
    values: fc.oneof(notAddresses, oddSchemes),
  },
  {
    name: 'PUT webhooks/{id} target_url',
    send: (value) =>
      service.request(`${webhooksPath}/${keptWebhookId}`, jsonRequest('PUT', { target_url: value }, managementHeaders)),
    state: () => readAs(service.request(webhooksPath, { headers: managementHeaders }), webhookListSchema, 200),
    field: /^target_url: /,
    examples: [...notAddressExamples, ...oddSchemeExamples, ...internalTargets],
    values: fc.oneof(notAddresses, oddSchemes),
  },
];

describe('fuzzing every field that takes a web address', () => {
  for (const { name, send, state, field, examples, values } of fields)
    it(`${name}: a 400 naming the field, and nothing written`, async () => {
      const before = [await fingerprint(service.database.db), await state()];
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const refused = await expectError(send(value), 400, 'invalid_payload');
          expect(refused.details, JSON.stringify(value).slice(0, 200)).toMatch(field);
        }),
        { numRuns: 60, seed: 20261123, endOnFailure: true, examples: examples.map((value) => [value]) },
      );
      expect([await fingerprint(service.database.db), await state()]).toEqual(before);
    });
});
