import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orders, redemptions, sessionLocks, webhookEvents } from '../../store/schema/activity.ts';
import { promotionTiers } from '../../store/schema/catalog.ts';
import { promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemable,
  redeemThroughApi,
  refusedRedemption,
  tierId,
  validateThroughApi,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

describe('what a redemption writes', () => {
  it('parent and children, the order, counters, the new customer and the webhook events, in one go', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 1000 }, quantity: 5 });
    const tier = await tierId(service.database.db, 'Orders over $200');
    const tierFigures = async () =>
      (await service.database.db.select().from(promotionTiers).where(eq(promotionTiers.id, tier)))[0]!;
    // The demo's history has redeemed the tier before.
    const before = await tierFigures();
    const body = await redeemThroughApi(service, {
      customer: { source_id: 'first-timer', metadata: { channel: 'till' } },
      redeemables: [redeemable(code), redeemable(tier)],
      order: { ...cart, source_id: 'till-42' },
    });
    const order = body.order!;
    const parent = body.parent_redemption;
    expect(parent).toMatchObject({
      object: 'redemption',
      redemption: null,
      result: 'SUCCESS',
      status: 'SUCCEEDED',
      related_object_type: 'redemption',
      related_object_id: parent.id,
      channel: { channel_type: 'API' },
    });
    expect(parent.tracking_id).toMatch(/^track_/);
    expect(order.redemptions).toEqual({
      [parent.id]: {
        date: WEEKDAY_NOON.toISOString(),
        related_object_type: 'redemption',
        related_object_id: parent.id,
        stacked: body.redemptions.map((r) => r.id),
      },
    });

    const rows = await service.database.db.select().from(redemptions).where(eq(redemptions.parentId, parent.id));
    // Rows in no particular order: sorted by kind.
    expect(rows.map((r) => [r.relatedObjectType, r.result, r.orderId]).sort()).toEqual([
      ['promotion_tier', 'SUCCESS', order.id],
      ['voucher', 'SUCCESS', order.id],
    ]);
    const [orderRow] = await service.database.db.select().from(orders).where(eq(orders.id, order.id!));
    expect(orderRow).toMatchObject({
      sourceId: 'till-42',
      status: 'PAID',
      amount: 10000,
      totalDiscountAmount: 1000 + 1350,
      totalAmount: 7650,
    });
    expect((await voucherRow(service.database.db, code)).redeemedQuantity).toBe(1);
    const after = {
      totalRedeemed: before.totalRedeemed + 1,
      ordersTotalAmount: before.ordersTotalAmount + 10000,
      ordersTotalDiscountAmount: before.ordersTotalDiscountAmount + 1350,
    };
    expect(await tierFigures()).toMatchObject(after);
    const tierRes = service.request(`/v1/promotions/tiers/${tier}`, { headers: appHeaders });
    expect((await readAs(tierRes, promotionTierSchema, 200)).summary).toEqual({
      redemptions: { total_redeemed: after.totalRedeemed },
      orders: { total_amount: after.ordersTotalAmount, total_discount_amount: after.ordersTotalDiscountAmount },
    });

    const [customer] = await service.database.db.select().from(customers).where(eq(customers.sourceId, 'first-timer'));
    expect(customer).toMatchObject({ metadata: { channel: 'till' } });
    expect(parent.customer).toMatchObject({ id: customer!.id, source_id: 'first-timer', object: 'customer' });
    const kinds = (await service.database.db.select().from(webhookEvents)).map((e) => e.type);
    expect(kinds).toEqual(expect.arrayContaining(['customer.created', 'redemption.succeeded']));
  });

  it('options.expand decides what the redemptions embed', async () => {
    const { redeemedQuantity } = await voucherRow(service.database.db, 'PERCENT15');
    const plain = await redeemThroughApi(service, { redeemables: [redeemable('PERCENT15')], order: cart });
    const child = plain.redemptions[0]!;
    expect(child.voucher).toBeUndefined();
    expect(child.order?.items).toBeUndefined();
    expect(child.order).toMatchObject({ id: plain.order?.id, total_amount: 8500 });
    expect(plain.order?.items).toHaveLength(2);

    const full = await redeemThroughApi(service, {
      redeemables: [redeemable('PERCENT15')],
      order: cart,
      options: { expand: ['order', 'redeemable', 'category'] },
    });
    const expanded = full.redemptions[0]!;
    expect(expanded.order?.items).toHaveLength(2);
    expect(expanded.voucher).toMatchObject({
      code: 'PERCENT15',
      object: 'voucher',
      categories: [{ name: 'Everyday savings', stacking_rules_type: 'JOINT' }],
    });
    expect(expanded.voucher?.redemption.redeemed_quantity).toBe(redeemedQuantity + 2);

    const noCategory = await redeemThroughApi(service, {
      redeemables: [redeemable('PERCENT15')],
      order: cart,
      options: { expand: ['redeemable'] },
    });
    expect(noCategory.redemptions[0]!.voucher?.categories).toEqual([]);
  });
});

