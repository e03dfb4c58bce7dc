import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { earningRuleSchema } from '../../../contract/earning-rule.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { awardTierEvent } from '../../operations/loyalties/earning.ts';
import { customers, loyaltyTransactions } from '../../store/schema/activity.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { addVoucher } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const db = () => service.database.db;
const rules = '/v1/loyalties/Coffee%20club/earning-rules';
const fixed = (points: number) => ({ type: 'FIXED', points });
const addRule = async (rule: Record<string, unknown>) =>
  (await readAs(service.request(rules, jsonRequest('POST', [rule], appHeaders)), z.array(earningRuleSchema), 200))[0]!;
const dropRule = (id: string) => service.request(`${rules}/${id}`, { method: 'DELETE', headers: appHeaders });
const balance = async () =>
  (await readAs(service.request('/v1/vouchers/LOYAL-DEMO1', { headers: appHeaders }), voucherSchema, 200)).loyalty_card!
    .balance;
const send = (method: string, path: string, body: unknown) =>
  service.request(path, jsonRequest(method, body, appHeaders));
const ok = async (response: Promise<Response>) => {
  const res = await response;
  expect(res.status, await res.text()).toBeLessThan(300);
};
const lastTransaction = async () =>
  (await db().select().from(loyaltyTransactions).orderBy(desc(loyaltyTransactions.createdAt)).limit(1))[0]!;
const demo = { source_id: 'demo-customer' };

