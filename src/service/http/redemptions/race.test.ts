import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redemptions } from '../../store/schema/activity.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemable,
  redemptionOutcome,
  refusedRedemption,
  validateThroughApi,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { readAs } from '../../testing/api.ts';
import { z } from 'zod';
import { newId } from '../../ids.ts';
import { insertAssignments, insertRules } from '../../store/repositories/validation-rules.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

/** Fires `n` redemptions at once (a real race on PostgreSQL's pool; serialized by PGlite's one connection). */
const race = (
  n: number,
  body: (i: number) => Record<string, unknown>,
  side: (i: number) => 'client' | 'server' = () => 'client',
) => Promise.all(Array.from({ length: n }, (_, i) => redemptionOutcome(service, body(i), side(i))));

describe('concurrent redemptions never exceed a limit', () => {
  it('50 requests racing for a voucher with quantity 10 give exactly 10 successes', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 10 });
    const results = await race(50, (i) => ({
      customer: { source_id: `racer-${i}` },
      redeemables: [redeemable(code)],
      order: cart,
    }));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400).map((r) => r.error?.key)).toEqual(
      Array(40).fill('quantity_exceeded'),
    );
    const voucher = await voucherRow(service.database.db, code);
    expect(voucher.redeemedQuantity).toBe(10);
    const succeeded = await service.database.db
      .select()
      .from(redemptions)
      .where(
        and(eq(redemptions.voucherId, voucher.id), eq(redemptions.result, 'SUCCESS'), isNotNull(redemptions.parentId)),
      );
    expect(succeeded).toHaveLength(10);
  });

  it('10 server-side and client-side requests racing for a voucher with quantity 3 give exactly 3 successes', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 3 });
    const results = await race(
      10,
      (i) => ({ customer: { source_id: `mixed-${i}` }, redeemables: [redeemable(code)], order: cart }),
      (i) => (i % 2 === 0 ? 'server' : 'client'),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400).map((r) => r.error?.key)).toEqual(
      Array(7).fill('quantity_exceeded'),
    );
    expect((await voucherRow(service.database.db, code)).redeemedQuantity).toBe(3);
  });

  it('20 redemptions by one customer of a campaign allowing one per customer: exactly 1 succeeds', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 100 });
    const { campaignId } = await voucherRow(db, code);
    const ruleId = newId('val_');
    await insertRules(db, [
      {
        id: ruleId,
        projectId: testKeys.project_id,
        name: 'Once per customer',
        rules: {
          '1': { name: 'redemption.count.per_customer', conditions: { $less_than_or_equal: [1] } },
          logic: '1',
        },
      },
    ]);
    await insertAssignments(db, [
      {
        id: newId('asgm_'),
        projectId: testKeys.project_id,
        ruleId,
        relatedObjectType: 'campaign',
        relatedObjectId: campaignId!,
      },
    ]);
    // The customer exists before the race: a new one's creation would make the racers queue on its insert.
    const other = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    expect(
      (await redemptionOutcome(service, { customer: { source_id: 'only-once' }, redeemables: [redeemable(other)] }))
        .status,
    ).toBe(200);
    const results = await race(20, () => ({
      customer: { source_id: 'only-once' },
      redeemables: [redeemable(code)],
      order: cart,
    }));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    expect((await voucherRow(db, code)).redeemedQuantity).toBe(1);
  });

  it.each([
    ['its code', 'redemption.count.daily', 'voucher'],
    ['its campaign', 'campaign.redemptions.count.daily', 'campaign'],
  ] as const)(
    '20 shoppers racing for a daily allowance of 3 redemptions of %s: exactly 3 succeed',
    async (_, condition, subject) => {
      const db = service.database.db;
      const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } });
      const { id, campaignId } = await voucherRow(db, code);
      const rule = await readAs(
        service.request(
          '/v1/validation-rules',
          jsonRequest(
            'POST',
            {
              name: `Three a day ${subject}`,
              rules: { '1': { name: condition, conditions: { $less_than_or_equal: [3] } } },
            },
            appHeaders,
          ),
        ),
        z.object({ id: z.string() }),
        200,
      );
      const assigned = await service.request(
        `/v1/validation-rules/${rule.id}/assignments`,
        jsonRequest(
          'POST',
          subject === 'voucher'
            ? { related_object_type: 'voucher', related_object_id: id }
            : { related_object_type: 'campaign', related_object_id: campaignId },
          appHeaders,
        ),
      );
      expect(assigned.status, await assigned.text()).toBe(200);
      // Anonymous shoppers: nothing but the shared daily count decides.
      const results = await race(20, () => ({ redeemables: [redeemable(code)], order: cart }));
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(new Set(results.filter((r) => r.status === 400).map((r) => r.error?.key))).toEqual(
        new Set(['order_rules_violated']),
      );
    },
  );

  it('20 requests spending 1.00 each from a 10.00 gift card: exactly 10 succeed and the balance ends at zero', async () => {
    const card = await addVoucher(service.database.db, { gift: 1000 });
    const results = await race(20, () => ({ redeemables: [redeemable(card, 100)], order: cart }));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400).map((r) => r.error?.key)).toEqual(
      Array(10).fill('gift_amount_exceeded'),
    );
    expect(await voucherRow(service.database.db, card)).toMatchObject({ giftBalance: 0, redeemedQuantity: 10 });
  });

  it('5 sessions hold reservations on a voucher with quantity 10: exactly 5 of 50 other shoppers succeed, then all 5 sessions do', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 10 });
    const sessions = ['lock-1', 'lock-2', 'lock-3', 'lock-4', 'lock-5'];
    for (const key of sessions)
      expect(
        (
          await validateThroughApi(service, {
            redeemables: [redeemable(code)],
            session: { type: 'LOCK', key },
            order: cart,
          })
        ).valid,
      ).toBe(true);
    const others = await race(50, (i) => ({
      customer: { source_id: `shopper-${i}` },
      redeemables: [redeemable(code)],
      order: cart,
    }));
    expect(others.filter((r) => r.status === 200)).toHaveLength(5);
    expect(others.filter((r) => r.status === 400).map((r) => r.error?.key)).toEqual(
      Array(45).fill('quantity_exceeded'),
    );
    const reserving = await Promise.all(
      sessions.map((key) =>
        redemptionOutcome(service, { redeemables: [redeemable(code)], session: { type: 'LOCK', key }, order: cart }),
      ),
    );
    expect(reserving.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await voucherRow(service.database.db, code)).redeemedQuantity).toBe(10);
  });

  it('20 sessions racing to reserve a voucher with quantity 5: exactly 5 validations hold one', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        validateThroughApi(service, {
          redeemables: [redeemable(code)],
          session: { type: 'LOCK', key: `racer-${i}` },
          order: cart,
        }),
      ),
    );
    expect(results.filter((r) => r.valid)).toHaveLength(5);
    expect((await refusedRedemption(service, { redeemables: [redeemable(code)], order: cart })).key).toBe(
      'quantity_exceeded',
    );
  });
});
