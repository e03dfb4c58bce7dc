import type { CalendarConflict } from '../../../contract/calendar.ts';
import { campaignsWithBudgetRules } from '../../store/repositories/campaign-budgets.ts';
import { budgetForecasts } from '../budgets/read.ts';
import type { ConflictFinder, PlacedItem } from './read.ts';

const dayMs = 86_400_000;

/**
 * "A budget runs out before the end": a switched-on campaign whose budget forecast (its last days' spending rate,
 * `budgets/read.ts`) runs out before the campaign ends, or before the range ends when it never does. Named on the
 * campaign's own item, or its first tier when only tiers are placed (a promotion).
 */
export const budgetConflicts: ConflictFinder = async (db, { projectId, placed, until, now, limit }) => {
  const byCampaign = new Map<string, PlacedItem>();
  for (const p of placed) {
    if (!p.subject.on) continue;
    const held = byCampaign.get(p.subject.campaignId);
    if (!held || (p.item.object === 'campaign' && held.item.object !== 'campaign'))
      byCampaign.set(p.subject.campaignId, p);
  }
  const campaignIds = [...byCampaign.keys()];
  const budgeted = await campaignsWithBudgetRules(db, projectId, campaignIds.length, campaignIds);
  const forecasts = await budgetForecasts(
    db,
    projectId,
    budgeted.map((c) => c.id),
    now,
  );
  const conflicts: CalendarConflict[] = [];
  for (const [campaignId, { run_out_date }] of forecasts) {
    if (!run_out_date) continue;
    const { item } = byCampaign.get(campaignId)!;
    const runOut = Date.parse(`${run_out_date}T00:00:00.000Z`) + dayMs;
    const end = item.expiration_date ? Date.parse(item.expiration_date) : until.getTime();
    if (runOut >= end) continue;
    if (conflicts.length === limit) return { conflicts, truncated: true };
    const ends = item.expiration_date ? `it ends on ${item.expiration_date.slice(0, 10)}` : 'the range ends';
    conflicts.push({
      kind: 'budget',
      reason: `"${item.campaign_name}" is forecast to run out of budget on ${run_out_date}, before ${ends}`,
      items: [{ object: item.object, id: item.id, name: item.name }],
      overlap: { start: new Date(runOut).toISOString(), end: new Date(end).toISOString() },
    });
  }
  return { conflicts, truncated: false };
};
