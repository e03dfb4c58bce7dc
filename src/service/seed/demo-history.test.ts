import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportListSchema } from '../../contract/export.ts';
import { projectOverviewSchema } from '../../contract/overview.ts';
import { redemptionListSchema } from '../../contract/redemption.ts';
import { webhookDeliveryListSchema } from '../../contract/webhook-delivery.ts';
import { queryRows, type Db } from '../store/db.ts';
import { loyaltyTransactions, orders, redemptions } from '../store/schema/activity.ts';
import { promotionTiers, vouchers, webhooks } from '../store/schema/catalog.ts';
import { readAs } from '../testing/api.ts';
import { appHeaders, managementHeaders, openTestDatabase, testKeys } from '../testing/harness.ts';
import { redeemable, redeemThroughApi, tierId } from '../testing/redemptions.ts';
import { testClock, useTestService } from '../testing/service.ts';
import { seedDemo } from './demo.ts';
import { demoCodes } from './demo-codes.ts';

// A first start well past the calendar year the demo was written in: nothing in it may depend on one.
const seededAt = new Date('2027-06-01T10:00:00.000Z');
const clock = testClock(seededAt);
const service = useTestService({ seededAt, now: clock.now });
const db = () => service.database.db;
const day = (offset: number) => new Date(seededAt.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const overview = (from: string, to: string) =>
  readAs(
    service.request(`/promodesk/projects/${testKeys.project_id}/overview?from=${from}&to=${to}`, {
      headers: managementHeaders,
    }),
    projectOverviewSchema,
    200,
  );

describe('the demo history, relative to the day of the first start', () => {
  it("fills every figure, chart, list and alert of the overview's default range, and the 90 days before", async () => {
    const quarter = await overview(day(-90), day(0));
    expect(quarter.totals.succeeded).toBeGreaterThan(20);
    expect(quarter.totals.failed).toBeGreaterThan(0);
    expect(quarter.totals.rolled_back).toBeGreaterThan(0);

    // What the dashboard opens with: the last 30 days.
    const month = await overview(day(-29), day(0));
    expect(month.totals.succeeded).toBeGreaterThan(0);
    expect(month.totals.failed).toBeGreaterThan(0);
    expect(month.totals.rolled_back).toBeGreaterThan(0);
    expect(month.totals.discount).toBeGreaterThan(0);
    expect(month.days.filter((d) => d.succeeded > 0).length).toBeGreaterThan(5);
    expect(month.top_campaigns.length).toBeGreaterThan(1);
    expect(month.loyalty.points_issued).toBeGreaterThan(0);
    expect(month.loyalty.points_redeemed).toBeGreaterThan(0);
    expect(month.alerts.expiring_campaigns.map((c) => c.name)).toContain('Flash sale');
    expect(month.alerts.nearly_used_up.map((c) => c.code)).toContain(demoCodes.flashSale);

    // All of it lies before the day of the first start.
    expect((await overview(day(0), day(0))).totals).toMatchObject({ succeeded: 0, failed: 0, rolled_back: 0 });
    const oldest = await queryRows<{ at: string }>(db(), sql`SELECT min(created_at)::text AS at FROM redemptions`);
    expect(Date.parse(oldest[0]!.at)).toBeGreaterThanOrEqual(Date.parse(day(-90)));
  });

  it("matches the records with their counters, as the service's own requests leave them", async () => {
    const counted = await queryRows<{ code: string; redeemed: number; counted: number; balance: number; left: number }>(
      db(),
      sql`SELECT v.code, v.redeemed_quantity AS redeemed, v.gift_balance::int AS balance,
                 (SELECT count(*)::int FROM redemptions r WHERE r.voucher_id = v.id AND r.status = 'SUCCEEDED') AS counted,
                 (v.gift_amount - (SELECT coalesce(sum(r.amount), 0) FROM redemptions r
                                   WHERE r.voucher_id = v.id AND r.status = 'SUCCEEDED'))::int AS left
          FROM vouchers v WHERE v.project_id = ${testKeys.project_id}`,
    );
    for (const v of counted) {
      expect(v.redeemed, v.code).toBe(v.counted);
      if (v.balance !== null) expect(v.balance, v.code).toBe(v.left);
    }
    expect(counted.some((v) => v.redeemed > 0 && v.balance !== null)).toBe(true);

    for (const name of ['Orders over $100', 'Orders over $200']) {
      const id = await tierId(db(), name);
      const [tier] = await db().select().from(promotionTiers).where(eq(promotionTiers.id, id));
      const [sums] = await db()
        .select({
          n: sql<number>`count(*)::int`,
          discount: sql<number>`coalesce(sum(${redemptions.amount}), 0)::int`,
          orders: sql<number>`coalesce(sum(${orders.amount}), 0)::int`,
        })
        .from(redemptions)
        .innerJoin(orders, eq(orders.id, redemptions.orderId))
        .where(and(eq(redemptions.promotionTierId, id), eq(redemptions.status, 'SUCCEEDED')));
      expect(tier, name).toMatchObject({
        totalRedeemed: sums!.n,
        ordersTotalDiscountAmount: sums!.discount,
        ordersTotalAmount: sums!.orders,
      });
    }

    // A rolled-back redemption's order is canceled, a successful one's paid.
    const statuses = await queryRows<{ status: string; order_status: string }>(
      db(),
      sql`SELECT r.status, o.status AS order_status FROM redemptions r JOIN orders o ON o.id = r.order_id
          WHERE r.parent_id IS NULL GROUP BY 1, 2`,
    );
    expect(statuses.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { status: 'ROLLED_BACK', order_status: 'CANCELED' },
      { status: 'SUCCEEDED', order_status: 'PAID' },
    ]);

    // The loyalty card's ledger: each balance the running sum, the card's points what was earned.
    const [card] = await db().select().from(vouchers).where(eq(vouchers.code, demoCodes.loyaltyCard));
    const ledger = await db()
      .select()
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.voucherId, card!.id))
      .orderBy(asc(loyaltyTransactions.createdAt));
    let balance = 0;
    for (const t of ledger) expect(t.balance).toBe((balance += t.amount));
    expect(card).toMatchObject({
      loyaltyBalance: balance,
      loyaltyPoints: ledger.filter((t) => t.amount > 0).reduce((sum, t) => sum + t.amount, 0),
    });
    expect(ledger.length).toBeGreaterThan(20);
    expect(ledger.some((t) => t.type === 'POINTS_REDEMPTION')).toBe(true);
  });

  it('answers its redemptions, exports and webhook deliveries in the interface shapes', async () => {
    const listed = await readAs(
      service.request('/v1/redemptions?limit=100', { headers: appHeaders }),
      redemptionListSchema,
      200,
    );
    expect(listed.redemptions.length).toBeGreaterThan(0);
    const failure = listed.redemptions.find((r) => r.status === 'FAILED');
    expect(failure).toMatchObject({ result: 'FAILURE', failure_code: expect.any(String) });

    const { exports } = await readAs(service.request('/v1/exports', { headers: appHeaders }), exportListSchema, 200);
    expect(exports.map((e) => e.status)).toEqual(['DONE', 'DONE']);
    const { pathname, search } = new URL(exports[0]!.result!.url);
    const csv = await (await service.request(`${pathname}${search}`)).text();
    // The newest export holds the card's transactions up to the moment it was asked for.
    const [card] = await db().select().from(vouchers).where(eq(vouchers.code, demoCodes.loyaltyCard));
    const before = await db()
      .select({ id: loyaltyTransactions.id })
      .from(loyaltyTransactions)
      .where(
        and(
          eq(loyaltyTransactions.voucherId, card!.id),
          sql`${loyaltyTransactions.createdAt} <= ${new Date(exports[0]!.created_at)}`,
        ),
      );
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + before.length);

    const [hook] = await db()
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.projectId, testKeys.project_id), sql`${webhooks.targetUrl} LIKE '%/redemptions'`));
    const deliveries = await readAs(
      service.request(`/management/v1/projects/${testKeys.project_id}/webhooks/${hook!.id}/deliveries`, {
        headers: managementHeaders,
      }),
      webhookDeliveryListSchema,
      200,
    );
    expect(deliveries.data.length).toBeGreaterThan(0);
    expect(
      deliveries.data.every((d) => d.status === 'SUCCEEDED' && d.created_at >= hook!.createdAt.toISOString()),
    ).toBe(true);
    const undelivered = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM webhook_events WHERE dispatched_at IS NULL`,
    );
    expect(undelivered[0]!.n).toBe(0);
  });

  it('keeps its programs open a year after the first start: the weekday tier and PERCENT15 redeem', async () => {
    // 2028-05-31, a Wednesday at 10:00: inside the weekday tier's hours.
    clock.advance(365 * 86_400);
    const tier = await tierId(db(), 'Orders over $100');
    for (const id of [tier, demoCodes.percentOff]) {
      const body = await redeemThroughApi(service, { redeemables: [redeemable(id)], order: { amount: 15_000 } });
      expect(body.parent_redemption.status, id).toBe('SUCCEEDED');
    }
  });
});

describe('the demo history is deterministic', () => {
  const historyOf = async (at: Date) => {
    const database = await openTestDatabase();
    try {
      await seedDemo(database.db, testKeys, at);
      return await rowsOf(database.db);
    } finally {
      await database.close();
    }
  };
  const rowsOf = (db: Db) =>
    db
      .select({ id: redemptions.id, at: redemptions.createdAt, status: redemptions.status, data: redemptions.data })
      .from(redemptions)
      .orderBy(redemptions.id);

  it('gives the same history for the same variables and day, whatever the hour', async () => {
    const morning = await historyOf(new Date('2027-06-01T00:05:00.000Z'));
    expect(morning.length).toBeGreaterThan(50);
    expect(await historyOf(new Date('2027-06-01T23:55:00.000Z'))).toEqual(morning);
  }, 60_000);
});
