import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { ruleValidationResponseSchema } from '../../../contract/rule-validation.ts';
import { validationRuleAssignmentListSchema } from '../../../contract/validation-rule-assignment.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const get = (path: string) => service.request(path, { headers: appHeaders });
const assignments = (path: string) => readAs(get(path), validationRuleAssignmentListSchema, 200);

describe('rule assignments', () => {
  it('lists every assignment of the project, narrowed by rule or object, in both orders', async () => {
    const { tiers } = await seededPromotion(service);
    const assigned = tiers.flatMap((tier) => tier.validation_rule_assignments?.data ?? []);
    expect(assigned.length).toBeGreaterThan(0);
    const all = await assignments('/v1/validation-rules-assignments?limit=100');
    expect(officialErrors('get', '/v1/validation-rules-assignments', 200, all)).toEqual([]);
    expect(all.data.map((a) => a.id)).toEqual(expect.arrayContaining(assigned.map((a) => a.id)));
    expect(all.total).toBeGreaterThanOrEqual(all.data.length);

    const first = assigned[0]!;
    const ofRule = await assignments(`/v1/validation-rules/${first.rule_id}/assignments`);
    expect(officialErrors('get', '/v1/validation-rules/{validationRuleId}/assignments', 200, ofRule)).toEqual([]);
    expect(ofRule.data.every((a) => a.rule_id === first.rule_id)).toBe(true);
    expect(ofRule.data.map((a) => a.id)).toContain(first.id);
    const byQuery = await assignments(`/v1/validation-rules-assignments?rule=${first.rule_id}`);
    expect(byQuery).toEqual(ofRule);
    const ofObject = await assignments(`/v1/validation-rules-assignments?related_object_id=${first.related_object_id}`);
    expect(ofObject.data.every((a) => a.related_object_id === first.related_object_id)).toBe(true);

    const newest = await assignments('/v1/validation-rules-assignments?limit=100');
    const oldest = await assignments('/v1/validation-rules-assignments?limit=100&order=created_at');
    expect(oldest.data.map((a) => a.id)).toEqual(newest.data.map((a) => a.id).reverse());
    const page2 = await assignments('/v1/validation-rules-assignments?limit=1&page=2');
    expect(page2.data).toEqual(newest.data.slice(1, 2));
  });

  it('answers an empty list for an unknown rule and refuses bad paging', async () => {
    expect(await assignments('/v1/validation-rules/val_nope/assignments')).toEqual({
      object: 'list',
      data_ref: 'data',
      data: [],
      total: 0,
    });
    await readAs(get('/v1/validation-rules-assignments?limit=101'), errorBodySchema, 400);
    await readAs(get('/v1/validation-rules-assignments?order=name'), errorBodySchema, 400);
  });
});

describe('POST /v1/validation-rules/{id}/validation', () => {
  it('judges a customer and an order against one rule, through the official SDK too', async () => {
    const rule = await readAs(
      service.request(
        '/v1/validation-rules',
        jsonRequest(
          'POST',
          {
            name: 'Big baskets',
            rules: { '1': { name: 'order.amount', conditions: { $more_than: [10000] } }, logic: '1' },
          },
          appHeaders,
        ),
      ),
      validationRuleSchema,
      200,
    );
    const judge = (body: unknown) =>
      readAs(
        service.request(`/v1/validation-rules/${rule.id}/validation`, jsonRequest('POST', body, appHeaders)),
        ruleValidationResponseSchema,
        200,
      );
    expect(await judge({ order: { amount: 20000 } })).toMatchObject({ valid: true, rule_id: rule.id });
    const small = await judge({ order: { amount: 500 } });
    expect(small).toMatchObject({ valid: false, error: { code: 'order_rules_violated' } });

    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    expect(await sdk.validationRules.validate(rule.id, { order: { amount: 20000 } })).toMatchObject({ valid: true });
    const listed = await sdk.validationRules.listRulesAssignments({ rule: rule.id });
    expect(listed).toMatchObject({ object: 'list', total: 0 });

    await readAs(
      service.request('/v1/validation-rules/val_nope/validation', jsonRequest('POST', {}, appHeaders)),
      errorBodySchema,
      404,
    );
    await readAs(
      service.request(
        `/v1/validation-rules/${rule.id}/validation`,
        jsonRequest('POST', { customer: { id: 'cust_x' } }, appHeaders),
      ),
      errorBodySchema,
      404,
    );
  });
});
