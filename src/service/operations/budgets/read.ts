/*
 * A campaign's budgets as the console shows them: each budget its rules set (`domain/budgets.ts`), what is spent
 * (the campaign's successful redemptions that were not rolled back, as the counters count), the last 30 days' spend
 * and a linear forecast of the day each runs out. Reads only.
 */
import type { CampaignBudget } from '../../../contract/campaign-budget.ts';
import { budgetLimits, FORECAST_DAYS, runOutDate, type BudgetMetric } from '../../domain/budgets.ts';
import type { Executor } from '../../store/db.ts';
import { campaignSpendPerDay, campaignsWithBudgetRules } from '../../store/repositories/campaign-budgets.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { redemptionCounts } from '../../store/repositories/redemptions.ts';
import { notFound } from '../failures.ts';
import { loadAssignedRules } from '../rule-inputs.ts';

const dayMs = 86_400_000;
const SERIES_DAYS = 30;
/** Campaigns with budget rules the overview looks at, at most. */
const MAX_BUDGETED_CAMPAIGNS = 200;
/** Below this share left, a budget is low. */
export const LOW_BUDGET_PERCENT = 5;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const field: Record<BudgetMetric, 'redemptions' | 'discount' | 'orders_amount'> = {
  redemptions: 'redemptions',
  discount: 'discount',
  orders: 'orders_amount',
};

/** The budgets of campaigns known to exist in the project. */
async function budgetsOf(db: Executor, campaignId: string, at: Date): Promise<CampaignBudget> {
  const limits = budgetLimits((await loadAssignedRules(db, [campaignId]))(campaignId));
  const today = dayOf(at);
  const first = Date.parse(today) - (SERIES_DAYS - 1) * dayMs;
  const dates = Array.from({ length: SERIES_DAYS }, (_, i) => dayOf(new Date(first + i * dayMs)));
  if (!limits.length) return { campaign_id: campaignId, budgets: [], days: [], run_out_date: null };
  const rows = new Map(
    (await campaignSpendPerDay(db, campaignId, new Date(first), new Date(Date.parse(today) + dayMs))).map((r) => [
      r.date,
      r,
    ]),
  );
  const days = dates.map((date) => {
    const row = rows.get(date);
    return {
      date,
      redemptions: Number(row?.redemptions ?? 0),
      discount: Number(row?.discount ?? 0),
      orders_amount: Number(row?.orders_amount ?? 0),
    };
  });
  const totals = (await redemptionCounts(db, [campaignId], undefined)).get(campaignId);
  const spentOf: Record<BudgetMetric, number> = {
    redemptions: totals?.campaignTotal ?? 0,
    discount: totals?.amountDiscounted ?? 0,
    orders: totals?.ordersAmount ?? 0,
  };
  const budgets = limits.map(({ metric, condition, limit }) => {
    const spent = spentOf[metric];
    const left = Math.max(0, limit - spent);
    const perDay = days.map((d) => d[field[metric]]);
    // What was left at the end of each day: today's left plus what the days after it spent, walked from today back.
    let later = 0;
    const burnDown = dates
      .map((date, i) => ({ date, spent: perDay[i]! }))
      .reverse()
      .map(({ date, spent: spentThatDay }) => {
        const leftThen = Math.max(0, limit - spent + later);
        later += spentThatDay;
        return { date, left: leftThen };
      })
      .reverse();
    return {
      metric,
      condition,
      limit,
      spent,
      left,
      percent_left: limit > 0 ? Math.round((left / limit) * 10_000) / 100 : 0,
      run_out_date: runOutDate(left, perDay.slice(-FORECAST_DAYS), today),
      burn_down: burnDown,
    };
  });
  const runOuts = budgets.flatMap((b) => b.run_out_date ?? []).sort();
  return { campaign_id: campaignId, budgets, days, run_out_date: runOuts[0] ?? null };
}

/** `GET /promodesk/projects/{projectId}/campaigns/{campaignId}/budget`. Another project's campaign is not found. */
export async function readCampaignBudget(db: Executor, projectId: string, campaignId: string, at: Date) {
  if (!(await findCampaign(db, projectId, campaignId))) throw notFound('campaign', campaignId);
  return budgetsOf(db, campaignId, at);
}

/**
 * Each of the project's `campaignIds` that has a budget: the earliest day one runs out (null: no spend to forecast
 * from) and its budgets. For the calendar, which flags budgets that run out before a campaign ends.
 */
export async function budgetForecasts(db: Executor, projectId: string, campaignIds: string[], at: Date) {
  const forecasts = new Map<string, { run_out_date: string | null; budgets: CampaignBudget['budgets'] }>();
  for (const id of campaignIds) {
    if (!(await findCampaign(db, projectId, id))) continue;
    const { budgets, run_out_date } = await budgetsOf(db, id, at);
    if (budgets.length) forecasts.set(id, { run_out_date, budgets });
  }
  return forecasts;
}

/** The project's campaigns with a budget below `LOW_BUDGET_PERCENT` left, lowest first: the overview's alert. */
export async function campaignsLowOnBudget(db: Executor, projectId: string, at: Date) {
  const low: { campaign_id: string; name: string; condition: string; percent_left: number }[] = [];
  for (const campaign of await campaignsWithBudgetRules(db, projectId, MAX_BUDGETED_CAMPAIGNS)) {
    const { budgets } = await budgetsOf(db, campaign.id, at);
    const lowest = budgets.toSorted((a, b) => a.percent_left - b.percent_left)[0];
    if (lowest && lowest.percent_left < LOW_BUDGET_PERCENT) {
      low.push({
        campaign_id: campaign.id,
        name: campaign.name,
        condition: lowest.condition,
        percent_left: lowest.percent_left,
      });
    }
  }
  return low.sort((a, b) => a.percent_left - b.percent_left);
}
