import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redemptions, webhookEvents } from '../../store/schema/activity.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  daysFromNoon,
  cart,
  redeemable,
  redeemThroughApi,
  refusedRedemption,
  tierId,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

const failOne = (id: string, extra: Record<string, unknown> = {}) =>
  refusedRedemption(service, { redeemables: [redeemable(id)], order: cart, ...extra });

describe('failed redemptions', () => {
  it('customer rules: EXCLUSIVE50 is for gold members only', async () => {
    const body = await failOne('EXCLUSIVE50', { customer: { source_id: 'new-customer' } });
    expect(body).toMatchObject({
      code: 400,
      key: 'customer_rules_violated',
      message: 'Only for gold members',
      resource_id: 'EXCLUSIVE50',
      resource_type: 'voucher',
    });
    expect(body.request_id).toMatch(/^v-/);
    // The customer's own metadata can make it pass: request metadata merges over the stored one.
    await redeemThroughApi(service, {
      customer: { source_id: 'new-customer', metadata: { tier: 'gold' } },
      redeemables: [redeemable('EXCLUSIVE50')],
      order: cart,
    });
  });

  it('records the failure: a FAILED parent, a FAILED child with the failure code, and redemption.failed', async () => {
    await failOne('EXCLUSIVE50', { customer: { source_id: 'failure-recorder' }, metadata: { till: 7 } });
    const parents = await service.database.db
      .select()
      .from(redemptions)
      .where(and(isNull(redemptions.parentId), eq(redemptions.failureCode, 'customer_rules_violated')));
    const parent = parents.find((p) => (p.data as { metadata: { till?: number } }).metadata.till === 7);
    expect(parent).toMatchObject({
      result: 'FAILURE',
      status: 'FAILED',
      failureMessage: 'Only for gold members',
      orderId: null,
    });
    expect(parent!.data).toMatchObject({
      object: 'redemption',
      metadata: { till: 7 },
      customer: { source_id: 'failure-recorder' },
      related_object_type: 'redemption',
    });
    const children = await service.database.db.select().from(redemptions).where(eq(redemptions.parentId, parent!.id));
    expect(children).toEqual([
      expect.objectContaining({
        result: 'FAILURE',
        status: 'FAILED',
        failureCode: 'customer_rules_violated',
        relatedObjectType: 'voucher',
      }),
    ]);
    const events = await service.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'redemption.failed'));
    expect(
      events.some((e) => (e.payload as { parent_redemption: { id: string } }).parent_redemption.id === parent!.id),
    ).toBe(true);
  });

  it('order rules: the weekday tier needs 100.00', async () => {
    const tier = await tierId(service.database.db, 'Orders over $100');
    const body = await failOne(tier, { order: { amount: 5000 } });
    expect(body).toMatchObject({
      key: 'order_rules_violated',
      message: 'Spend at least $100',
      resource_type: 'promotion_tier',
    });
    const ok = await redeemThroughApi(service, { redeemables: [redeemable(tier)], order: cart });
    expect(ok.order?.discount_amount).toBe(1000);
  });

  it('validity: disabled, not yet active, expired, outside the window, inactive tier', async () => {
    const disabled = await addVoucher(service.database.db, {
      discount: { type: 'AMOUNT', amount_off: 100 },
      active: false,
    });
    const future = await addVoucher(service.database.db, {
      discount: { type: 'AMOUNT', amount_off: 100 },
      validity: { start_date: daysFromNoon(21) },
    });
    const expired = await addVoucher(service.database.db, {
      discount: { type: 'AMOUNT', amount_off: 100 },
      validity: { expiration_date: daysFromNoon(-9) },
    });
    const weekend = await addVoucher(service.database.db, {
      discount: { type: 'AMOUNT', amount_off: 100 },
      validity: { validity_day_of_week: [0, 6] },
    });
    expect((await failOne(disabled)).key).toBe('voucher_disabled');
    expect((await failOne(future)).key).toBe('voucher_not_active');
    expect((await failOne(expired)).key).toBe('voucher_expired');
    expect((await failOne(weekend)).key).toBe('voucher_not_active_now');
    expect((await failOne(await tierId(service.database.db, 'Weekend treat'))).key).toBe('promotion_inactive');
  });

  it('quantity and gift balance', async () => {
    const once = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 1 });
    await redeemThroughApi(service, { redeemables: [redeemable(once)], order: cart });
    expect(await failOne(once)).toMatchObject({ key: 'quantity_exceeded' });
    const card = await addVoucher(service.database.db, { gift: 1000 });
    expect(await failOne(card, { redeemables: [redeemable(card, 1500)] })).toMatchObject({
      key: 'gift_amount_exceeded',
    });
    expect(await voucherRow(service.database.db, card)).toMatchObject({ giftBalance: 1000, redeemedQuantity: 0 });
  });

  it('unknown codes and tiers; a failed request consumes nothing', async () => {
    expect(await failOne('NOPE')).toMatchObject({
      key: 'resource_not_found',
      details: 'voucher NOPE: Cannot find voucher with code NOPE',
    });
    expect(await failOne('promo_missing')).toMatchObject({ key: 'not_found', resource_type: 'promotion_tier' });
    const before = await voucherRow(service.database.db, 'PERCENT15');
    const body = await failOne('PERCENT15', { redeemables: [redeemable('PERCENT15'), redeemable('NOPE')] });
    expect(body.details).toBe('voucher NOPE: Cannot find voucher with code NOPE');
    expect((await voucherRow(service.database.db, 'PERCENT15')).redeemedQuantity).toBe(before.redeemedQuantity);
  });

  it('a loyalty card cannot be redeemed without a reward; an unknown customer id is 404', async () => {
    expect((await failOne('LOYAL-DEMO1')).key).toBe('missing_reward');
    const body = await refusedRedemption(
      service,
      { customer: { id: 'cust_nobody' }, redeemables: [redeemable('BLCKFRDY')] },
      404,
    );
    expect(body).toMatchObject({ key: 'not_found', resource_type: 'customer', resource_id: 'cust_nobody' });
  });

  it('rejects bad payloads and bad credentials', async () => {
    expect(await refusedRedemption(service, { redeemables: [] })).toMatchObject({ code: 400, key: 'invalid_payload' });
    await refusedRedemption(service, { redeemables: [{ object: 'coupon', id: 'X' }] });
    const res = await service.request('/client/v1/redemptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"redeemables":[]}',
    });
    expect(res.status).toBe(401);
  });
});