describe('session locks', () => {
  const lock = (key?: string, ttl = { ttl: 1, ttl_unit: 'HOURS' }) => ({ type: 'LOCK', ...(key && { key }), ...ttl });

  it('a LOCK validation reserves one use for its session; others fail only once every use is redeemed or reserved', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 3 });
    const first = await validateThroughApi(service, {
      redeemables: [redeemable(code)],
      session: lock('till-A'),
      order: cart,
    });
    expect(first).toMatchObject({
      valid: true,
      session: { key: 'till-A', type: 'LOCK', ttl: 1, ttl_unit: 'HOURS' },
      redeemables: [{ status: 'APPLICABLE', id: code }],
    });
    expect(
      (await validateThroughApi(service, { redeemables: [redeemable(code)], session: lock('till-B'), order: cart }))
        .valid,
    ).toBe(true);
    // One use is left beside the two reservations: a shopper without a session takes it, the next finds none.
    await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
    const refused = await refusedRedemption(service, {
      redeemables: [redeemable(code)],
      session: lock('till-C'),
      order: cart,
    });
    expect(refused).toMatchObject({ code: 400, key: 'quantity_exceeded' });
    const third = await validateThroughApi(service, {
      redeemables: [redeemable(code)],
      session: lock('till-C'),
      order: cart,
    });
    expect(third).toMatchObject({
      valid: false,
      inapplicable_redeemables: [{ id: code, result: { details: { key: 'quantity_exceeded' } } }],
    });
    // The reserving sessions redeem their uses; each reservation is used up by its redemption.
    await redeemThroughApi(service, { redeemables: [redeemable(code)], session: lock('till-A'), order: cart });
    await redeemThroughApi(service, { redeemables: [redeemable(code)], session: lock('till-B'), order: cart });
    expect(
      (await refusedRedemption(service, { redeemables: [redeemable(code)], session: lock('till-A'), order: cart })).key,
    ).toBe('quantity_exceeded');
    expect((await voucherRow(service.database.db, code)).redeemedQuantity).toBe(3);
  });

  it('a redemption in a session reserves nothing: the next shopper redeems the same code', async () => {
    const code = await addVoucher(service.database.db, {
      discount: { type: 'AMOUNT', amount_off: 100 },
      quantity: 100,
    });
    const first = await redeemThroughApi(service, {
      redeemables: [redeemable(code)],
      session: lock('till-A'),
      order: cart,
    });
    expect(first.parent_redemption.session).toEqual({ key: 'till-A' });
    await redeemThroughApi(service, { redeemables: [redeemable(code)], session: lock('till-B'), order: cart });
    await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
  });

  it('an expired reservation holds nothing', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 1 });
    expect(
      (await validateThroughApi(service, { redeemables: [redeemable(code)], session: lock('till-A'), order: cart }))
        .valid,
    ).toBe(true);
    expect((await refusedRedemption(service, { redeemables: [redeemable(code)], order: cart })).key).toBe(
      'quantity_exceeded',
    );
    clock.advance(2 * 3600);
    try {
      await redeemThroughApi(service, { redeemables: [redeemable(code)], session: lock('till-B'), order: cart });
    } finally {
      clock.advance(-2 * 3600);
    }
  });

  it('a gift card reservation holds the credits it would spend', async () => {
    const card = await addVoucher(service.database.db, { gift: 1000 });
    const reserved = await validateThroughApi(service, {
      redeemables: [redeemable(card, 600)],
      session: lock('till-A'),
      order: cart,
    });
    expect(reserved).toMatchObject({
      valid: true,
      redeemables: [{ result: { gift: { credits: 600, balance: 1000 } } }],
    });
    expect((await refusedRedemption(service, { redeemables: [redeemable(card, 500)], order: cart })).key).toBe(
      'gift_amount_exceeded',
    );
    await redeemThroughApi(service, { redeemables: [redeemable(card, 400)], order: cart });
    await redeemThroughApi(service, { redeemables: [redeemable(card, 600)], session: lock('till-A'), order: cart });
    expect(await voucherRow(service.database.db, card)).toMatchObject({ giftBalance: 0 });
  });

  it('a validation changes no counter and no customer; a session without a key gets one; tiers are never reserved', async () => {
    const tier = await tierId(service.database.db, 'Orders over $200');
    const body = await validateThroughApi(service, {
      customer: { source_id: 'validation-only' },
      redeemables: [redeemable(tier)],
      session: { type: 'LOCK' },
      order: cart,
    });
    expect(body).toMatchObject({
      valid: true,
      session: { key: expect.stringMatching(/^ssn_/), ttl: 7, ttl_unit: 'DAYS' },
    });
    expect((await service.request('/v1/customers/validation-only', { headers: appHeaders })).status).toBe(404);
    expect(
      await service.database.db.select().from(sessionLocks).where(eq(sessionLocks.sessionKey, body.session!.key)),
    ).toEqual([]);
  });
});
