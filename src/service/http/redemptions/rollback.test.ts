import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { redemptionRollbackSchema, stackedRollbackSchema } from '../../../contract/redemption-rollback.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { orders, redemptionRollbacks, redemptions, webhookEvents } from '../../store/schema/activity.ts';
import { promotionTiers } from '../../store/schema/catalog.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemThroughApi,
  redeemable,
  redemptionOutcome,
  refusedRedemption,
  tierId,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

const rollback = (id: string, path: 'rollback' | 'rollbacks', query = '', body?: unknown) =>
  service.request(
    `/v1/redemptions/${id}/${path}${query}`,
    body === undefined ? { method: 'POST', headers: appHeaders } : jsonRequest('POST', body, appHeaders),
  );
const tierCounters = async (id: string) => {
  const [row] = await service.database.db.select().from(promotionTiers).where(eq(promotionTiers.id, id));
  return { total: row!.totalRedeemed, orders: row!.ordersTotalAmount, discounts: row!.ordersTotalDiscountAmount };
};

describe('rolling back a stacked redemption', () => {
  it('gives back every use, gift credit and tier figure, cancels the order and marks everything rolled back', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 500 }, quantity: 1 });
    const card = await addVoucher(db, { gift: 10000 });
    const tier = await tierId(db, 'Orders over $200');
    const before = await tierCounters(tier);
    const order = { amount: 30000 };
    const redeemed = await redeemThroughApi(service, {
      customer: { source_id: 'rollback-shopper' },
      redeemables: [redeemable(code), redeemable(card, 2000), redeemable(tier)],
      order,
    });
    const parentId = redeemed.parent_redemption.id;
    expect(await voucherRow(db, code)).toMatchObject({ redeemedQuantity: 1 });
    expect((await voucherRow(db, card)).giftBalance).toBe(8000);
    expect((await tierCounters(tier)).total).toBe(before.total + 1);

    const stack = await readAs(
      rollback(parentId, 'rollbacks', '?reason=Returned%20goods', { metadata: { till: 7 } }),
      stackedRollbackSchema,
      200,
    );
    expect(officialErrors('post', '/v1/redemptions/{parentRedemptionId}/rollbacks', 200, stack)).toEqual([]);
    expect(stack.parent_rollback).toMatchObject({
      object: 'redemption_rollback',
      redemption: parentId,
      parent_rollback_id: null,
      reason: 'Returned goods',
      metadata: { till: 7 },
      order: { status: 'CANCELED' },
      channel: { channel_type: 'API' },
      result: 'SUCCESS',
      related_object_type: 'redemption',
    });
    expect(stack.rollbacks.map((r) => r.redemption).sort()).toEqual(redeemed.redemptions.map((r) => r.id).sort());
    expect(stack.rollbacks.every((r) => r.parent_rollback_id === stack.parent_rollback.id)).toBe(true);
    const cardId = (await voucherRow(db, card)).id;
    expect(stack.rollbacks.find((r) => r.related_object_id === cardId)?.gift).toEqual({ amount: 2000 });
    expect(stack.order?.status).toBe('CANCELED');

    expect(await voucherRow(db, code)).toMatchObject({ redeemedQuantity: 0 });
    expect(await voucherRow(db, card)).toMatchObject({ redeemedQuantity: 0, giftBalance: 10000 });
    expect(await tierCounters(tier)).toEqual(before);
    const [storedOrder] = await db.select().from(orders).where(eq(orders.id, redeemed.order!.id!));
    expect(storedOrder!.status).toBe('CANCELED');
    const rows = await db
      .select()
      .from(redemptions)
      .where(eq(redemptions.id, parentId))
      .union(db.select().from(redemptions).where(eq(redemptions.parentId, parentId)));
    expect(rows.map((r) => r.status)).toEqual(Array(4).fill('ROLLED_BACK'));
    expect(
      rows.every((r) => r.data.status === 'ROLLED_BACK' && r.data.related_redemptions?.rollbacks.length === 1),
    ).toBe(true);
    const events = await db.select().from(webhookEvents).where(eq(webhookEvents.type, 'redemption.rollback.succeeded'));
    expect(events.some((e) => (e.payload.parent_rollback as { redemption: string }).redemption === parentId)).toBe(
      true,
    );
    const audited = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'redemption.rolled_back'), eq(auditEntries.resourceId, parentId)));
    expect(audited).toHaveLength(1);

    // The code's one use is free again.
    expect((await redemptionOutcome(service, { redeemables: [redeemable(code)], order: cart })).status).toBe(200);
  });

  it('answers the parent rollback on /rollback, takes the reason from the body, and refuses what it cannot undo', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    const redeemed = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
    const parentId = redeemed.parent_redemption.id;

    const child = await readAs(rollback(redeemed.redemptions[0]!.id, 'rollback'), errorBodySchema, 400);
    expect(child).toMatchObject({ key: 'invalid_redemption', resource_id: redeemed.redemptions[0]!.id });
    expect(child.details).toContain(parentId);
    await readAs(rollback(parentId, 'rollback', '', { customer: { source_id: 'x' } }), errorBodySchema, 400);

    const single = await readAs(
      rollback(parentId, 'rollback', '', { reason: 'Till error' }),
      redemptionRollbackSchema,
      200,
    );
    expect(officialErrors('post', '/v1/redemptions/{redemptionId}/rollback', 200, single)).toEqual([]);
    expect(single).toMatchObject({
      redemption: parentId,
      reason: 'Till error',
      related_object_type: 'redemption',
      metadata: null,
    });
    expect(await readAs(rollback(parentId, 'rollbacks'), errorBodySchema, 400)).toMatchObject({
      key: 'already_rolled_back',
    });
    expect(await readAs(rollback('r_nope', 'rollback'), errorBodySchema, 404)).toMatchObject({
      key: 'not_found',
      resource_type: 'redemption',
    });
    expect((await service.request(`/v1/redemptions/${parentId}/rollback`, { method: 'POST' })).status).toBe(401);

    const used = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 0 });
    await refusedRedemption(service, { redeemables: [redeemable(used)], order: cart });
    const [failed] = await db
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(and(eq(redemptions.status, 'FAILED'), eq(redemptions.relatedObjectType, 'redemption')))
      .limit(1);
    expect(await readAs(rollback(failed!.id, 'rollbacks'), errorBodySchema, 400)).toMatchObject({
      key: 'redemption_failed',
    });
  });
});

