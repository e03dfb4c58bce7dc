import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { tierValidationSchema } from '../../../contract/promotion-validation.ts';
import { validationResponseSchema } from '../../../contract/validation.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

/** POST /v1/promotions/tiers/{id}/validation: one tier judged against a customer and an order, on the stacked engine. */
const service = useTestService();
const path = '/v1/promotions/tiers/{promotionTierId}/validation';
const send = (method: string, url: string, body?: unknown) =>
  service.request(url, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const validateTier = async (tierId: string, body: unknown) => {
  const answer = await readAs(
    send('POST', `/v1/promotions/tiers/${tierId}/validation`, body),
    tierValidationSchema,
    200,
  );
  expect(officialErrors('post', path, 200, answer)).toEqual([]);
  return answer;
};
const amountOff = (amount_off: number) => ({ discount: { type: 'AMOUNT', amount_off, effect: 'APPLY_TO_ORDER' } });

/** A promotion without dates: $10 off on, $20 off switched off, $30 off for orders from $100. */
const tiers = { on: '', off: '', guarded: '' };
let promotionId = '';

beforeAll(async () => {
  const promotion = await readAs(
    send('POST', '/v1/campaigns', {
      name: 'Tier validation ladder',
      campaign_type: 'PROMOTION',
      promotion: {
        tiers: [
          { name: 'Ten off', banner: '$10 off', action: amountOff(1000), metadata: { shelf: 'front' } },
          { name: 'Twenty off', active: false, action: amountOff(2000) },
        ],
      },
    }),
    campaignCreatedSchema,
    200,
  );
  promotionId = promotion.id;
  [tiers.on, tiers.off] = promotion.promotion!.tiers.map((t) => t.id) as [string, string];
  const rule = await readAs(
    send('POST', '/v1/validation-rules', {
      name: 'Orders from $100',
      rules: { '1': { name: 'order.amount', conditions: { $more_than_or_equal: [10000] } }, logic: '1' },
    }),
    z.object({ id: z.string() }),
    200,
  );
  const guarded = await readAs(
    send('POST', `/v1/promotions/${promotionId}/tiers`, {
      name: 'Thirty off',
      action: amountOff(3000),
      validation_rules: [rule.id],
    }),
    promotionTierSchema,
    200,
  );
  tiers.guarded = guarded.id;
});

describe('POST /v1/promotions/tiers/{promotionTierId}/validation', () => {
  it('answers a tier that applies with its discount, what it takes off and the order it leaves', async () => {
    const answer = await validateTier(tiers.on, { customer: { source_id: 'tier-shopper' }, order: { amount: 5000 } });
    expect(answer).toMatchObject({
      valid: true,
      id: tiers.on,
      object: 'promotion_tier',
      name: 'Ten off',
      banner: '$10 off',
      discount: { type: 'AMOUNT', amount_off: 1000 },
      discount_amount: 1000,
      applied_discount_amount: 1000,
      campaign: { id: promotionId, active: true, object: 'campaign' },
      hierarchy: 1,
      metadata: { shelf: 'front' },
      applicable_to: { data: [], total: 0 },
      order: { amount: 5000, total_discount_amount: 1000, total_amount: 4000 },
      tracking_id: expect.stringMatching(/^track_/),
    });
    expect(answer).not.toHaveProperty('reason');
  });

  it('agrees with the stacked validation of the same tier, and spends nothing', async () => {
    const order = { amount: 12000 };
    const single = await validateTier(tiers.guarded, { order });
    const stacked = await readAs(
      send('POST', '/v1/validations', { redeemables: [{ object: 'promotion_tier', id: tiers.guarded }], order }),
      validationResponseSchema,
      200,
    );
    expect(single.valid).toBe(stacked.valid);
    expect(single.order).toMatchObject({ total_amount: stacked.order.total_amount });
    const tier = await readAs(send('GET', `/v1/promotions/tiers/${tiers.guarded}`), promotionTierSchema, 200);
    expect(tier.summary.redemptions.total_redeemed).toBe(0);
  });

  it("answers why a tier does not apply: switched off, or its rule's condition not met", async () => {
    const off = await validateTier(tiers.off, { order: { amount: 5000 } });
    expect(off).toMatchObject({ valid: false, id: tiers.off, name: 'Twenty off', reason: expect.any(String) });
    expect(off.error).toMatchObject({ code: 400, key: expect.any(String), message: off.reason });
    expect(off).not.toHaveProperty('order');

    const small = await validateTier(tiers.guarded, { order: { amount: 5000 } });
    expect(small).toMatchObject({ valid: false, discount: { amount_off: 3000 }, hierarchy: 3 });
    expect(small.error?.key).not.toBe(off.error?.key);
    expect((await validateTier(tiers.guarded, { order: { amount: 10000 } })).valid).toBe(true);
  });

  it('answers 404 for a tier or a customer id it does not know, and takes an empty body', async () => {
    const missing = await readAs(send('POST', '/v1/promotions/tiers/promo_nope/validation', {}), errorBodySchema, 404);
    expect(missing).toMatchObject({ resource_type: 'promotion_tier', resource_id: 'promo_nope' });
    const stranger = await readAs(
      send('POST', `/v1/promotions/tiers/${tiers.on}/validation`, { customer: { id: 'cust_nope' } }),
      errorBodySchema,
      404,
    );
    expect(stranger.resource_type).toBe('customer');
    const empty = await service.request(`/v1/promotions/tiers/${tiers.on}/validation`, {
      method: 'POST',
      headers: appHeaders,
    });
    expect((await readAs(empty, tierValidationSchema, 200)).valid).toBe(true);
  });
});
