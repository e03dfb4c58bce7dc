/*
 * What a stacked redemption's pass reads before it decides (evaluate.ts decides, with no I/O): the redeemables, their
 * definitions from the model snapshot, their rules and, only where rules use them, counts and resolved order lines.
 */
import type { LineIds } from '../../domain/order-totals.ts';
import { periodStarts } from '../../domain/count-periods.ts';
import {
  readsIncentiveCounts,
  readsRedemptionCounts,
  readsSharedCounts,
  readsUserLogin,
} from '../../domain/rule-condition-facts.ts';
import type { RuleContext } from '../../domain/rules.ts';
import type { Executor } from '../../store/db.ts';
import { findCampaignsByIds, findCategories, type CategoryRow } from '../../store/repositories/campaigns.ts';
import { lockCustomer } from '../../store/repositories/customers.ts';
import { findUser } from '../../store/repositories/people.ts';
import {
  findTiersByIds,
  incentiveCounts,
  lockSharedCounts,
  redemptionCounts,
} from '../../store/repositories/redemptions.ts';
import { findAssignmentOf, findReward } from '../../store/repositories/rewards.ts';
import { findVouchersWithReservations, type Reserved } from '../../store/repositories/session-locks.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { lineIdsOf } from '../products/line-ids.ts';
import { loadAssignedRules, ruleCollectionIds, targetsOf, type AssignedRule } from '../rule-inputs.ts';
import { withMembership } from '../segments/membership.ts';
import {
  decideRedemption,
  objectIdOf,
  rulesOfFound,
  type Evaluation,
  type EvaluationInput,
  type Found,
} from './evaluate.ts';
import type { CardReward } from './pay-with-points.ts';

/** What a pass decides on: the redeemables found by request key, their categories and rules, counts and reservations. */
export interface Loaded {
  found: Map<string, Found>;
  categoryRows: CategoryRow[];
  rulesOf: (id: string) => AssignedRule[];
  counts: Map<string, RuleContext['redemptions']>;
  /** Each code's or tier's own counts, by its id, for the redeemables whose rules read them. */
  incentiveCounts: Map<string, NonNullable<RuleContext['redemptions']['incentive']>>;
  reserved: Map<string, Reserved>;
  /** Per order line, the other ids it is known by (its SKU, product, targeted collections); absent when no rule targets. */
  lineIds?: LineIds;
  /** Who redeems, as rules on keys and people read it. */
  channel?: RuleContext['channel'];
}

/**
 * What a pass reads. Definitions (tiers, campaigns, categories, rules) come from the model snapshot; vouchers (their
 * counters) with their reservations and, only for rules that use them, redemption counts are read now.
 */
export async function loadEvaluation(db: Executor, input: EvaluationInput): Promise<Loaded> {
  const { model, projectId } = input;
  const requested = input.request.redeemables;
  const codes = requested.filter((r) => r.object === 'voucher').map((r) => r.id);
  const tierIds = requested.filter((r) => r.object === 'promotion_tier').map((r) => r.id);
  // Promotion tiers are open to every shopper, so only vouchers are ever reserved.
  const { rows: voucherRows, reserved } = await findVouchersWithReservations(
    db,
    projectId,
    codes,
    input.sessionKey,
    input.at,
  );
  const tiers = await model.memoMany(`tier-with-campaign:${projectId}`, tierIds, async (ids) =>
    byId(await findTiersByIds(db, projectId, ids), (row) => row.tier.id),
  );
  const campaigns = await model.memoMany(
    `campaign:${projectId}`,
    voucherRows.flatMap((v) => (v.campaignId ? [v.campaignId] : [])),
    async (ids) => byId(await findCampaignsByIds(db, projectId, ids), (row) => row.id),
  );
  const cardRewards = await rewardsNamed(db, projectId, requested, voucherRows);
  const found = new Map<string, Found>([
    ...voucherRows.map(
      (voucher) =>
        [
          `voucher:${voucher.code}`,
          {
            object: 'voucher',
            voucher,
            campaign: voucher.campaignId ? campaigns.get(voucher.campaignId) : undefined,
            payWith: cardRewards.get(voucher.id),
          },
        ] as const,
    ),
    ...[...tiers.values()].map(
      ({ tier, campaign }) => [`promotion_tier:${tier.id}`, { object: 'promotion_tier', tier, campaign }] as const,
    ),
  ]);
  const all = [...found.values()];
  const campaignIds = [...new Set(all.flatMap((f) => (f.campaign ? [f.campaign.id] : [])))];
  const categoryIds = all.flatMap((f) => (f.object === 'voucher' ? f.voucher.categoryId : f.tier.categoryId) ?? []);
  const categoryRows = [
    ...(
      await model.memoMany('category', categoryIds, async (ids) => byId(await findCategories(db, ids), (c) => c.id))
    ).values(),
  ];
  const assignmentIds = [...cardRewards.values()].map((r) => r.assignmentId);
  const ruleOwners = [...all.map(objectIdOf), ...campaignIds, ...assignmentIds];
  const rules = await model.memoMany('assigned-rules', ruleOwners, async (ids) => {
    const rulesOf = await loadAssignedRules(db, ids);
    return new Map(ids.map((id) => [id, rulesOf(id)]));
  });
  const rulesOf = (id: string) => rules.get(id) ?? [];
  const counted = campaignIds.filter((id) =>
    all.some((f) => f.campaign?.id === id && readsRedemptionCounts([...rulesOf(objectIdOf(f)), ...rulesOf(id)])),
  );
  const rulesFor = (f: Found) => rulesOfFound(rulesOf, f);
  const incentives = all.filter((f) => readsIncentiveCounts(rulesFor(f))).map(objectIdOf);
  if (input.lockForCounts) {
    // Shared counts first, then the customer: every redemption takes these locks in this order, so none deadlock.
    await lockSharedCounts(
      db,
      projectId,
      all.flatMap((f) => sharedCountSubjects(f, rulesFor(f))),
    );
    if ((counted.length || incentives.length) && input.customer) await lockCustomer(db, input.customer.id);
  }
  const starts = periodStarts(input.at);
  const assigned = all.flatMap(rulesFor);
  const channel = await channelFacts(db, input.channel, readsUserLogin(assigned));
  const counts = await redemptionCounts(db, counted, input.customer?.id, starts);
  const incentiveCountsOf = await incentiveCounts(
    db,
    incentives,
    input.customer?.id,
    starts,
    input.channel?.channel_id,
  );
  const targeted = targetsOf(assigned);
  // Lines are resolved when a discount targets products or a rule or a same-items discount names a collection.
  const collections = [...ruleCollectionIds(assigned), ...all.flatMap(sameItemsSource)];
  const lineIds =
    targeted.included.length + targeted.excluded.length + collections.length > 0
      ? await lineIdsOf(db, projectId, input.request.order?.items ?? [], [
          ...new Set([...targeted.collectionIds, ...collections]),
        ])
      : undefined;
  return {
    found,
    categoryRows,
    rulesOf,
    counts,
    incentiveCounts: incentiveCountsOf,
    reserved,
    ...(lineIds && { lineIds }),
    channel,
  };
}

