import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignBudgets } from '../../store/schema/campaign-budgets.ts';
import { appHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemable,
  redemptionOutcome,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { newId } from '../../ids.ts';
import { insertAssignments, insertRules } from '../../store/repositories/validation-rules.ts';
import type { Db } from '../../store/db.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

/** A voucher (1.00 off, unlimited uses) whose campaign carries `rules`. */
async function budgetedVoucher(db: Db, rules: Record<string, unknown>) {
  const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } });
  const { campaignId } = await voucherRow(db, code);
  const ruleId = newId('val_');
  await insertRules(db, [{ id: ruleId, projectId: testKeys.project_id, name: 'Budget', rules }]);
  await insertAssignments(db, [
    {
      id: newId('asgm_'),
      projectId: testKeys.project_id,
      ruleId,
      relatedObjectType: 'campaign',
      relatedObjectId: campaignId!,
    },
  ]);
  return { code, campaignId: campaignId! };
}

const race = (n: number, code: string, customer: (i: number) => string = (i) => `budget-racer-${i}`) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      redemptionOutcome(service, {
        customer: { source_id: customer(i) },
        redeemables: [redeemable(code)],
        order: cart,
      }),
    ),
  );

const counter = async (campaignId: string) =>
  (await service.database.db.select().from(campaignBudgets).where(eq(campaignBudgets.campaignId, campaignId)))[0];

describe('budgets hold under concurrent redemptions', () => {
  it('50 redemptions against a discount budget that fits 10: exactly 10 succeed and it is never overspent', async () => {
    const { code, campaignId } = await budgetedVoucher(service.database.db, {
      '1': { name: 'campaign.orders.amount_discounted', conditions: { $less_than_or_equal: [1000] } },
      logic: '1',
    });
    const results = await race(50, code);
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400).map((r) => r.error?.key)).toEqual(
      Array(40).fill('order_rules_violated'),
    );
    expect(await counter(campaignId)).toMatchObject({ redemptions: 10, discountAmount: 1000, ordersAmount: 100000 });
    // A redemption counted against a budget answers as the official document says (it documents no 400 body for
    // this operation; the refusal is the interface's error body, read above by its schema).
    const taken = results.find((r) => r.status === 200)!;
    expect(officialErrors('post', '/client/v1/redemptions', 200, taken.redemption)).toEqual([]);
  });

  it('a redemption-count budget of 10 and an order-value budget each let exactly 10 of 30 through', async () => {
    for (const condition of [
      { name: 'campaign.redemptions.count', conditions: { $less_than_or_equal: [10] } },
      // Ten carts of 100.00 reach 1,000.00; the eleventh would pass it.
      { name: 'campaign.orders.amount', conditions: { $less_than_or_equal: [100000] } },
    ]) {
      const { code } = await budgetedVoucher(service.database.db, { '1': condition, logic: '1' });
      const results = await race(30, code);
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    }
  });

  it('a rollback gives its share of the budget back, so one more redemption fits', async () => {
    const { code, campaignId } = await budgetedVoucher(service.database.db, {
      '1': { name: 'campaign.orders.amount_discounted', conditions: { $less_than_or_equal: [300] } },
      logic: '1',
    });
    const results = await race(5, code);
    const succeeded = results.flatMap((r) => (r.status === 200 && r.redemption ? [r.redemption] : []));
    expect(succeeded).toHaveLength(3);
    const [again] = await race(1, code, () => 'after-spent');
    expect(again!.error?.key).toBe('order_rules_violated');

    const res = await service.request(`/v1/redemptions/${succeeded[0]!.parent_redemption.id}/rollbacks`, {
      method: 'POST',
      headers: appHeaders,
    });
    expect(res.status).toBe(200);
    expect(await counter(campaignId)).toMatchObject({ redemptions: 2, discountAmount: 200 });
    const [fits] = await race(1, code, () => 'after-rollback');
    expect(fits!.status).toBe(200);
    const [full] = await race(1, code, () => 'full-again');
    expect(full!.status).toBe(400);
  });

  it('a per-customer count budget of 2: 20 redemptions by one customer give exactly 2', async () => {
    const { code } = await budgetedVoucher(service.database.db, {
      '1': { name: 'redemption.count.per_customer', conditions: { $less_than_or_equal: [2] } },
      logic: '1',
    });
    // The customer exists before the race: a new one's creation would make the racers queue on its insert.
    const [first] = await race(1, code, () => 'budget-loyal');
    expect(first!.status).toBe(200);
    const results = await race(19, code, () => 'budget-loyal');
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).map((r) => r.error?.key)).toEqual(
      Array(18).fill('customer_rules_violated'),
    );
    const [other] = await race(1, code, () => 'budget-newcomer');
    expect(other!.status).toBe(200);
  });

  it('a bound inside an "or" is not a budget: the rule decides alone', async () => {
    const { code, campaignId } = await budgetedVoucher(service.database.db, {
      '1': { name: 'campaign.redemptions.count', conditions: { $less_than_or_equal: [1] } },
      '2': { name: 'order.amount', conditions: { $more_than: [5000] } },
      logic: '1 or 2',
    });
    const results = await race(3, code);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await counter(campaignId)).toBeUndefined();
  });
});