describe('concurrent rollbacks', () => {
  it('10 rollbacks of one redemption at once: exactly one undoes it; the others are told it is taken or done', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 5 });
    const { parent_redemption } = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await rollback(parent_redemption.id, 'rollbacks');
        if (res.status !== 200) return (await readAs(res, errorBodySchema, res.status)).key;
        return 'rolled back';
      }),
    );
    expect(statuses.filter((s) => s === 'rolled back')).toHaveLength(1);
    expect(statuses.every((s) => ['rolled back', 'multiple_requests', 'already_rolled_back'].includes(s!))).toBe(true);
    expect((await voucherRow(db, code)).redeemedQuantity).toBe(0);
    const stored = await db
      .select()
      .from(redemptionRollbacks)
      .where(eq(redemptionRollbacks.redemptionId, parent_redemption.id));
    expect(stored).toHaveLength(1);
  });

  it('a rollback racing 5 redemptions of a one-use code: the freed use goes to at most one of them', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 1 });
    const { parent_redemption } = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
    const [rolledBack, ...racers] = await Promise.all([
      rollback(parent_redemption.id, 'rollbacks').then((res) => res.status),
      ...Array.from({ length: 5 }, (_, i) =>
        redemptionOutcome(service, {
          customer: { source_id: `racer-${i}` },
          redeemables: [redeemable(code)],
          order: cart,
        }).then((outcome) => outcome.status),
      ),
    ]);
    expect(rolledBack).toBe(200);
    const won = racers.filter((status) => status === 200).length;
    expect(won).toBeLessThanOrEqual(1);
    expect((await voucherRow(db, code)).redeemedQuantity).toBe(won);
  });
});
