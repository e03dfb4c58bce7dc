import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { validationRuleListSchema, validationRuleSchema } from '../../../contract/validation-rule.ts';
import { readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { officialNullErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();

describe('GET /v1/validation-rules/{id}', () => {
  it("answers a rule a campaign's assignment names, with its conditions", async () => {
    const { tiers } = await seededPromotion(service);
    const assigned = tiers.flatMap((tier) => tier.validation_rule_assignments?.data ?? []);
    expect(assigned.length).toBeGreaterThan(0);
    const rule = await readAs(
      service.request(`/v1/validation-rules/${assigned[0]!.rule_id}`, { headers: appHeaders }),
      validationRuleSchema,
      200,
    );
    expect(rule).toMatchObject({ id: assigned[0]!.rule_id, object: 'validation_rules' });
    expect(rule.rules).toHaveProperty('logic');
  });

  it('answers 404 for an unknown rule and 401 without keys', async () => {
    const missing = await readAs(
      service.request('/v1/validation-rules/val_nope', { headers: appHeaders }),
      errorBodySchema,
      404,
    );
    expect(missing).toMatchObject({ key: 'not_found', resource_type: 'validation_rules' });
    expect((await service.request('/v1/validation-rules/val_nope')).status).toBe(401);
  });
});

describe('GET /v1/validation-rules?ids=', () => {
  it('answers the rules it names in one request, only those of the project', async () => {
    for (const name of ['Named A', 'Named B', 'Not named'])
      await readAs(
        service.request(
          '/v1/validation-rules',
          jsonRequest(
            'POST',
            {
              name,
              rules: { '1': { name: 'order.amount', conditions: { $more_than: [100] } }, logic: '1' },
            },
            appHeaders,
          ),
        ),
        validationRuleSchema,
        200,
      );
    const every = await readAs(
      service.request('/v1/validation-rules?limit=100', { headers: appHeaders }),
      validationRuleListSchema,
      200,
    );
    const ruleIds = every.data.filter((rule) => rule.name.startsWith('Named')).map((rule) => rule.id);
    expect(ruleIds).toHaveLength(2);
    const response = await service.request(`/v1/validation-rules?limit=100&ids=${[...ruleIds, 'val_nope'].join(',')}`, {
      headers: appHeaders,
    });
    const body = await readAs(response, validationRuleListSchema, 200);
    // Judged as the list without ids is (absent-fields.test.ts): no null where the official schema has none.
    expect(officialNullErrors('get', '/v1/validation-rules', 200, body)).toEqual([]);
    expect(body.total).toBe(ruleIds.length);
    expect(body.data.map((rule) => rule.id).sort()).toEqual([...ruleIds].sort());
    await readAs(service.request('/v1/validation-rules?ids=', { headers: appHeaders }), errorBodySchema, 400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `val_${i}`).join(',');
    await readAs(service.request(`/v1/validation-rules?ids=${tooMany}`, { headers: appHeaders }), errorBodySchema, 400);
  });
});

describe('POST /v1/validation-rules with only the items it applies to', () => {
  it('stores a rule that checks nothing else (rules {}), and a code it guards validates for those items', async () => {
    const send = (method: string, path: string, body?: unknown) =>
      service.request(
        path,
        body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders),
      );
    const product = (await (await send('POST', '/v1/products', { name: 'Items-only mug', price: 1000 })).json()) as {
      id: string;
    };
    const applicable_to = { included: [{ object: 'product', id: product.id }] };
    const rule = await readAs(
      send('POST', '/v1/validation-rules', { name: 'Mugs only', applicable_to }),
      validationRuleSchema,
      200,
    );
    expect(rule).toMatchObject({
      rules: {},
      type: 'expression',
      context_type: 'global',
      applicable_to: { included: [{ object: 'product', id: product.id, strict: false, effect: 'APPLY_TO_EVERY' }] },
    });
    const campaign = (await (
      await send('POST', '/v1/campaigns', {
        name: 'Mugs 10',
        campaign_type: 'DISCOUNT_COUPONS',
        vouchers_count: 1,
        voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 10 } },
      })
    ).json()) as { id: string };
    const assigned = await send('POST', `/v1/validation-rules/${rule.id}/assignments`, {
      related_object_type: 'campaign',
      related_object_id: campaign.id,
    });
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    const codes = (await (await send('GET', `/v1/vouchers?campaign_id=${campaign.id}`)).json()) as {
      vouchers: { code: string }[];
    };
    const voucher = codes.vouchers[0]!;
    const validation = await send('POST', '/v1/validations', {
      redeemables: [{ object: 'voucher', id: voucher.code }],
      order: { items: [{ product_id: product.id, quantity: 2, price: 1000 }] },
    });
    const answer = (await validation.json()) as { valid: boolean; order?: { total_discount_amount?: number } };
    expect(answer).toMatchObject({ valid: true, order: { total_discount_amount: 200 } });
  });

  it('keeps the kind and context a rule is sent with, and a change of either', async () => {
    const send = (method: string, path: string, body: unknown) =>
      readAs(service.request(path, jsonRequest(method, body, appHeaders)), validationRuleSchema, 200);
    const rule = await send('POST', '/v1/validation-rules', {
      name: 'Basic over 50',
      type: 'basic',
      context_type: 'campaign.discount_coupons',
      rules: { '1': { name: 'order.amount', conditions: { $more_than: [5000] }, rules: {} } },
    });
    // The logic applied is answered (every rule, joined by and), and no items is null, as the hosted service answers.
    expect(rule).toMatchObject({
      type: 'basic',
      context_type: 'campaign.discount_coupons',
      rules: { logic: '1' },
      applicable_to: null,
    });
    expect(officialNullErrors('post', '/v1/validation-rules', 200, rule)).toEqual([]);
    const changed = await send('PUT', `/v1/validation-rules/${rule.id}`, { type: 'advanced' });
    expect(changed).toMatchObject({
      type: 'advanced',
      context_type: 'campaign.discount_coupons',
      name: 'Basic over 50',
    });
    const refused = await service.request(
      '/v1/validation-rules',
      jsonRequest('POST', { name: 'Odd kind', type: 'fancy' }, appHeaders),
    );
    expect(refused.status).toBe(400);
  });
});
