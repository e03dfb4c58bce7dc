import { describe, expect, it } from 'vitest';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemable,
  redeemThroughApi,
  tierId,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

/** Redeems one code; the answer carries the calculated order (the request always sends one). */
const redeemOne = async (code: string, order: Record<string, unknown> = cart) => {
  const body = await redeemThroughApi(service, {
    customer: { source_id: 'totals-shopper' },
    redeemables: [redeemable(code)],
    order,
  });
  expect(body.order).toBeDefined();
  return { order: body.order! };
};

describe('order totals per discount type (checked by hand)', () => {
  it('AMOUNT off the order: 100.00 - 10.00', async () => {
    const { order } = await redeemOne('BLCKFRDY');
    expect(order).toMatchObject({
      amount: 10000,
      initial_amount: 10000,
      discount_amount: 1000,
      items_discount_amount: 0,
      total_discount_amount: 1000,
      total_amount: 9000,
      applied_discount_amount: 1000,
      items_applied_discount_amount: 0,
      total_applied_discount_amount: 1000,
      status: 'PAID',
      object: 'order',
    });
    expect(order.id).toMatch(/^ord_/);
  });

  it('PERCENT with amount_limit: 15% of 300.00 is 45.00, capped at 30.00', async () => {
    const { order } = await redeemOne('PERCENT15', { amount: 30000 });
    expect(order).toMatchObject({ amount: 30000, discount_amount: 3000, total_amount: 27000 });
    const small = await redeemOne('PERCENT15');
    expect(small.order).toMatchObject({ discount_amount: 1500, total_amount: 8500 });
  });

  it('FIXED: the order costs 75.00, so 25.00 comes off', async () => {
    const code = await addVoucher(service.database.db, {
      discount: { type: 'FIXED', fixed_amount: 7500, effect: 'APPLY_TO_ORDER' },
    });
    const { order } = await redeemOne(code);
    expect(order).toMatchObject({ discount_amount: 2500, total_amount: 7500 });
  });

  it('UNIT: one prod_a (20.00) free, taken off its line', async () => {
    const code = await addVoucher(service.database.db, {
      discount: { type: 'UNIT', unit_off: 1, unit_type: 'prod_a', effect: 'ADD_MISSING_ITEMS' },
    });
    const { order } = await redeemOne(code);
    expect(order).toMatchObject({
      discount_amount: 0,
      items_discount_amount: 2000,
      total_discount_amount: 2000,
      total_amount: 8000,
      items_applied_discount_amount: 2000,
    });
    expect(order.items![0]).toMatchObject({
      object: 'order_item',
      product_id: 'prod_a',
      amount: 4000,
      discount_amount: 2000,
      subtotal_amount: 2000,
      price: 2000,
      quantity: 2,
    });
    expect(order.items![1]).toMatchObject({
      product_id: 'prod_b',
      amount: 6000,
      discount_amount: 0,
      subtotal_amount: 6000,
    });
  });

  it('APPLY_TO_ITEMS: 5.00 off each line', async () => {
    const code = await addVoucher(service.database.db, {
      discount: { type: 'AMOUNT', amount_off: 500, effect: 'APPLY_TO_ITEMS' },
    });
    const { order } = await redeemOne(code);
    expect(order).toMatchObject({ items_discount_amount: 1000, total_discount_amount: 1000, total_amount: 9000 });
    expect(order.items!.map((i) => i.subtotal_amount)).toEqual([3500, 5500]);
  });

  it('gift credits: 25.00 of a 100.00 card, then the rest of a 40.00 order', async () => {
    const code = await addVoucher(service.database.db, { gift: 10000 });
    const first = await redeemThroughApi(service, {
      redeemables: [redeemable(code, 2500)],
      order: cart,
      options: { expand: ['redeemable'] },
    });
    expect(first.order).toMatchObject({ discount_amount: 2500, total_amount: 7500 });
    expect(first.redemptions[0]).toMatchObject({
      amount: 2500,
      gift: { amount: 2500 },
      voucher: { code, gift: { balance: 7500 } },
    });

    const second = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: { amount: 4000 } });
    expect(second.order).toMatchObject({ discount_amount: 4000, total_amount: 0 });
    expect(await voucherRow(service.database.db, code)).toMatchObject({ giftBalance: 3500, redeemedQuantity: 2 });
  });

  it('stacks in request order, each on what the previous left: 10.00 then 15% of 90.00', async () => {
    const tenOff = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 1000 } });
    const tier = await tierId(service.database.db, 'Orders over $200');
    const body = await redeemThroughApi(service, { redeemables: [redeemable(tenOff), redeemable(tier)], order: cart });
    expect(body.order).toMatchObject({ discount_amount: 1000 + 1350, total_amount: 7650 });
    expect(body.redemptions.map((r) => r.related_object_type)).toEqual(['voucher', 'promotion_tier']);
    expect(body.redemptions.map((r) => r.amount)).toEqual([1000, 1350]);
  });
});
