import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officialOperations, pathTemplate } from '../official/official-schema.ts';
import { openApiPathsSchema, readAs } from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';
import { sdkRequests, shapeOf, type SdkRequest } from './sdk-requests.ts';

/**
 * Which operations of the official OpenAPI and which requests of the official SDK v2 this service answers, against
 * its own `/openapi.json`, and the tables of them in `src/docs/sdk-coverage.md`, which this test keeps true:
 * `SDK_COVERAGE=write npx vitest run src/service/compat/sdk-coverage` rewrites the tables after routes are added.
 */
const service = useTestService();
const coverageDocument = new URL('../../docs/sdk-coverage.md', import.meta.url);

/**
 * Requests the SDK sends that the hosted API's reference does not document (the official OpenAPI has no such
 * operation, so there is no answer to be compatible with): left out on purpose.
 */
const undocumented = new Set(['GET /client/v1/vouchers']);

/** Requests left out on purpose, and why. */
const leftOut: Record<string, string> = {};

/** Why a class's remaining requests are missing: the hosted reference's silence, or the reason given above. */
const whyMissing = (missing: SdkRequest[]) => {
  const key = (r: SdkRequest) => `${r.method} ${r.path}`;
  if (missing.every((r) => undocumented.has(key(r)))) return 'not in the hosted API reference: left out';
  const reasons = [...new Set(missing.map((r) => leftOut[key(r)] ?? 'not answered yet'))];
  return reasons.join('; ');
};

function coverageTable(requests: SdkRequest[], answered: Set<string>) {
  const isAnswered = (r: SdkRequest) => answered.has(`${r.method} ${shapeOf(r.path)}`);
  const outside = requests.filter((r) => !['Loyalties', 'Rewards'].includes(r.sdkClass));
  const count = (list: SdkRequest[]) => `${list.filter(isAnswered).length} of ${list.length}`;
  const classes = [...new Set(requests.map((r) => r.sdkClass))].sort();
  const rows = classes.map((sdkClass) => {
    const ofClass = requests.filter((r) => r.sdkClass === sdkClass);
    const missing = ofClass.filter((r) => !isAnswered(r));
    const listed = missing.map((r) => `\`${r.method} ${r.path}\``).join('<br>') || '—';
    return `| ${sdkClass} | ${count(ofClass)} | ${listed} | ${missing.length ? whyMissing(missing) : ''} |`;
  });
  return [
    `Request templates of \`@voucherify/sdk\` answered: **${count(requests)}** in all, **${count(outside)}** outside`,
    'loyalties and rewards.',
    '',
    '| SDK class | answered | missing | why |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The area an official operation belongs to, by its path: `/v1/campaigns`, `/client/v1`, `/management/v1`. */
function areaOf(path: string) {
  const [first, second, third] = path.split('/').slice(1);
  if (first === 'v2') return `Loyalty v2 (\`/v2/${second}\`)`;
  if (first === 'client' || first === 'management') return `\`/${first}/${second}\``;
  return `\`/${first}/${second ?? third}\``;
}

function officialTable(answered: Set<string>) {
  const operations = [...officialOperations].map((operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    return { method: method.toUpperCase(), path, answered: answered.has(`${method.toUpperCase()} ${path}`) };
  });
  const v1 = operations.filter((o) => !o.path.startsWith('/v2/'));
  const count = (list: typeof operations) => `${list.filter((o) => o.answered).length} of ${list.length}`;
  const areas = [...new Set(operations.map((o) => areaOf(o.path)))].sort();
  const rows = areas.map((area) => {
    const inArea = operations.filter((o) => areaOf(o.path) === area);
    const missing = inArea.filter((o) => !o.answered).length;
    return `| ${area} | ${count(inArea)} | ${missing || '—'} |`;
  });
  return [
    `Operations of the official OpenAPI (\`voucherifyio/voucherify-openapi\` at 65c33a7) answered: **${count(v1)}**`,
    `outside Loyalty v2, **${count(operations)}** in all.`,
    '',
    '| area | answered | missing |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The document with the text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `table`. */
function withTable(text: string, name: string, table: string) {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const [before, rest] = text.split(start);
  const after = rest?.split(end)[1];
  expect(after, `src/docs/sdk-coverage.md needs the markers ${start} and ${end}`).toBeDefined();
  return `${before}${start}\n${table}\n${end}${after}`;
}

describe('the official OpenAPI and SDK v2 against /openapi.json', () => {
  it('finds every request template the SDK can send', () => {
    const requests = sdkRequests();
    expect(requests.length).toBeGreaterThan(170);
    expect(requests).toContainEqual({ sdkClass: 'Redemptions', method: 'POST', path: '/v1/redemptions' });
    expect(requests).toContainEqual({ sdkClass: 'ClientSide', method: 'GET', path: '/client/v1/validate' });
  });

  it("matches the coverage document's tables", async () => {
    const { paths } = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
    const served = Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((m) => [m, path] as const));
    const answered = new Set(served.map(([method, path]) => `${method.toUpperCase()} ${shapeOf(path)}`));
    const answeredOfficially = new Set(served.map(([method, path]) => `${method.toUpperCase()} ${pathTemplate(path)}`));
    const text = readFileSync(coverageDocument, 'utf8');
    const written = withTable(
      withTable(text, 'official-coverage', officialTable(answeredOfficially)),
      'sdk-coverage',
      coverageTable(sdkRequests(), answered),
    );
    if (process.env.SDK_COVERAGE === 'write') writeFileSync(coverageDocument, written);
    expect(text, 'run with SDK_COVERAGE=write to rewrite the tables').toBe(written);
  });
});
