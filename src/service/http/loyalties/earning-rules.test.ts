import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { earningRuleListSchema, earningRuleSchema } from '../../../contract/earning-rule.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const rulesPath = '/v1/loyalties/{campaignId}/earning-rules';
const rulePath = `${rulesPath}/{earningRuleId}`;
const program = encodeURIComponent('Coffee club');
const base = `/v1/loyalties/${program}/earning-rules`;
const list = (query = '?limit=100') =>
  readAs(service.request(`${base}${query}`, { headers: appHeaders }), earningRuleListSchema, 200);
const create = (body: unknown) => service.request(base, jsonRequest('POST', body, appHeaders));
const created = async (body: unknown[]) => readAs(create(body), z.array(earningRuleSchema), 200);

const orderPaid = {
  event: 'order.paid',
  loyalty: { type: 'PROPORTIONAL', calculation_type: 'ORDER_AMOUNT', order: { amount: { every: 1000, points: 2 } } },
  source: { banner: '2 points per 10' },
  pending_points: { period_type: 'DAY', period_value: 14 },
  expiration_rules: { period_type: 'MONTH', period_value: 6, rounding_type: 'END_OF_MONTH' },
  validity_day_of_week: [0, 1, 2, 3, 4, 5, 6],
  metadata: { kind: 'orders' },
};

