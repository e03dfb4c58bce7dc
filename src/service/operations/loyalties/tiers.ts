import {
  maxTiersPerProgram,
  type LoyaltyTier,
  type LoyaltyTierList,
  type LoyaltyTierWrite,
  type loyaltyTierOrderSchema,
} from '../../../contract/loyalty-tier.ts';
import type { z } from 'zod';
import { overlappingTier } from '../../domain/loyalty-tiers.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import {
  findMemberTier,
  findTier,
  insertTiers,
  listTiers,
  lockProgram,
  programCards,
  reevaluateMemberTier,
  type LoyaltyTierRow,
  type MemberTierRow,
} from '../../store/repositories/loyalty-tiers.ts';
import { auditChange, type Acting } from '../acting.ts';
import { holdChange } from '../approvals/gate.ts';
import { invalidField, notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { readLoyaltyCard } from '../vouchers/read.ts';

const day = (date: Date) => iso(date).slice(0, 10);

/** Where a requested range starts: a `to` alone starts at 0; neither is a tier without a range. */
const fromOf = (points: LoyaltyTierWrite['points']) => points.from ?? (points.to === undefined ? null : 0);

export function presentTier(row: LoyaltyTierRow, member?: { row: MemberTierRow; customerId: string }): LoyaltyTier {
  const points = {
    ...(row.pointsFrom !== null && { from: row.pointsFrom }),
    ...(row.pointsTo !== null && { to: row.pointsTo }),
  };
  return {
    id: row.id,
    name: row.name,
    campaign_id: row.campaignId,
    metadata: row.metadata,
    created_at: iso(row.createdAt),
    updated_at: row.updatedAt ? iso(row.updatedAt) : null,
    earning_rules: row.earningRules,
    rewards: row.rewards,
    config: { points },
    points,
    ...(member && {
      expiration: {
        customer_id: member.customerId,
        campaign_id: row.campaignId,
        tier_id: row.id,
        start_date: day(member.row.since),
        ...(member.row.expiresAt && { expiration_date: day(member.row.expiresAt) }),
        created_at: iso(member.row.since),
        ...(member.row.updatedAt && { updated_at: iso(member.row.updatedAt) }),
      },
    }),
    object: 'loyalty_tier',
  };
}

const listOf = (data: LoyaltyTier[]): LoyaltyTierList => ({
  object: 'list',
  data_ref: 'data',
  data,
  total: data.length,
});

/** A loyalty program of the project (404 `campaign` for another project's id, a deleted one or another kind). */
async function readProgram(db: Executor, projectId: string, campaignId: string) {
  const campaign = await findCampaign(db, projectId, campaignId);
  if (!campaign || campaign.deletedAt || campaign.campaignType !== 'LOYALTY_PROGRAM')
    throw notFound('campaign', campaignId);
  return campaign;
}

export async function readTiers(
  db: Executor,
  projectId: string,
  campaignId: string,
  query: { limit?: number; order?: z.infer<typeof loyaltyTierOrderSchema> },
) {
  await readProgram(db, projectId, campaignId);
  const rows = await listTiers(db, campaignId, query.order);
  return listOf(rows.slice(0, query.limit ?? maxTiersPerProgram).map((row) => presentTier(row)));
}

export async function readTier(db: Executor, projectId: string, campaignId: string, tierId: string) {
  await readProgram(db, projectId, campaignId);
  const row = await findTier(db, campaignId, tierId);
  if (!row) throw notFound('loyalty_tier', tierId);
  return presentTier(row);
}

/**
 * Adds tiers to a program. The program's row is locked first, so two requests cannot each add a range the other
 * overlaps; a range meeting an existing or another new tier refuses the whole request, naming the tier. The
 * program's members are then put in the tiers their points reach, each with its webhook event.
 */
export function createTiers(
  db: Db,
  projectId: string,
  campaignId: string,
  request: LoyaltyTierWrite[],
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const program = await lockProgram(tx, projectId, campaignId);
    if (!program || program.deletedAt || program.campaignType !== 'LOYALTY_PROGRAM')
      throw notFound('campaign', campaignId);
    const existing = await listTiers(tx, campaignId);
    if (existing.length + request.length > maxTiersPerProgram)
      throw invalidField('', `A program has at most ${maxTiersPerProgram} tiers; it has ${existing.length}`);
    const ranges = [
      ...existing.map((t) => ({ name: t.name, from: t.pointsFrom, to: t.pointsTo })),
      ...request.map((t) => ({ name: t.name, from: fromOf(t.points), to: t.points.to ?? null })),
    ].flatMap(({ from, ...range }) => (from === null ? [] : [{ ...range, from }]));
    const overlap = overlappingTier(ranges);
    if (overlap)
      throw invalidField(
        'points',
        `The tier ${overlap.tier.name} (from ${overlap.tier.from}) overlaps the tier ${overlap.with.name}`,
      );
    // A tier's earning multipliers and rewards change what members get: such a person's tiers wait.
    const held = await holdChange(tx, projectId, acting, 'discount', () => ({
      operation: 'loyalty_tier.create',
      input: { campaign_id: campaignId, request },
      resourceType: 'campaign',
      resourceId: campaignId,
      summary: `Add the tiers ${request.map((t) => t.name).join(', ')} to the loyalty program ${campaignId}`,
      diff: request.map((tier) => ({ field: `Tier ${tier.name}`, before: 'none', after: JSON.stringify(tier) })),
      // The replay checks the ranges against the tiers then; an addition overwrites nothing.
      baseVersion: 'an addition',
    }));
    if (held) return held;
    const rows = await insertTiers(
      tx,
      request.map((t, i) => ({
        id: newId('ltr_'),
        projectId,
        campaignId,
        name: t.name,
        pointsFrom: fromOf(t.points),
        pointsTo: t.points.to ?? null,
        earningRules: t.earning_rules ?? {},
        rewards: t.rewards ?? {},
        metadata: t.metadata ?? {},
        // Milliseconds apart, so the list's creation order keeps the request's order.
        createdAt: new Date(acting.at.getTime() + i),
      })),
    );
    for (const card of await programCards(tx, campaignId))
      await reevaluateMemberTier(tx, { projectId, campaignId, voucherId: card.id, balance: card.balance }, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'loyalty_tier.created',
      resourceType: 'campaign',
      resourceId: campaignId,
      summary: `Added the tiers ${rows.map((r) => r.name).join(', ')}`,
    });
    return rows.map((row) => presentTier(row));
  });
}

/** A member's tiers: the one it holds now in its program, with when it started (and ends), or none. */
export async function readMemberTiers(db: Executor, projectId: string, memberId: string) {
  const card = await readLoyaltyCard(db, projectId, memberId, undefined);
  const held = await findMemberTier(db, card.id);
  return listOf(held ? [presentTier(held.tier, { row: held.member, customerId: card.holderId ?? '' })] : []);
}
