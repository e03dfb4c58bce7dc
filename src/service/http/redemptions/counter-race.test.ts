import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Tx } from '../../store/db.ts';
import { redemptions, sessionLocks } from '../../store/schema/activity.ts';
import { promotionTiers, vouchers } from '../../store/schema/catalog.ts';
import { testKeys } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  redeemable,
  redemptionOutcome,
  tierId,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const order = { amount: 25000, items: [{ product_id: 'prod_coffee', quantity: 5, price: 5000 }] };

/** Waits until a redemption's counter statement is queued on a row lock. */
async function waitForCountersToWait() {
  for (let tries = 0; tries < 500; tries++) {
    const [waiting] = await queryRows<{ n: number }>(
      service.database.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE '%take_redemption_counters(%'`,
    );
    if (waiting!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the redemption never waited for the voucher');
}

const concurrently: [string, (tx: Tx, voucherId: string) => Promise<unknown>, number][] = [
  [
    'the last use is redeemed',
    (tx, id) => tx.update(vouchers).set({ redeemedQuantity: 1 }).where(eq(vouchers.id, id)),
    1,
  ],
  [
    'another session reserves the last use',
    (tx, id) =>
      tx.insert(sessionLocks).values({
        projectId: testKeys.project_id,
        sessionKey: 'other-till',
        redeemableId: id,
        expiresAt: new Date(WEEKDAY_NOON.getTime() + 3_600_000),
      }),
    0,
  ],
];

// Only PostgreSQL runs transactions side by side; PGlite's one connection runs them one after another.
describe.runIf(process.env.TEST_DATABASE_URL)('a race lost at the counters', () => {
  it.each(concurrently)(
    '%s while a redemption that read it available waits for the voucher: nothing of it is written, it answers quantity_exceeded',
    async (_, change, usedAfter) => {
      const db = service.database.db;
      const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 1 });
      const open = await addVoucher(db, { discount: { type: 'PERCENT', percent_off: 5 } });
      const tier = await tierId(db, 'Orders over $100');
      const voucher = await voucherRow(db, code);
      const tierCounters = async () => (await db.select().from(promotionTiers).where(eq(promotionTiers.id, tier)))[0]!;
      const tierBefore = await tierCounters();

      let locked!: () => void;
      let release!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.select().from(vouchers).where(eq(vouchers.id, voucher.id)).for('no key update');
        locked();
        await released;
        await change(tx, voucher.id);
      });
      await isLocked;
      const outcome = redemptionOutcome(service, {
        customer: { source_id: 'late-racer' },
        redeemables: [redeemable(code), redeemable(open), redeemable(tier)],
        order,
      });
      await waitForCountersToWait();
      release();
      await holder;

      const result = await outcome;
      expect(result.status).toBe(400);
      expect(result.error?.key).toBe('quantity_exceeded');
      expect((await voucherRow(db, code)).redeemedQuantity).toBe(usedAfter);
      expect((await voucherRow(db, open)).redeemedQuantity).toBe(0);
      expect(await tierCounters()).toMatchObject({
        totalRedeemed: tierBefore.totalRedeemed,
        ordersTotalAmount: tierBefore.ordersTotalAmount,
        ordersTotalDiscountAmount: tierBefore.ordersTotalDiscountAmount,
      });
      const children = await db
        .select({ result: redemptions.result })
        .from(redemptions)
        .where(and(inArray(redemptions.voucherId, [voucher.id, (await voucherRow(db, open)).id])));
      expect(children.map((c) => c.result)).not.toContain('SUCCESS');
    },
  );
});
