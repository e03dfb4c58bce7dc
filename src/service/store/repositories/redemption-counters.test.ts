import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testKeys } from '../../testing/harness.ts';
import { WEEKDAY_NOON, addVoucher, tierId, voucherRow } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';
import { lostCounterRace } from '../errors.ts';
import { sessionLocks } from '../schema/activity.ts';
import { promotionTiers } from '../schema/catalog.ts';
import { takeRedemptionCounters, type CounterTaking } from './redemptions.ts';

const service = useTestService();
const at = WEEKDAY_NOON;

const reserve = (voucherId: string, sessionKey: string, credits = 0) =>
  service.database.db.insert(sessionLocks).values({
    projectId: testKeys.project_id,
    sessionKey,
    redeemableId: voucherId,
    expiresAt: new Date(at.getTime() + 3_600_000),
    reservedCredits: credits,
  });

const taking = (vouchers: CounterTaking['vouchers'], more: Partial<CounterTaking> = {}): CounterTaking => ({
  project: testKeys.project_id,
  redemption: 'r_test',
  vouchers,
  tiers: [],
  order_amount: 10000,
  budgets: [],
  session: null,
  at: at.toISOString(),
  ...more,
});

/** Takes the counters as a redemption's last statement, committing; answers the lost race, if any. */
async function take(counters: CounterTaking) {
  try {
    await service.database.db.transaction((tx) => takeRedemptionCounters(tx, counters, { last: true }));
    return undefined;
  } catch (error) {
    return lostCounterRace(error) ?? Promise.reject(error);
  }
}

describe('take_redemption_counters', () => {
  it("spends a use, adds to the tier, uses up the session's own reservation, and commits", async () => {
    const db = service.database.db;
    const voucher = await voucherRow(db, await addVoucher(db, { quantity: 1 }));
    const tier = await tierId(db, 'Orders over $100');
    const [before] = await db.select().from(promotionTiers).where(eq(promotionTiers.id, tier));
    await reserve(voucher.id, 'mine');
    const lost = await take(
      taking([{ id: voucher.id, gift: 0 }], { session: 'mine', tiers: [{ id: tier, discount: 250 }] }),
    );
    expect(lost).toBeUndefined();
    expect((await voucherRow(db, voucher.code)).redeemedQuantity).toBe(1);
    expect(await db.select().from(sessionLocks).where(eq(sessionLocks.redeemableId, voucher.id))).toEqual([]);
    expect((await db.select().from(promotionTiers).where(eq(promotionTiers.id, tier)))[0]).toMatchObject({
      totalRedeemed: before!.totalRedeemed + 1,
      ordersTotalAmount: before!.ordersTotalAmount + 10000,
      ordersTotalDiscountAmount: before!.ordersTotalDiscountAmount + 250,
    });
  });

  it("loses the race to another session's reservation of the last use, or to a spent balance, and writes nothing", async () => {
    const db = service.database.db;
    const open = await voucherRow(db, await addVoucher(db, {}));
    const limited = await voucherRow(db, await addVoucher(db, { quantity: 1 }));
    await reserve(limited.id, 'someone-else');
    expect(
      await take(
        taking([
          { id: open.id, gift: 0 },
          { id: limited.id, gift: 0 },
        ]),
      ),
    ).toEqual({
      voucherId: limited.id,
      reason: 'quantity',
    });
    const card = await voucherRow(db, await addVoucher(db, { gift: 1000 }));
    expect(await take(taking([{ id: card.id, gift: 1500 }]))).toEqual({ voucherId: card.id, reason: 'gift' });
    await reserve(card.id, 'someone-else', 600);
    expect(await take(taking([{ id: card.id, gift: 500 }]))).toEqual({ voucherId: card.id, reason: 'gift' });
    expect((await voucherRow(db, open.code)).redeemedQuantity).toBe(0);
    expect(await voucherRow(db, limited.code)).toMatchObject({ redeemedQuantity: 0 });
    expect(await voucherRow(db, card.code)).toMatchObject({ redeemedQuantity: 0, giftBalance: 1000 });
  });
});
