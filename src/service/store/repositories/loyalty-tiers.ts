import { and, asc, desc, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { qualifyingPoints, tierFor, tierMove, type TierMove, type TierRange } from '../../domain/loyalty-tiers.ts';
import type { Executor } from '../db.ts';
import { loyaltyTransactions } from '../schema/activity.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { loyaltyTiers, memberTiers } from '../schema/loyalty-tiers.ts';
import { recordWebhookEvent } from './webhook-events.ts';

export type LoyaltyTierRow = typeof loyaltyTiers.$inferSelect;
export type MemberTierRow = typeof memberTiers.$inferSelect;

const tierOrders = {
  created_at: [asc(loyaltyTiers.createdAt), asc(loyaltyTiers.pointsFrom)],
  '-created_at': [desc(loyaltyTiers.createdAt), desc(loyaltyTiers.pointsFrom)],
  updated_at: [asc(loyaltyTiers.updatedAt), asc(loyaltyTiers.pointsFrom)],
  '-updated_at': [desc(loyaltyTiers.updatedAt), desc(loyaltyTiers.pointsFrom)],
};

/** A program's tiers, lowest range first unless an order is asked for. */
export const listTiers = (db: Executor, campaignId: string, order?: keyof typeof tierOrders) =>
  db
    .select()
    .from(loyaltyTiers)
    .where(eq(loyaltyTiers.campaignId, campaignId))
    .orderBy(...(order ? tierOrders[order] : [asc(loyaltyTiers.pointsFrom)]));

export async function findTier(db: Executor, campaignId: string, id: string) {
  const [row] = await db
    .select()
    .from(loyaltyTiers)
    .where(and(eq(loyaltyTiers.campaignId, campaignId), eq(loyaltyTiers.id, id)));
  return row;
}

/** Locks a program's campaign row, so two requests adding tiers check their ranges one after the other. */
export async function lockProgram(db: Executor, projectId: string, campaignId: string) {
  const [row] = await db
    .select({ id: campaigns.id, campaignType: campaigns.campaignType, deletedAt: campaigns.deletedAt })
    .from(campaigns)
    .where(and(eq(campaigns.projectId, projectId), eq(campaigns.id, campaignId)))
    .for('update');
  return row;
}

export const insertTiers = (db: Executor, rows: (typeof loyaltyTiers.$inferInsert)[]) =>
  db.insert(loyaltyTiers).values(rows).returning();

/** A card's current tier with the tier's row, if it has one. */
export async function findMemberTier(db: Executor, voucherId: string) {
  const [row] = await db
    .select({ member: memberTiers, tier: loyaltyTiers })
    .from(memberTiers)
    .innerJoin(loyaltyTiers, eq(loyaltyTiers.id, memberTiers.tierId))
    .where(eq(memberTiers.voucherId, voucherId));
  return row;
}

/** Points a card earned since `start` (additions only: spending within the period does not undo qualifying). */
async function pointsEarnedSince(db: Executor, voucherId: string, start: Date) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${loyaltyTransactions.amount}), 0)` })
    .from(loyaltyTransactions)
    .where(
      and(
        eq(loyaltyTransactions.voucherId, voucherId),
        gt(loyaltyTransactions.amount, 0),
        gte(loyaltyTransactions.createdAt, start),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The tier's range, if it has one (a tier without is reached by no balance). */
const rangeOf = (t: LoyaltyTierRow): TierRange | undefined =>
  t.pointsFrom === null ? undefined : { id: t.id, name: t.name, from: t.pointsFrom, to: t.pointsTo };

type Card = { projectId: string; voucherId: string; campaignId: string | null; balance: number };

/** A member's move to, from or between tiers, for the earning rules on tier events. */
export type TierChange = {
  move: TierMove;
  /** The tier reached, or the one left. */
  tierId: string;
  campaignId: string;
  voucherId: string;
  holderId: string | null;
};

/**
 * Puts a card in the tier its points qualify for and records the official webhook event of the move. Called in the
 * transaction that changed the points, after the card's row was updated: that row lock serialises two changes of one
 * card, so each evaluation sees the balance its own change left. The program's `loyalty_tiers_expiration` decides
 * what qualifies (absent: BALANCE).
 */
export async function reevaluateMemberTier(db: Executor, card: Card, at: Date): Promise<TierChange | undefined> {
  if (!card.campaignId) return;
  const tiers = (await listTiers(db, card.campaignId)).flatMap((tier) => rangeOf(tier) ?? []);
  const current = await findMemberTier(db, card.voucherId);
  if (tiers.length === 0 && !current) return;
  const [program] = await db
    .select({ qualification: campaigns.loyaltyTiersExpiration })
    .from(campaigns)
    .where(eq(campaigns.id, card.campaignId));
  const { points, until } = await qualifyingPoints(program?.qualification, at, card.balance, (start) =>
    pointsEarnedSince(db, card.voucherId, start),
  );
  const next = tierFor(tiers, points);
  const move = tierMove(current && rangeOf(current.tier), next);
  if (!next) {
    if (current) await db.delete(memberTiers).where(eq(memberTiers.voucherId, card.voucherId));
  } else if (move) {
    const row = { tierId: next.id, since: at, expiresAt: until, updatedAt: at };
    await db
      .insert(memberTiers)
      .values({ voucherId: card.voucherId, projectId: card.projectId, campaignId: card.campaignId, ...row })
      .onConflictDoUpdate({ target: memberTiers.voucherId, set: row });
  } else if (until && current!.member.expiresAt?.getTime() !== until.getTime()) {
    // The same tier for a new period: it now lasts until this period ends.
    await db
      .update(memberTiers)
      .set({ expiresAt: until, updatedAt: at })
      .where(eq(memberTiers.voucherId, card.voucherId));
  }
  if (!move) return;
  const [holder] = await db
    .select({ id: vouchers.holderId, code: vouchers.code })
    .from(vouchers)
    .where(eq(vouchers.id, card.voucherId));
  const summary = (t: TierRange | undefined) => t && { id: t.id, name: t.name };
  await recordWebhookEvent(
    db,
    card.projectId,
    `customer.loyalty_tier.${move}`,
    {
      customer: { id: holder?.id ?? null },
      campaign: { id: card.campaignId },
      voucher: { id: card.voucherId, code: holder?.code },
      loyalty_tier: summary(next ?? (current && rangeOf(current.tier))),
      ...(current && next ? { loyalty_tier_previous: summary(rangeOf(current.tier)) } : {}),
    },
    at,
  );
  const tierId = next?.id ?? current!.tier.id;
  return { move, tierId, campaignId: card.campaignId, voucherId: card.voucherId, holderId: holder?.id ?? null };
}

/** A program's members (cards with a holder) and their balances, for placing them when the program's tiers change. */
export const programCards = (db: Executor, campaignId: string) =>
  db
    .select({ id: vouchers.id, balance: sql<number>`coalesce(${vouchers.loyaltyBalance}, 0)::int` })
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaignId), eq(vouchers.type, 'LOYALTY_CARD'), isNotNull(vouchers.holderId)));

/**
 * Members of a project whose tier's period ended by `now` (POINTS_IN_PERIOD programs), with their cards' rows locked
 * and those another worker holds skipped, so each is re-evaluated once.
 */
export const claimEndedMemberTiers = (db: Executor, projectId: string, now: Date, limit: number) =>
  db
    .select({
      voucherId: memberTiers.voucherId,
      campaignId: memberTiers.campaignId,
      balance: sql<number>`coalesce(${vouchers.loyaltyBalance}, 0)::int`,
    })
    .from(memberTiers)
    .innerJoin(vouchers, eq(vouchers.id, memberTiers.voucherId))
    .where(and(eq(memberTiers.projectId, projectId), lte(memberTiers.expiresAt, now)))
    .orderBy(memberTiers.voucherId)
    .limit(limit)
    .for('update', { of: vouchers, skipLocked: true });

/** Projects with a member whose tier ends with its period. */
export async function projectsWithEndingTiers(db: Executor) {
  const rows = await db
    .selectDistinct({ projectId: memberTiers.projectId })
    .from(memberTiers)
    .where(isNotNull(memberTiers.expiresAt));
  return rows.map((r) => r.projectId);
}