describe('earning rules', () => {
  it('moves the seeded JSON rules into rows the list shows in the official shape', async () => {
    const listed = await list('?order=created_at');
    expect(officialErrors('get', rulesPath, 200, listed)).toEqual([]);
    expect(listed.data.slice(0, 2).map((r) => [r.event, r.loyalty])).toEqual([
      ['purchase_review', { type: 'FIXED', points: 50 }],
      ['store_visit', { type: 'FIXED', points: 10 }],
    ]);
    expect(listed.data[0]).toMatchObject({ object: 'earning_rule', active: true, validation_rule_id: null });
  });

  it('creates rules from an array, reads, updates, switches and deletes one, by program id or name', async () => {
    const [paid] = await created([orderPaid]);
    expect(officialErrors('post', rulesPath, 200, [paid])).toEqual([]);
    expect(paid).toMatchObject({
      event: 'order.paid',
      source: { banner: '2 points per 10', object_type: 'campaign' },
      pending_points: { period_type: 'DAY', period_value: 14 },
      metadata: { kind: 'orders' },
      updated_at: null,
    });
    expect(paid!.id).toMatch(/^ern_/);
    const byId = `/v1/loyalties/${paid!.source.object_id}/earning-rules/${paid!.id}`;
    const read = await readAs(service.request(byId, { headers: appHeaders }), earningRuleSchema, 200);
    expect(officialErrors('get', rulePath, 200, read)).toEqual([]);
    expect(read).toEqual(paid);

    const changed = await readAs(
      service.request(byId, jsonRequest('PUT', { loyalty: { points: 7 }, pending_points: null }, appHeaders)),
      earningRuleSchema,
      200,
    );
    expect(officialErrors('put', rulePath, 200, changed)).toEqual([]);
    expect(changed.loyalty).toEqual({ type: 'FIXED', points: 7 });
    expect(changed.pending_points).toBeUndefined();
    expect(changed.source.banner).toBe('2 points per 10');

    const off = await readAs(
      service.request(`${byId}/disable`, { method: 'POST', headers: appHeaders }),
      earningRuleSchema,
      200,
    );
    expect(officialErrors('post', `${rulePath}/disable`, 200, off)).toEqual([]);
    expect(off.active).toBe(false);
    const on = await readAs(
      service.request(`${byId}/enable`, { method: 'POST', headers: appHeaders }),
      earningRuleSchema,
      200,
    );
    expect(officialErrors('post', `${rulePath}/enable`, 200, on)).toEqual([]);
    expect(on.active).toBe(true);

    expect((await service.request(byId, { method: 'DELETE', headers: appHeaders })).status).toBe(204);
    expect(await expectError(service.request(byId, { headers: appHeaders }), 404, 'not_found')).toMatchObject({
      resource_type: 'earning_rule',
    });
  });

  it('refuses rules that cannot work, writing none of the array', async () => {
    const before = (await list()).total;
    const fixed = { type: 'FIXED', points: 1 };
    const refused = [
      [{ event: 'customer.segment.entered', loyalty: fixed }],
      [{ event: 'store_visit', loyalty: fixed, pending_points: { period_type: 'DAY', period_value: 3 } }],
      [{ event: 'store_visit', loyalty: orderPaid.loyalty }],
      [{ event: 'order.paid', loyalty: { type: 'FIXED', points: 0 } }],
      [{ event: 'order.paid', loyalty: { ...fixed, points: 1e12 } }],
      [{ event: 'order.paid', loyalty: fixed, pending_points: { period_type: 'DAY', period_value: 91 } }],
      [
        {
          event: 'order.paid',
          loyalty: fixed,
          start_date: '2030-01-02T00:00:00.000Z',
          expiration_date: '2030-01-01T00:00:00.000Z',
        },
      ],
      [],
      Array.from({ length: 101 }, () => ({ event: 'order.paid', loyalty: fixed })),
      [{ event: 'x'.repeat(301), loyalty: fixed }],
      { event: 'order.paid', loyalty: fixed },
    ];
    for (const body of refused) await expectError(create(body), 400);
    const valid = { event: 'order.paid', loyalty: fixed };
    await expectError(create([valid, { ...valid, validation_rule_id: 'val_nope' }]), 404, 'not_found');
    await expectError(
      create([valid, { event: 'customer.segment.entered', segment: { id: 'seg_nope' }, loyalty: fixed }]),
      404,
    );
    expect((await list()).total).toBe(before);

    const proto = create([{ ...valid, metadata: JSON.parse('{"__proto__": {"polluted": true}}') }]);
    await expectError(proto, 400);
    expect((await list()).total).toBe(before);
  });

  it('answers 404 for an unknown program, a campaign that is not a program, and an unknown rule', async () => {
    const body = await expectError(
      service.request('/v1/loyalties/camp_nope/earning-rules', { headers: appHeaders }),
      404,
    );
    expect(body).toMatchObject({ resource_type: 'campaign', resource_id: 'camp_nope' });
    await expectError(service.request('/v1/loyalties/Ten%20off/earning-rules', { headers: appHeaders }), 404);
    await expectError(service.request(`${base}/ern_nope`, { headers: appHeaders }), 404);
    await expectError(service.request(`${base}/ern_nope/enable`, { method: 'POST', headers: appHeaders }), 404);
    expect(errorBodySchema.safeParse(body).success).toBe(true);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const campaignId = (await list()).data[0]!.source.object_id;
    const [made] = await sdk.loyalties.createEarningRule(campaignId, [
      { event: 'sdk_event', loyalty: { type: 'FIXED', points: 3 }, source: { banner: 'SDK' } },
    ] as never);
    expect(made).toMatchObject({ event: 'sdk_event', loyalty: { points: 3 } });
    expect(await sdk.loyalties.getEarningRule(campaignId, made!.id)).toMatchObject({ id: made!.id });
    expect((await sdk.loyalties.listEarningRules(campaignId, { limit: 100 })).data.map((r) => r.id)).toContain(
      made!.id,
    );
    expect(await sdk.loyalties.updateEarningRule(campaignId, { id: made!.id, loyalty: { points: 4 } })).toMatchObject({
      loyalty: { type: 'FIXED', points: 4 },
    });
    expect(await sdk.loyalties.disableEarningRule(campaignId, made!.id)).toMatchObject({ active: false });
    expect(await sdk.loyalties.enableEarningRule(campaignId, made!.id)).toMatchObject({ active: true });
    await sdk.loyalties.deleteEarningRule(campaignId, made!.id);
    await expect(sdk.loyalties.getEarningRule(campaignId, made!.id)).rejects.toMatchObject({ code: 404 });
  });
});