describe('earning rules award', () => {
  it('an order reaching PAID, once, however often or concurrently it is written', async () => {
    const rule = await addRule({
      event: 'order.paid',
      source: { banner: '2 per 10' },
      loyalty: {
        type: 'PROPORTIONAL',
        calculation_type: 'ORDER_AMOUNT',
        order: { amount: { every: 1000, points: 2 } },
      },
    });
    const before = await balance();
    await ok(send('POST', '/v1/orders', { source_id: 'earn-1', customer: demo, amount: 5050, status: 'PAID' }));
    expect(await balance()).toBe(before + 10);
    const ledger = await lastTransaction();
    expect(ledger).toMatchObject({
      type: 'POINTS_ACCRUAL',
      amount: 10,
      sourceId: rule.id,
      reason: 'Order earn-1 paid',
    });
    expect(ledger.details).toMatchObject({ earning_rule: { id: rule.id, source: { banner: '2 per 10' } } });
    expect(ledger.details).toMatchObject({ order: { source_id: 'earn-1' } });
    await ok(send('PUT', '/v1/orders/earn-1', { status: 'PAID', metadata: { again: true } }));
    expect(await balance()).toBe(before + 10);

    await ok(send('POST', '/v1/orders', { source_id: 'earn-2', customer: demo, amount: 3000 }));
    expect(await balance()).toBe(before + 10);
    const paid = await Promise.all(
      Array.from({ length: 50 }, () => send('POST', '/v1/orders', { source_id: 'earn-2', status: 'PAID' })),
    );
    expect(paid.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await balance()).toBe(before + 16);

    // A redemption naming a paid order pays it no second time; one naming a created order pays it, once.
    const code = await addVoucher(db(), { discount: { type: 'AMOUNT', amount_off: 100 } });
    const redeem = (order: Record<string, unknown>) =>
      ok(send('POST', '/v1/redemptions', { customer: demo, redeemables: [{ object: 'voucher', id: code }], order }));
    await redeem({ source_id: 'earn-1' });
    expect(await balance()).toBe(before + 16);
    await ok(send('POST', '/v1/orders', { source_id: 'earn-3', customer: demo, amount: 2000 }));
    await redeem({ source_id: 'earn-3' });
    expect(await balance()).toBe(before + 20);
    await ok(send('PUT', '/v1/orders/earn-3', { status: 'PAID' }));
    await redeem({ source_id: 'earn-3', status: 'PAID' });
    expect(await balance()).toBe(before + 20);

    await dropRule(rule.id);
  });

  it('a custom event: its metadata proportionally, and a retry (same metadata.source_id) once', async () => {
    const review = await addRule({ event: 'app_review', loyalty: fixed(7) });
    const spend = await addRule({
      event: 'till_spend',
      loyalty: {
        type: 'PROPORTIONAL',
        calculation_type: 'CUSTOM_EVENT_METADATA',
        custom_event: { metadata: { every: 100, points: 1, property: 'spent' } },
      },
    });
    const before = await balance();
    const retries = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', '/v1/events', { event: 'app_review', customer: demo, metadata: { source_id: 'rev-1' } }),
      ),
    );
    expect(retries.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await balance()).toBe(before + 7);
    await ok(send('POST', '/v1/events', { event: 'app_review', customer: demo }));
    await ok(send('POST', '/v1/events', { event: 'app_review', customer: demo }));
    expect(await balance()).toBe(before + 21);
    await ok(send('POST', '/v1/events', { event: 'till_spend', customer: demo, metadata: { spent: 1250 } }));
    expect(await balance()).toBe(before + 33);
    expect((await lastTransaction()).details).toMatchObject({ event: { type: 'till_spend' } });

    // Switched off, or out of its window: nothing.
    await ok(send('POST', `${rules}/${review.id}/disable`, {}));
    await ok(send('PUT', `${rules}/${spend.id}`, { expiration_date: '2020-01-01T00:00:00.000Z' }));
    await ok(send('POST', '/v1/events', { event: 'app_review', customer: demo }));
    await ok(send('POST', '/v1/events', { event: 'till_spend', customer: demo, metadata: { spent: 1250 } }));
    expect(await balance()).toBe(before + 33);
    await dropRule(review.id);
    await dropRule(spend.id);
  });

  it('a customer entering a filtered segment, once', async () => {
    const segment = await service
      .request(
        '/v1/segments',
        jsonRequest(
          'POST',
          { name: 'Gold earners', type: 'auto-update', filter: { 'metadata.tier': { conditions: { $in: ['gold'] } } } },
          appHeaders,
        ),
      )
      .then((r) => r.json() as Promise<{ id: string }>);
    const rule = await addRule({ event: 'customer.segment.entered', segment: { id: segment.id }, loyalty: fixed(20) });
    const before = await balance();
    await ok(send('PUT', '/v1/customers/demo-customer', { metadata: { tier: 'silver' } }));
    expect(await balance()).toBe(before);
    await ok(send('PUT', '/v1/customers/demo-customer', { metadata: { tier: 'gold' } }));
    expect(await balance()).toBe(before + 20);
    await ok(send('PUT', '/v1/customers/demo-customer', { metadata: { tier: 'gold', again: 1 } }));
    expect(await balance()).toBe(before + 20);
    expect((await lastTransaction()).details).toMatchObject({ segment: { id: segment.id } });
    await dropRule(rule.id);
  });

  it('auto-joins a customer without a card of an auto_join program on their first award', async () => {
    const rule = await addRule({ event: 'order.paid', loyalty: fixed(15) });
    const newcomer = { source_id: 'earn-newcomer' };
    await ok(send('POST', '/v1/orders', { source_id: 'earn-join', customer: newcomer, amount: 100, status: 'PAID' }));
    const [customer] = await db().select().from(customers).where(eq(customers.sourceId, 'earn-newcomer'));
    const cards = await db()
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.holderId, customer!.id), eq(vouchers.type, 'LOYALTY_CARD')));
    expect(cards.map((c) => c.loyaltyBalance)).toEqual([15]);
    await dropRule(rule.id);
  });

  it('a member reaching a tier through any points change: the rules on that tier event, once per move', async () => {
    const start = await balance();
    const [card] = await db().select().from(vouchers).where(eq(vouchers.code, 'LOYAL-DEMO1'));
    const tiers = await readAs(
      service.request(
        `/v1/loyalties/${card!.campaignId}/tiers`,
        jsonRequest(
          'POST',
          [
            { name: 'Base', points: { from: 0, to: start + 99 } },
            { name: 'Gold', points: { from: start + 100 } },
          ],
          appHeaders,
        ),
      ),
      z.array(z.object({ id: z.string(), name: z.string() })),
      200,
    );
    const gold = tiers.find((t) => t.name === 'Gold')!;
    const rule = await addRule({
      event: 'customer.loyalty.tier.upgraded',
      loyalty_tier: { id: gold.id },
      loyalty: fixed(30),
    });
    const addPoints = (points: number) =>
      ok(send('POST', '/v1/loyalties/members/LOYAL-DEMO1/balance', { points, reason: 'Tier test' }));

    await addPoints(99);
    expect(await balance()).toBe(start + 99);
    await addPoints(1); // Base -> Gold: the upgrade rule adds 30 in the same transaction.
    expect(await balance()).toBe(start + 130);
    const awarded = await db().select().from(loyaltyTransactions).where(eq(loyaltyTransactions.sourceId, rule.id));
    expect(awarded).toMatchObject([{ type: 'POINTS_ACCRUAL', amount: 30, balance: start + 130 }]);
    await addPoints(5); // Still Gold: no move, nothing more.
    expect(await balance()).toBe(start + 135);

    const change = {
      projectId: card!.projectId,
      campaignId: card!.campaignId!,
      card: { id: card!.id, holderId: card!.holderId! },
      event: 'customer.loyalty.tier.upgraded' as const,
      tierId: gold.id,
      changeKey: 'the same move',
      at: new Date(),
    };
    expect((await db().transaction((tx) => awardTierEvent(tx, change)))?.points_added).toBe(30);
    expect(await db().transaction((tx) => awardTierEvent(tx, change))).toBeNull();
    expect(await db().transaction((tx) => awardTierEvent(tx, { ...change, tierId: 'ltr_silver' }))).toBeNull();
    await dropRule(rule.id);
  });
});
