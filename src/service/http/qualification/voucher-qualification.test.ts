import { VoucherifyServerSide } from '@voucherify/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { voucherQualificationSchema } from '../../../contract/voucher-qualification.ts';
import { trackingId } from '../../domain/qualification.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

/** POST /v1/vouchers/qualification: the generic codes a customer and order qualify for, in the old list shape. */
const service = useTestService({ live: true });
const send = (method: string, url: string, body?: unknown) =>
  service.request(url, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const qualify = async (body: unknown, query = '') => {
  const answer = await readAs(
    send('POST', `/v1/vouchers/qualification${query}`, body),
    voucherQualificationSchema,
    200,
  );
  expect(officialErrors('post', '/v1/vouchers/qualification', 200, answer)).toEqual([]);
  return answer;
};
const codes = (answer: { data: { code: string }[] }) => answer.data.map((v) => v.code).sort();
const voucher = (code: string, body: object) =>
  readAs(send('POST', `/v1/vouchers/${code}`, { type: 'DISCOUNT_VOUCHER', ...body }), voucherSchema, 200);
const amountOff = (amount_off: number) => ({ type: 'AMOUNT', amount_off, effect: 'APPLY_TO_ORDER' });
const smallOrder = { amount: 5000 };
const bigOrder = { amount: 20000 };

/** A generic-code (STANDALONE) campaign holding `code`, guarded by `rules` when given. */
async function genericCampaign(code: string, rules?: object) {
  const campaign = await readAs(
    send('POST', '/v1/campaigns', {
      name: `Generic ${code}`,
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'STANDALONE',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: amountOff(700) },
    }),
    campaignSchema,
    200,
  );
  await readAs(send('POST', `/v1/campaigns/${campaign.id}/vouchers/${code}`, {}), voucherSchema, 200);
  if (!rules) return;
  const rule = await readAs(
    send('POST', '/v1/validation-rules', { name: code, rules }),
    z.object({ id: z.string() }),
    200,
  );
  const assign = { related_object_type: 'campaign', related_object_id: campaign.id };
  expect((await send('POST', `/v1/validation-rules/${rule.id}/assignments`, assign)).status).toBe(200);
}

/**
 * Generic codes of every kind the qualification meets: standalone vouchers (one switched off, one used up) and codes
 * of generic-code campaigns, one for orders from $100 and one for gold customers; `VQ-PLAIN` is made last.
 */
beforeAll(async () => {
  await voucher('VQ-TEN', { discount: amountOff(1000) });
  await readAs(
    send('POST', '/v1/vouchers/VQ-GIFT', { type: 'GIFT_VOUCHER', gift: { amount: 5000 } }),
    voucherSchema,
    200,
  );
  await voucher('VQ-OFF', { discount: amountOff(1000), active: false });
  await voucher('VQ-ONCE', { discount: amountOff(500), redemption: { quantity: 1 } });
  const redeemed = await send('POST', '/v1/redemptions', {
    redeemables: [{ object: 'voucher', id: 'VQ-ONCE' }],
    order: smallOrder,
  });
  expect(redeemed.status).toBe(200);
  await genericCampaign('VQ-BIG', {
    '1': { name: 'order.amount', conditions: { $more_than_or_equal: [10000] } },
    logic: '1',
  });
  await genericCampaign('VQ-GOLD', {
    '1': { name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } },
    logic: '1',
  });
  await genericCampaign('VQ-PLAIN');
});

describe('POST /v1/vouchers/qualification', () => {
  it('lists the generic codes an order qualifies for, never a bulk campaign code, off, used up or unmet one', async () => {
    const answer = await qualify({ customer: { source_id: 'demo-customer' }, order: smallOrder });
    expect(codes(answer)).toEqual(['VQ-GIFT', 'VQ-GOLD', 'VQ-TEN', 'VQ-PLAIN'].sort());
    expect(answer).toMatchObject({
      object: 'list',
      data_ref: 'data',
      total: 4,
      id: expect.stringMatching(/^qfl_/),
      tracking_id: trackingId('demo-customer'),
    });
    expect(answer.data.find((v) => v.code === 'VQ-TEN')).toMatchObject({
      object: 'voucher',
      type: 'DISCOUNT_VOUCHER',
      discount: { amount_off: 1000 },
      applicable_to: { data: [], total: 0, object: 'list', data_ref: 'data' },
    });
  });

  it("follows the order and the customer: a big order meets a code's rule, a basic customer misses the gold one", async () => {
    expect(codes(await qualify({ customer: { source_id: 'demo-customer' }, order: bigOrder }))).toContain('VQ-BIG');
    expect(codes(await qualify({ customer: { source_id: 'new-customer' }, order: smallOrder }))).not.toContain(
      'VQ-GOLD',
    );
  });

  it('with audienceRulesOnly judges only the audience: order rules and uses left no longer count', async () => {
    const audience = await qualify(
      { customer: { source_id: 'new-customer' }, order: smallOrder },
      '?audienceRulesOnly=true',
    );
    expect(codes(audience)).toEqual(['VQ-BIG', 'VQ-GIFT', 'VQ-ONCE', 'VQ-TEN', 'VQ-PLAIN'].sort());
  });

  it('keeps limit codes in the order asked for, and counts every one that qualifies in total', async () => {
    const gold = { source_id: 'demo-customer' };
    const first = await qualify({ customer: gold, order: smallOrder }, '?order=code&limit=2');
    expect(first.data.map((v) => v.code)).toEqual(['VQ-GIFT', 'VQ-GOLD', 'VQ-TEN', 'VQ-PLAIN'].sort().slice(0, 2));
    expect(first.total).toBe(4);
    const newest = await qualify({ customer: gold, order: smallOrder }, '?limit=1');
    expect(newest.data.map((v) => v.code)).toEqual(['VQ-PLAIN']);
    // Without a customer the gold code does not qualify, and the tracking id is the qualification's own.
    const anonymous = await qualify({ order: smallOrder });
    expect(codes(anonymous)).toEqual(['VQ-GIFT', 'VQ-TEN', 'VQ-PLAIN'].sort());
    expect(anonymous.tracking_id).toMatch(/^track_/);
  });

  it('answers 404 for an unknown customer id and 400 for a limit past 50', async () => {
    const missing = await readAs(
      send('POST', '/v1/vouchers/qualification', { customer: { id: 'cust_nope' } }),
      errorBodySchema,
      404,
    );
    expect(missing.resource_type).toBe('customer');
    await readAs(send('POST', '/v1/vouchers/qualification?limit=51', {}), errorBodySchema, 400);
  });

  it("answers the official SDK's vouchers.qualifications.examine", async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const answer = await sdk.vouchers.qualifications.examine(
      // The SDK types every order field as required; the hosted API takes an amount alone.
      { order: { amount: 5000 } } as Parameters<typeof sdk.vouchers.qualifications.examine>[0],
      { limit: 10 },
    );
    expect(answer).toMatchObject({ object: 'list', data_ref: 'data', total: 3 });
    expect(answer.data?.map((v) => v.code).sort()).toEqual(['VQ-GIFT', 'VQ-TEN', 'VQ-PLAIN'].sort());
  });
});