/** The incentive and campaign whose shared counts `rules` read, which a redemption takes turns on. */
function sharedCountSubjects(f: Found, rules: AssignedRule[]): string[] {
  const reads = readsSharedCounts(rules);
  return [...(reads.incentive ? [objectIdOf(f)] : []), ...(reads.campaign && f.campaign ? [f.campaign.id] : [])];
}

/** Per loyalty card that names a reward to pay with, that reward when it is assigned to the card's program. */
async function rewardsNamed(
  db: Executor,
  projectId: string,
  requested: EvaluationInput['request']['redeemables'],
  cards: VoucherRow[],
): Promise<Map<string, CardReward>> {
  const named = new Map<string, CardReward>();
  for (const card of cards) {
    const asked = requested.find((r) => r.object === 'voucher' && r.id === card.code);
    const rewardId = asked?.object === 'voucher' ? asked.reward?.id : undefined;
    if (card.type !== 'LOYALTY_CARD' || !rewardId || !card.campaignId) continue;
    const reward = await findReward(db, projectId, rewardId);
    const assignment = reward && (await findAssignmentOf(db, reward.id, card.campaignId));
    if (reward && assignment) named.set(card.id, { reward, assignmentId: assignment.id });
  }
  return named;
}

/** The key's client id, or (only when a rule reads it) the login of the person at the console. */
async function channelFacts(
  db: Executor,
  channel: EvaluationInput['channel'],
  readsLogin: boolean,
): Promise<RuleContext['channel']> {
  if (!channel?.channel_id) return undefined;
  if (channel.channel_type === 'API') return { apiKey: channel.channel_id };
  if (channel.channel_type !== 'USER' || !readsLogin) return {};
  const user = await findUser(db, channel.channel_id);
  return user ? { userLogin: user.email } : {};
}

/** The collection an ADD_SAME_ITEMS discount gives free units of (its `unit_type`), which lines must be resolved to. */
function sameItemsSource(f: Found): string[] {
  const discount =
    f.object === 'promotion_tier' ? f.tier.action.discount : (f.voucher.discount ?? f.campaign?.voucher?.discount);
  return discount?.type === 'UNIT' && discount.effect === 'ADD_SAME_ITEMS' ? [discount.unit_type] : [];
}

const byId = <T>(rows: readonly T[], idOf: (row: T) => string) => new Map(rows.map((row) => [idOf(row), row]));

export async function evaluateRedemption(db: Executor, input: EvaluationInput): Promise<Evaluation> {
  // Rules on `customer.segment` see the customer's static segments and the filtered ones it matches now.
  const withSegments = { ...input, customer: await withMembership(db, input.customer, input.at, input.model) };
  return decideRedemption(await loadEvaluation(db, withSegments), withSegments);
}
