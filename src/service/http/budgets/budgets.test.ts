import { describe, expect, it } from 'vitest';
import { calendarSchema } from '../../../contract/calendar.ts';
import { campaignBudgetSchema } from '../../../contract/campaign-budget.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { projectOverviewSchema } from '../../../contract/overview.ts';
import { newId } from '../../ids.ts';
import { budgetForecasts } from '../../operations/budgets/read.ts';
import { insertAssignments, insertRules } from '../../store/repositories/validation-rules.ts';
import { readAs } from '../../testing/api.ts';
import { managementHeaders, testKeys } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  daysFromNoon,
  redeemThroughApi,
  redeemable,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const project = testKeys.project_id;
const budgetOf = (campaignId: string) =>
  service.request(`/promodesk/projects/${project}/campaigns/${campaignId}/budget`, { headers: managementHeaders });

/** A campaign whose voucher gives 1.00 off, with a rule of `conditions` (all required) assigned to the campaign. */
async function campaignWith(conditions: Record<string, unknown>[]) {
  const db = service.database.db;
  const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } });
  const { campaignId } = await voucherRow(db, code);
  if (conditions.length) {
    const ruleId = newId('val_');
    const rules = Object.fromEntries(conditions.map((c, i) => [String(i + 1), c]));
    await insertRules(db, [{ id: ruleId, projectId: project, name: 'Budget', rules }]);
    await insertAssignments(db, [
      { id: newId('asgm_'), projectId: project, ruleId, relatedObjectType: 'campaign', relatedObjectId: campaignId! },
    ]);
  }
  const redeem = async (n: number) => {
    for (let i = 0; i < n; i++) await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
  };
  return { campaignId: campaignId!, redeem };
}

describe('GET /promodesk/projects/{projectId}/campaigns/{campaignId}/budget', () => {
  it('answers each budget with spent, left, the burn-down and the day it runs out at the last 7 days rate', async () => {
    const { campaignId, redeem } = await campaignWith([
      { name: 'campaign.orders.amount_discounted', conditions: { $less_than_or_equal: [2000] } },
      { name: 'redemption.count', conditions: { $less_than: [101] } },
    ]);
    await redeem(3);
    clock.advance(86_400);
    await redeem(7);

    const budget = await readAs(budgetOf(campaignId), campaignBudgetSchema, 200);
    const today = daysFromNoon(1).slice(0, 10);
    const discount = budget.budgets.find((b) => b.metric === 'discount')!;
    expect(discount).toMatchObject({
      condition: 'campaign.orders.amount_discounted',
      limit: 2000,
      spent: 1000,
      left: 1000,
      percent_left: 50,
      // 1000 spent over the last 7 days: 1000 left lasts 7 more days.
      run_out_date: daysFromNoon(8).slice(0, 10),
    });
    expect(discount.burn_down.slice(-3)).toEqual([
      { date: daysFromNoon(-1).slice(0, 10), left: 2000 },
      { date: daysFromNoon(0).slice(0, 10), left: 1700 },
      { date: today, left: 1000 },
    ]);
    expect(budget.budgets.find((b) => b.metric === 'redemptions')).toMatchObject({ limit: 100, spent: 10, left: 90 });
    expect(budget.days.at(-1)).toEqual({ date: today, redemptions: 7, discount: 700, orders_amount: 70000 });
    expect(budget.run_out_date).toBe(daysFromNoon(8).slice(0, 10));

    const forecasts = await budgetForecasts(service.database.db, project, [campaignId, 'camp_missing'], clock.now());
    expect([...forecasts.keys()]).toEqual([campaignId]);
    expect(forecasts.get(campaignId)?.run_out_date).toBe(budget.run_out_date);
  });

  it('a campaign without budgets answers none and no forecast; an unknown campaign is 404', async () => {
    const { campaignId, redeem } = await campaignWith([]);
    await redeem(1);
    expect(await readAs(budgetOf(campaignId), campaignBudgetSchema, 200)).toMatchObject({
      budgets: [],
      run_out_date: null,
    });
    const missing = await readAs(budgetOf('camp_missing'), errorBodySchema, 404);
    expect(missing.key).toBe('not_found');
  });

  it('the overview lists campaigns below 5% of a budget left, lowest first', async () => {
    const spent = await campaignWith([
      { name: 'campaign.orders.amount_discounted', conditions: { $less_than_or_equal: [1000] } },
    ]);
    const healthy = await campaignWith([
      { name: 'campaign.orders.amount_discounted', conditions: { $less_than_or_equal: [1000] } },
    ]);
    await spent.redeem(10);
    await healthy.redeem(1);
    const day = daysFromNoon(0).slice(0, 10);
    const overview = await readAs(
      service.request(`/promodesk/projects/${project}/overview?from=${day}&to=${day}`, { headers: managementHeaders }),
      projectOverviewSchema,
      200,
    );
    const low = overview.alerts.low_on_budget.map((l) => l.campaign_id);
    expect(low).toContain(spent.campaignId);
    expect(low).not.toContain(healthy.campaignId);
    expect(overview.alerts.low_on_budget.find((l) => l.campaign_id === spent.campaignId)).toMatchObject({
      condition: 'campaign.orders.amount_discounted',
      percent_left: 0,
    });
  });
});

describe('the calendar flags budgets that run out before the end', () => {
  it('names a campaign whose forecast runs out inside the range, and not one that lasts', async () => {
    const short = await campaignWith([
      { name: 'campaign.orders.amount_discounted', conditions: { $less_than_or_equal: [1000] } },
    ]);
    const lasting = await campaignWith([{ name: 'redemption.count', conditions: { $less_than: [100_000] } }]);
    await short.redeem(5);
    await lasting.redeem(1);

    const from = daysFromNoon(0).slice(0, 10);
    const to = daysFromNoon(30).slice(0, 10);
    const calendar = await readAs(
      service.request(`/promodesk/projects/${project}/calendar?from=${from}&to=${to}`, { headers: managementHeaders }),
      calendarSchema,
      200,
    );
    const ours = [short.campaignId, lasting.campaignId];
    const budgetConflicts = calendar.conflicts.filter((c) => c.kind === 'budget' && ours.includes(c.items[0]!.id));
    // Half the short budget went today: at that rate it runs out well inside the 30 days; the other lasts.
    const { run_out_date } = await readAs(budgetOf(short.campaignId), campaignBudgetSchema, 200);
    expect(budgetConflicts).toEqual([
      expect.objectContaining({
        items: [expect.objectContaining({ id: short.campaignId })],
        reason: expect.stringContaining(`run out of budget on ${run_out_date}, before the range ends`),
      }),
    ]);
    expect(run_out_date! < to).toBe(true);
  });
});
