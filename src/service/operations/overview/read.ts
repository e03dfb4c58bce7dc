import type { OverviewQuery, ProjectOverview } from '../../../contract/overview.ts';
import type { Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { notFound } from '../failures.ts';
import { campaignsLowOnBudget } from '../budgets/read.ts';
import {
  campaignsExpiring,
  codesNearlyUsedUp,
  loyaltyPointsPerDay,
  redemptionsPerDay,
  topCampaigns,
} from '../../store/repositories/overview.ts';

const dayMs = 86_400_000;

/** Every UTC day from `from` to `to`, both included, as `YYYY-MM-DD`. */
const daysOf = (from: string, to: string) =>
  Array.from({ length: (Date.parse(to) - Date.parse(from)) / dayMs + 1 }, (_, i) =>
    new Date(Date.parse(from) + i * dayMs).toISOString().slice(0, 10),
  );

/** The project's (or one campaign's) figures over the query's days; alerts look a week ahead of `now`. */
export async function readProjectOverview(
  db: Executor,
  projectId: string,
  query: OverviewQuery,
  now: Date,
): Promise<ProjectOverview> {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  if (query.campaign_id && !(await findCampaign(db, projectId, query.campaign_id)))
    throw notFound('campaign', query.campaign_id);
  const range = {
    from: new Date(`${query.from}T00:00:00.000Z`),
    until: new Date(Date.parse(query.to) + dayMs),
    campaignId: query.campaign_id,
  };
  const counted = new Map((await redemptionsPerDay(db, projectId, range)).map((row) => [row.date, row]));
  const days = daysOf(query.from, query.to).map((date) => {
    const row = counted.get(date);
    return {
      date,
      succeeded: Number(row?.succeeded ?? 0),
      failed: Number(row?.failed ?? 0),
      rolled_back: Number(row?.rolled_back ?? 0),
      discount: Number(row?.discount ?? 0),
      orders_amount: Number(row?.orders_amount ?? 0),
    };
  });
  const sum = (key: 'succeeded' | 'failed' | 'rolled_back' | 'discount' | 'orders_amount') =>
    days.reduce((total, day) => total + day[key], 0);
  const ledger = new Map((await loyaltyPointsPerDay(db, projectId, range)).map((row) => [row.date, row]));
  const pointDays = daysOf(query.from, query.to).map((date) => {
    const row = ledger.get(date);
    return {
      date,
      issued: Number(row?.issued ?? 0),
      redeemed: Number(row?.redeemed ?? 0),
      expired: Number(row?.expired ?? 0),
    };
  });
  const pointsSum = (key: 'issued' | 'redeemed' | 'expired') => pointDays.reduce((total, day) => total + day[key], 0);
  const expiring = await campaignsExpiring(db, projectId, now, new Date(now.getTime() + 7 * dayMs), range);
  return {
    from: query.from,
    to: query.to,
    days,
    totals: {
      succeeded: sum('succeeded'),
      failed: sum('failed'),
      rolled_back: sum('rolled_back'),
      discount: sum('discount'),
      orders_amount: sum('orders_amount'),
    },
    top_campaigns: (await topCampaigns(db, projectId, range, 5)).map((row) => ({
      campaign_id: row.campaign_id,
      name: row.name,
      redemptions: Number(row.redemptions),
      discount: Number(row.discount),
    })),
    loyalty: {
      points_issued: pointsSum('issued'),
      points_redeemed: pointsSum('redeemed'),
      points_expired: pointsSum('expired'),
      days: pointDays,
    },
    alerts: {
      expiring_campaigns: expiring.map((row) => ({
        ...row,
        expiration_date: new Date(row.expiration_date).toISOString(),
      })),
      nearly_used_up: (await codesNearlyUsedUp(db, projectId, 10, range)).map((row) => ({
        ...row,
        redeemed: Number(row.redeemed),
        quantity: Number(row.quantity),
      })),
      low_on_budget: (await campaignsLowOnBudget(db, projectId, now)).filter(
        (low) => !query.campaign_id || low.campaign_id === query.campaign_id,
      ),
    },
  };
}
