import { describe, expect, it } from 'vitest';
import { judgeAnswer } from './answer-judgement.ts';
import { changelogCoverage, changelogEntries } from './changelog-entries.ts';
import { hostedAlphanumeric, hostedDifferences } from './hosted-expectations.ts';
import { officialDocument, officialResponseSchema } from './official-schema.ts';

const created = (answer: object, request: object) =>
  hostedDifferences('POST /v1/campaigns', { status: 200, request, answer });
const campaign = {
  campaign_type: 'DISCOUNT_COUPONS',
  type: 'STATIC',
  use_voucher_metadata_schema: true,
  voucher: { code_config: { charset: hostedAlphanumeric } },
};
const request = { campaign_type: 'DISCOUNT_COUPONS' };

describe("the hosted service's defaults", () => {
  it('holds a created campaign to the defaults the hosted service fills where the request is silent', () => {
    expect(created(campaign, request)).toEqual([]);
    expect(created({ ...campaign, type: 'STANDALONE' }, request)).toEqual([
      `type is "STANDALONE" where the hosted service answers "STATIC" (the Ruby SDK suite's recorded campaigns)`,
    ]);
    expect(created({ ...campaign, type: 'AUTO_UPDATE' }, { ...request, type: 'AUTO_UPDATE' })).toEqual([]);
    const numbersFirst = { ...campaign, voucher: { code_config: { charset: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' } } };
    expect(created(numbersFirst, request)[0]).toMatch(/^voucher.code_config.charset is .* answers "0-9a-zA-Z"/);
    expect(created({ ...campaign, use_voucher_metadata_schema: false }, request)[0]).toMatch(
      /^use_voucher_metadata_schema is false where the hosted service answers true/,
    );
    expect(created({ ...campaign, metadata: {} }, request)[0]).toMatch(
      /^metadata is \{\} where the hosted service answers none when none is sent/,
    );
    // Metadata is answered as sent, whatever the order of its keys.
    const metadata = { a: 1, b: { c: [1, 2] } };
    expect(created({ ...campaign, metadata: { b: { c: [1, 2] }, a: 1 } }, { ...request, metadata })).toEqual([]);
    expect(created({ ...campaign, metadata: { a: 1 } }, { ...request, metadata })[0]).toMatch(/answers it as sent/);
  });

  it("holds customers, rules, points transactions, deletions, rollbacks and redeemables' errors to the hosted shapes", () => {
    const customer = { referrals: { total: 0, campaigns: [] }, system_metadata: {} };
    const saved = (answer: object) => hostedDifferences('POST /v1/customers', { status: 200, request: {}, answer });
    expect(saved(customer)).toEqual([]);
    expect(saved({ referrals: null })).toHaveLength(2);

    const rule = { name: 'r', type: 'basic', rules: { 1: { name: 'order.amount' } } };
    const rules = (answer: object) =>
      hostedDifferences('POST /v1/validation-rules', { status: 200, request: rule, answer });
    expect(rules({ ...rule, rules: { ...rule.rules, logic: '1' }, applicable_to: null })).toEqual([]);
    expect(rules({ ...rule, type: 'expression', applicable_to: { data: [] } })).toHaveLength(3);

    const transactions = (answer: object) =>
      hostedDifferences('GET /v1/loyalties/members/{memberId}/transactions', {
        status: 200,
        request: undefined,
        answer,
      });
    const addition = { type: 'POINTS_ADDITION', details: { balance: { points: 10 } } };
    expect(transactions({ data: [addition], has_more: false })).toEqual([]);
    expect(transactions({ data: [{ ...addition, details: {} }] })).toHaveLength(2);

    const deleted = (status: number, answer: unknown) =>
      hostedDifferences('DELETE /v1/campaigns/{campaignId}', { status, request: undefined, answer });
    expect(deleted(202, { async_action_id: 'aa_1' })).toEqual([]);
    expect(deleted(204, undefined)).toEqual([
      "a deletion answers 204 where the hosted service answers 202 {async_action_id} (the official document's example)",
    ]);
    expect(deleted(404, { key: 'not_found' })).toEqual([]);

    const rollback = (status: number) =>
      hostedDifferences('POST /v1/redemptions/{redemptionId}/rollbacks', {
        status,
        request: {},
        answer: { code: status, key: 'multiple_requests' },
      });
    expect(rollback(400)).toEqual([]);
    expect(rollback(409)[0]).toMatch(/^a concurrent rollback answers 409 where the hosted service answers 400/);

    const inapplicable = (error: object) =>
      hostedDifferences('POST /v1/validations', {
        status: 200,
        request: {},
        answer: { inapplicable_redeemables: [{ id: 'CODE', object: 'voucher', result: { error } }] },
      });
    expect(inapplicable({ redeemable_type: 'voucher', redeemable_id: 'CODE' })).toEqual([]);
    expect(inapplicable({ resource_type: 'voucher', resource_id: 'CODE' })[0]).toMatch(/changelog, 12 Mar 2026/);
  });
});

describe('the judgement of one answer', () => {
  const judge = (method: string, template: string, status: number, answer: unknown, request?: unknown) =>
    judgeAnswer({ method, template, status, request, text: answer === undefined ? '' : JSON.stringify(answer) });

  it('gives each answer one outcome: conformed, differs (by kind), undescribed or changelog only', () => {
    expect(judge('DELETE', '/v1/campaigns/{campaignId}', 202, { async_action_id: 'aa_1' })).toEqual({
      outcome: 'conformed',
    });
    expect(judge('GET', '/v1/customers', 503, { code: 503, key: 'service_unavailable' })).toEqual({
      outcome: 'undescribed',
    });
    // A status the document does not describe still differs when the hosted service is known to answer otherwise.
    const taken = { code: 409, key: 'multiple_requests', message: 'Taken' };
    expect(judge('POST', '/v1/redemptions/{redemptionId}/rollback', 409, taken)).toMatchObject({
      outcome: 'differs',
      findings: [{ kind: 'hosted_default', message: expect.stringMatching(/answers 400 multiple_requests/) }],
    });
    expect(judge('POST', '/v1/redemptions/{redemptionId}/rollback', 400, { ...taken, code: 400 })).toEqual({
      outcome: 'conformed',
    });
    expect(judge('GET', '/v1/campaigns/{campaignId}', 200, { id: 42 })).toMatchObject({
      outcome: 'differs',
      findings: expect.arrayContaining([{ kind: 'schema', message: expect.stringMatching(/must be string/) }]),
    });
  });

  it("attributes a changelog entry's fields, present or refused by the schema, to that entry", () => {
    const error = { redeemable_type: 'voucher', redeemable_id: 'CODE' };
    const answer = { inapplicable_redeemables: [{ id: 'CODE', result: { error } }] };
    const [entry] = changelogEntries;
    expect(changelogCoverage('POST /client/v1/validations', answer, [])).toEqual({
      entries: [entry],
      explained: new Set(),
    });
    const refused = '/inapplicable_redeemables/0/result/error/redeemable_type';
    expect(changelogCoverage('POST /v1/validations', {}, [refused, '/order'])).toEqual({
      entries: [entry],
      explained: new Set([refused]),
    });
    expect(changelogCoverage('POST /v1/redemptions', answer, [])).toEqual({ entries: [], explained: new Set() });
  });

  it('keeps a changelog entry only while the pinned document lacks the fields it documents', () => {
    // Every property name the operation's 200 schema can reach, through its references.
    const reachable = (schema: unknown) => {
      const names = new Set<string>();
      const seen = new Set<string>();
      const walk = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        const { $ref, properties } = node as { $ref?: string; properties?: Record<string, unknown> };
        if ($ref && !seen.has($ref)) {
          seen.add($ref);
          walk(officialDocument.schemas[$ref.replace('#/components/schemas/', '')]);
        }
        for (const name of Object.keys(properties ?? {})) names.add(name);
        Object.values(node).forEach(walk);
      };
      walk(schema);
      return names;
    };
    for (const { operations, fields } of changelogEntries)
      for (const operation of operations) {
        const [method, template] = operation.split(' ');
        const names = reachable(officialResponseSchema(method!, template!, 200));
        expect(names.size).toBeGreaterThan(10);
        for (const field of fields) expect(names.has(field.split('/').at(-1)!), `${operation} ${field}`).toBe(false);
      }
  });
});
