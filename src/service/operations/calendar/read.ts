/*
 * The campaign calendar: every campaign and promotion tier whose window touches a range of days, when each is usable
 * inside it (concrete intervals), what each competes for, and the conflicts between them. Read only, in one
 * read of the store; statuses are the service's (`campaignStatus`) at the request's instant.
 *
 * A promotion is listed with its tiers; the tiers, not the promotion, compete (each is redeemed on its own). Loyalty
 * programs give no discount at a till and compete with nothing.
 */
import {
  calendarLimits,
  type Calendar,
  type CalendarConflict,
  type CalendarItem,
  type CalendarQuery,
} from '../../../contract/calendar.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { campaignStatus } from '../../domain/campaign-status.ts';
import { usableIntervals, type Interval } from '../../domain/calendar-intervals.ts';
import { overlapConflicts, type ConflictSubject } from '../../domain/calendar-conflicts.ts';
import { DEFAULT_STACKING_RULES } from '../../domain/stacking.ts';
import type { Db, Executor } from '../../store/db.ts';
import { campaignsTouching, tiersTouching } from '../../store/repositories/calendar.ts';
import { findCategories, type CampaignRow, type CategoryRow } from '../../store/repositories/campaigns.ts';
import type { PromotionTierRow } from '../../store/repositories/promotion-tiers.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { notFound } from '../failures.ts';
import { loadAssignedRules } from '../rule-inputs.ts';
import { ruleTargets } from './rule-targets.ts';
import { budgetConflicts } from './budget-conflicts.ts';

const dayMs = 86_400_000;

/** An item placed on the calendar, with what conflict finders need beyond its presentation. */
export interface PlacedItem {
  item: CalendarItem;
  subject: ConflictSubject;
}

/**
 * Finds conflicts among the placed items of a range. Each kind of conflict is one finder; a finder that needs more
 * than the items (a budget's spending) reads it with `db`.
 */
export type ConflictFinder = (
  db: Executor,
  input: { projectId: string; placed: readonly PlacedItem[]; from: Date; until: Date; now: Date; limit: number },
) => Promise<{ conflicts: CalendarConflict[]; truncated: boolean }>;

/** The conflict finders the calendar asks, in order. */
export const conflictFinders: ConflictFinder[] = [
  async (_db, { placed, limit }) =>
    overlapConflicts(
      placed.map((p) => p.subject),
      limit,
    ),
  budgetConflicts,
];

const iso = (t: number) => new Date(t).toISOString();

export const readCalendar = (db: Db, projectId: string, query: CalendarQuery, now: Date) =>
  db.transaction((tx) => readIn(tx, projectId, query, now));

async function readIn(tx: Executor, projectId: string, query: CalendarQuery, now: Date): Promise<Calendar> {
  const project = await findProject(tx, projectId);
  if (!project) throw notFound('project', projectId);
  const stackingRules: StackingRules = { ...DEFAULT_STACKING_RULES, ...project.stackingRules };
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const until = new Date(Date.parse(query.to) + dayMs);
  const max = calendarLimits.items;
  const campaignRows = await campaignsTouching(tx, projectId, from, until, max + 1);
  const campaignsById = new Map(campaignRows.map((c) => [c.id, c]));
  const tierRows = (await tiersTouching(tx, projectId, from, until, max + 1)).filter((t) =>
    campaignsById.has(t.campaignId),
  );
  const rulesOf = await loadAssignedRules(tx, [...campaignRows.map((c) => c.id), ...tierRows.map((t) => t.id)]);
  const categoryIds = [...campaignRows, ...tierRows].flatMap((row) => row.categoryId ?? []);
  const categories = new Map((await findCategories(tx, [...new Set(categoryIds)])).map((c) => [c.id, c]));
  const exclusiveOf = (category: CategoryRow) =>
    category.stackingRulesType === 'EXCLUSIVE' || stackingRules.exclusive_categories.includes(category.id);

  const place = (campaign: CampaignRow, tier: PromotionTierRow | undefined): PlacedItem => {
    const own = tier ?? campaign;
    const windows = tier ? [tier.validity, campaign.validity] : [campaign.validity];
    const { intervals, truncated } = usableIntervals(
      windows,
      from.getTime(),
      until.getTime(),
      calendarLimits.intervalsPerItem,
    );
    const category = own.categoryId ? categories.get(own.categoryId) : undefined;
    const rules = [...rulesOf(own.id), ...(tier ? rulesOf(campaign.id) : [])];
    const { segments, products } = ruleTargets(rules);
    const exclusive = category ? exclusiveOf(category) : false;
    const ref = { object: tier ? ('promotion_tier' as const) : ('campaign' as const), id: own.id, name: own.name };
    const item: CalendarItem = {
      ...ref,
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      campaign_type: campaign.campaignType,
      status: statusOf(campaign, tier, now),
      start_date: own.validity.start_date ?? null,
      expiration_date: own.validity.expiration_date ?? null,
      validity_day_of_week: own.validity.validity_day_of_week ?? null,
      validity_hours: own.validity.validity_hours ?? null,
      validity_timeframe: own.validity.validity_timeframe ?? null,
      intervals: intervals.map((i: Interval) => ({ start: iso(i.start), end: iso(i.end) })),
      intervals_truncated: truncated,
      categories: category
        ? [{ id: category.id, name: category.name, stacking_rules_type: category.stackingRulesType }]
        : [],
      segments,
      products,
      exclusive,
    };
    const competes = tier ? true : campaign.campaignType !== 'PROMOTION' && campaign.campaignType !== 'LOYALTY_PROGRAM';
    const subject: ConflictSubject = {
      ref,
      campaignId: campaign.id,
      on: competes && campaign.active && (tier?.active ?? true),
      intervals,
      categories: item.categories,
      segments,
      products,
      exclusive,
    };
    return { item, subject };
  };

  const placed = [
    ...campaignRows.map((c) => place(c, undefined)),
    ...tierRows.map((t) => place(campaignsById.get(t.campaignId)!, t)),
  ].slice(0, max);
  let truncated = campaignRows.length + tierRows.length > max;
  const conflicts: CalendarConflict[] = [];
  for (const find of conflictFinders) {
    const limit = calendarLimits.conflicts - conflicts.length;
    const found = await find(tx, { projectId, placed, from, until, now, limit });
    conflicts.push(...found.conflicts.slice(0, limit));
    truncated ||= found.truncated;
  }
  return { from: query.from, to: query.to, items: placed.map((p) => p.item), conflicts, truncated };
}

/** A tier is what its promotion is, unless the promotion is live: then its own switch and dates decide. */
function statusOf(campaign: CampaignRow, tier: PromotionTierRow | undefined, now: Date) {
  const status = campaignStatus(campaign, now);
  if (!tier || status !== 'ACTIVE') return status;
  return campaignStatus({ active: tier.active, deletedAt: null, validity: tier.validity }, now);
}
