import { VoucherifyClientSide, VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { testKeys } from '../../testing/harness.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { WEEKDAY_NOON, addVoucher, cart, tierId, voucherRow } from '../../testing/redemptions.ts';

// The demo's tiers have weekday hours: the service's clock stands at a weekday noon.
const live = useTestService({ live: true, now: testClock(WEEKDAY_NOON).now });
const server = () =>
  VoucherifyServerSide({ applicationId: testKeys.app_id, secretKey: testKeys.app_token, apiUrl: live.url });
const client = () =>
  VoucherifyClientSide({
    clientApplicationId: testKeys.client_app_id,
    clientSecretKey: testKeys.client_token,
    apiUrl: live.url,
    origin: testKeys.client_origin,
  });
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('server-side redemption through the official SDK', () => {
  it('redemptions.redeemStackable redeems on the shared engine: the answer and the counters of the client-side one', async () => {
    const code = await addVoucher(live.database.db, { discount: { type: 'AMOUNT', amount_off: 1500 }, quantity: 1 });
    const response = await server().redemptions.redeemStackable({
      customer: { source_id: 'server-shopper' },
      redeemables: [{ object: 'voucher', id: code }],
      order: cart,
      options: { expand: ['order', 'redeemable'] },
    } as never);
    expect(response.order).toMatchObject({ amount: 10000, total_discount_amount: 1500, total_amount: 8500 });
    expect(response.parent_redemption).toMatchObject({
      result: 'SUCCESS',
      channel: { channel_id: testKeys.app_id, channel_type: 'API' },
    });
    expect(officialErrors('post', '/v1/redemptions', 200, response)).toEqual([]);
    expect((await voucherRow(live.database.db, code)).redeemedQuantity).toBe(1);

    // Its one use is spent: the second redemption is refused with the engine's outcome.
    expect(
      await failureOf(
        server().redemptions.redeemStackable({ redeemables: [{ object: 'voucher', id: code }], order: cart } as never),
      ),
    ).toMatchObject({ code: 400, key: 'quantity_exceeded' });
  });
});

describe('single-code redemption and validation (the hosted legacy operations) on the stacked engine', () => {
  it('redemptions.redeem spends one use and answers the redemption with its voucher; getForVoucher sums them up', async () => {
    const code = await addVoucher(live.database.db, { discount: { type: 'AMOUNT', amount_off: 700 }, quantity: 2 });
    const redemption = await server().redemptions.redeem(code, {
      customer: { source_id: 'legacy-shopper' },
      order: cart,
    } as never);
    expect(redemption).toMatchObject({
      object: 'redemption',
      result: 'SUCCESS',
      related_object_type: 'voucher',
      voucher: { code, redemption: { quantity: 2, redeemed_quantity: 1 } },
      order: { amount: 10000, total_discount_amount: 700, total_amount: 9300 },
    });
    expect(officialErrors('post', '/v1/vouchers/{code}/redemption', 200, redemption)).toEqual([]);

    const summary = await server().redemptions.getForVoucher(code);
    expect(summary).toMatchObject({
      quantity: 2,
      redeemed_quantity: 1,
      object: 'list',
      data_ref: 'redemption_entries',
      total: 1,
      redemption_entries: [{ id: redemption.id, result: 'SUCCESS' }],
    });
    expect(officialErrors('get', '/v1/vouchers/{code}/redemption', 200, summary)).toEqual([]);
  });

  it('validations.validateVoucher answers the code and its discount, or valid false with the reason; nothing is spent', async () => {
    const code = await addVoucher(live.database.db, { discount: { type: 'AMOUNT', amount_off: 300 }, quantity: 1 });
    const valid = await server().validations.validateVoucher(code, { order: cart } as never);
    expect(valid).toMatchObject({
      valid: true,
      code,
      discount: { type: 'AMOUNT', amount_off: 300 },
      order: { amount: 10000, total_discount_amount: 300, total_amount: 9700 },
    });
    expect(officialErrors('post', '/v1/vouchers/{code}/validate', 200, valid)).toEqual([]);
    expect((await voucherRow(live.database.db, code)).redeemedQuantity).toBe(0);

    await server().redemptions.redeem(code, { order: cart } as never);
    const spent = await server().validations.validateVoucher(code, { order: cart } as never);
    expect(spent).toMatchObject({ valid: false, code, error: { key: 'quantity_exceeded' } });
    expect(officialErrors('post', '/v1/vouchers/{code}/validate', 200, spent)).toEqual([]);
  });
});

describe('single-code client-side calls and tier redemption', () => {
  it("client.validate(code) and client.redeem(code) send the hosted query forms and use the code's one use", async () => {
    const code = await addVoucher(live.database.db, { discount: { type: 'PERCENT', percent_off: 10 }, quantity: 1 });
    const validation = await client().validate({
      code,
      amount: 5000,
      customer: { source_id: 'query-shopper' },
    } as never);
    expect(validation).toMatchObject({
      valid: true,
      code,
      discount: { type: 'PERCENT', percent_off: 10 },
      order: { amount: 5000, total_discount_amount: 500 },
    });
    expect(officialErrors('get', '/client/v1/validate', 200, validation)).toEqual([]);

    const redemption = await client().redeem(code, {
      customer: { source_id: 'query-shopper' },
      order: { amount: 5000 },
    } as never);
    expect(redemption).toMatchObject({ result: 'SUCCESS', voucher: { code }, order: { total_amount: 4500 } });
    expect(officialErrors('post', '/client/v1/redeem', 200, redemption)).toEqual([]);
    expect(await failureOf(client().redeem(code, { order: { amount: 5000 } } as never))).toMatchObject({
      code: 400,
      key: 'quantity_exceeded',
    });
  });

  it('promotions.tiers.redeem redeems one tier and answers the redemption with the tier', async () => {
    const tier = await tierId(live.database.db, 'Orders over $200');
    const redemption = await server().promotions.tiers.redeem(tier, {
      customer: { source_id: 'tier-shopper' },
      order: { amount: 25000 },
    } as never);
    expect(redemption).toMatchObject({
      result: 'SUCCESS',
      related_object_type: 'promotion_tier',
      related_object_id: tier,
      promotion_tier: { id: tier },
      order: { amount: 25000 },
    });
    expect(redemption.order?.total_discount_amount).toBeGreaterThan(0);
    expect(officialErrors('post', '/v1/promotions/tiers/{promotionTierId}/redemption', 200, redemption)).toEqual([]);
  });
});
