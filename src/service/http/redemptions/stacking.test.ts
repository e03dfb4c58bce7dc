import { afterEach, describe, expect, it } from 'vitest';
import type { ClientRedemptionResponse } from '../../../contract/redemption.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemable,
  redeemThroughApi,
  refusedRedemption,
  setStackingRules,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
afterEach(() => setStackingRules(service.database.db, null));

const gold = { source_id: 'demo-customer' };
const amountOff = (amount_off: number, category?: string) =>
  addVoucher(service.database.db, {
    discount: { type: 'AMOUNT', amount_off },
    ...(category && { category: { name: category } }),
  });
const statuses = (body: ClientRedemptionResponse) => ({
  applied: body.redemptions.length,
  skipped: body.skipped_redeemables!.map((s) => [s.id, s.result.details.key]),
});

describe('stacking rules', () => {
  it('an exclusive redeemable admits only joint ones; the others are skipped with the reason', async () => {
    const plain = await amountOff(300);
    const body = await redeemThroughApi(service, {
      customer: gold,
      redeemables: [redeemable('BLCKFRDY'), redeemable('EXCLUSIVE50'), redeemable(plain)],
      order: cart,
    });
    // BLCKFRDY (joint) first: 10.00; then EXCLUSIVE50 takes 50% of the 90.00 left.
    expect(body.order).toMatchObject({ discount_amount: 1000 + 4500, total_amount: 4500 });
    expect(body.skipped_redeemables).toEqual([
      expect.objectContaining({
        status: 'SKIPPED',
        id: plain,
        object: 'voucher',
        result: {
          details: { key: 'exclusion_rules_not_met', message: 'Redeemable cannot be applied due to exclusion rules' },
        },
      }),
    ]);
    expect(body.inapplicable_redeemables).toEqual([]);
  });

  it('applies at most five redeemables; the rest are skipped', async () => {
    const codes = await Promise.all(Array.from({ length: 7 }, () => amountOff(100)));
    const body = await redeemThroughApi(service, { redeemables: codes.map((c) => redeemable(c)), order: cart });
    expect(statuses(body)).toEqual({
      applied: 5,
      skipped: codes.slice(5).map((c) => [c, 'applicable_redeemables_limit_exceeded']),
    });
    expect(body.order?.total_discount_amount).toBe(500);
  });

  it('one redeemable per category by default, more with a per-category limit', async () => {
    const [a, b] = [await amountOff(100, 'Per-category test'), await amountOff(200, 'Per-category test')];
    const once = await redeemThroughApi(service, { redeemables: [redeemable(a), redeemable(b)], order: cart });
    expect(statuses(once)).toEqual({
      applied: 1,
      skipped: [[b, 'applicable_redeemables_per_category_limit_exceeded']],
    });

    await setStackingRules(service.database.db, { applicable_redeemables_per_category_limit: 2 });
    const twice = await redeemThroughApi(service, { redeemables: [redeemable(a), redeemable(b)], order: cart });
    expect(statuses(twice)).toEqual({ applied: 2, skipped: [] });
  });

  it('under ALL (the default) one inapplicable redeemable fails the request; PARTIAL applies the rest', async () => {
    const code = await amountOff(100);
    const all = await refusedRedemption(service, {
      redeemables: [redeemable(code), redeemable('NO-SUCH-CODE')],
      order: cart,
    });
    expect(all).toMatchObject({
      code: 400,
      key: 'resource_not_found',
      resource_id: 'NO-SUCH-CODE',
      resource_type: 'voucher',
    });

    await setStackingRules(service.database.db, { redeemables_application_mode: 'PARTIAL' });
    const partial = await redeemThroughApi(service, {
      redeemables: [redeemable(code), redeemable('NO-SUCH-CODE')],
      order: cart,
    });
    expect(partial.redemptions).toHaveLength(1);
    expect(partial.inapplicable_redeemables).toEqual([
      {
        status: 'INAPPLICABLE',
        id: 'NO-SUCH-CODE',
        object: 'voucher',
        result: {
          error: expect.objectContaining({ code: 404, key: 'resource_not_found' }),
          details: { key: 'resource_not_found', message: 'Cannot find voucher with code NO-SUCH-CODE' },
        },
      },
    ]);
  });

  it('a redeemable without effect is skipped when the no-effect rule says SKIP', async () => {
    const nothing = await addVoucher(service.database.db, {
      discount: { type: 'UNIT', unit_off: 1, unit_type: 'prod_absent' },
    });
    const code = await amountOff(100);
    const anyway = await redeemThroughApi(service, {
      redeemables: [redeemable(nothing), redeemable(code)],
      order: cart,
    });
    expect(statuses(anyway)).toEqual({ applied: 2, skipped: [] });

    await setStackingRules(service.database.db, { redeemables_no_effect_rule: 'SKIP' });
    const skipped = await redeemThroughApi(service, {
      redeemables: [redeemable(nothing), redeemable(code)],
      order: cart,
    });
    expect(statuses(skipped)).toEqual({ applied: 1, skipped: [[nothing, 'no_effect']] });
  });

  it('caps a request at the project redeemables_limit and refuses a redeemable listed twice', async () => {
    await setStackingRules(service.database.db, { redeemables_limit: 2 });
    const three = await refusedRedemption(service, {
      redeemables: ['A', 'B', 'C'].map((c) => redeemable(c)),
      order: cart,
    });
    expect(three).toMatchObject({
      key: 'invalid_payload',
      details: 'redeemables: at most 2 redeemables per request',
    });
    const twice = await refusedRedemption(service, {
      redeemables: [redeemable('BLCKFRDY'), redeemable('BLCKFRDY')],
      order: cart,
    });
    expect(twice).toMatchObject({
      key: 'invalid_payload',
      details: 'redeemables: voucher BLCKFRDY is listed more than once',
    });
    await refusedRedemption(service, { redeemables: Array.from({ length: 31 }, (_, i) => redeemable(`C${i}`)) });
  });
});
