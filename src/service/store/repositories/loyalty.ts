import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { loyaltyTransactions, redemptions } from '../schema/activity.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { reevaluateMemberTier } from './loyalty-tiers.ts';
import { consumeBuckets, creditExpiry, insertActiveBucket, insertPendingBucket } from './points-buckets.ts';

type Transaction = {
  projectId: string;
  voucherId: string;
  campaignId: string | null;
  type: string;
  sourceId: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  at: Date;
  /** Where the change came from (`ledgerSource`); left out, 'API'. */
  source?: string | null;
  /** Credits only: the day these points expire (an earning rule's own rules); the program's rules otherwise. */
  expiresAt?: string;
  /** Credits only: pending points, outside the balance until then (the time worker or a person activates them). */
  pendingUntil?: Date;
  /** Credits only: spent points given back (a rollback): the balance grows, the points earned stay as they were. */
  refund?: boolean;
};

/**
 * Adds points to a loyalty card in one conditional statement and writes the matching transaction with the
 * balance the update returned, so concurrent earnings never lose points or misstate a balance; the member's tier
 * follows the new points in the same transaction. The points go into a bucket that expires by `t.expiresAt` or the
 * program's rules; with `t.pendingUntil` in the future they wait in a PENDING bucket instead (no balance change, no
 * ledger row until they activate; `pendingPointsId` names it).
 */
export async function addPoints(db: Executor, points: number, t: Transaction) {
  const pending = t.pendingUntil !== undefined && t.pendingUntil > t.at;
  const [card] = await db
    .update(vouchers)
    .set({
      ...(pending
        ? {}
        : {
            ...(!t.refund && { loyaltyPoints: sql`${vouchers.loyaltyPoints} + ${points}` }),
            loyaltyBalance: sql`${vouchers.loyaltyBalance} + ${points}`,
          }),
      updatedAt: t.at,
    })
    .where(and(eq(vouchers.id, t.voucherId), eq(vouchers.type, 'LOYALTY_CARD')))
    .returning({
      balance: vouchers.loyaltyBalance,
      total: vouchers.loyaltyPoints,
      code: vouchers.code,
      campaignId: vouchers.campaignId,
    });
  if (!card) return undefined;
  const credit = { projectId: t.projectId, voucherId: t.voucherId, campaignId: card.campaignId, at: t.at };
  if (pending) {
    const pendingPointsId = await insertPendingBucket(db, points, {
      ...credit,
      activatesAt: t.pendingUntil!,
      expiresAt: t.expiresAt,
      details: t.details,
    });
    return { code: card.code, balance: card.balance ?? 0, pendingPointsId };
  }
  await insertTransaction(db, points, card, t);
  const tierChange = await reevaluateMemberTier(db, { ...t, balance: card.balance ?? 0 }, t.at);
  await insertActiveBucket(db, points, credit, await creditExpiry(db, card.campaignId, t.at, t.expiresAt));
  return { code: card.code, balance: card.balance ?? 0, tierChange };
}

/**
 * Takes points from a loyalty card in one conditional statement (`balance >= points` in its WHERE) and writes the
 * matching transaction (a negative amount) with the balance the update returned. Undefined when the card is not a
 * loyalty card or holds fewer points, so concurrent spending never takes a balance below zero. The points come
 * from the card's buckets, earliest expiry first, under the row lock the update took.
 */
export async function subtractPoints(db: Executor, points: number, t: Transaction) {
  const [card] = await db
    .update(vouchers)
    .set({ loyaltyBalance: sql`${vouchers.loyaltyBalance} - ${points}`, updatedAt: t.at })
    .where(
      and(
        eq(vouchers.id, t.voucherId),
        eq(vouchers.type, 'LOYALTY_CARD'),
        sql`coalesce(${vouchers.loyaltyBalance}, 0) >= ${points}`,
      ),
    )
    .returning({ balance: vouchers.loyaltyBalance, total: vouchers.loyaltyPoints, code: vouchers.code });
  if (!card) return undefined;
  await insertTransaction(db, -points, card, t);
  const tierChange = await reevaluateMemberTier(db, { ...t, balance: card.balance ?? 0 }, t.at);
  await consumeBuckets(db, t.voucherId, points, t.at);
  return { code: card.code, balance: card.balance ?? 0, tierChange };
}

/** Adds credits to a gift card (amount and balance), with its transaction, in one conditional statement. */
export async function addCredits(db: Executor, credits: number, t: Transaction) {
  const [card] = await db
    .update(vouchers)
    .set({
      giftAmount: sql`${vouchers.giftAmount} + ${credits}`,
      giftBalance: sql`${vouchers.giftBalance} + ${credits}`,
      updatedAt: t.at,
    })
    .where(and(eq(vouchers.id, t.voucherId), eq(vouchers.type, 'GIFT_VOUCHER')))
    .returning({ balance: vouchers.giftBalance, total: vouchers.giftAmount, code: vouchers.code });
  if (!card) return undefined;
  await insertTransaction(db, credits, card, t);
  return { code: card.code, balance: card.balance ?? 0 };
}

/** Writes a card's transaction with the balance and total its counter update returned. */
export async function insertTransaction(
  db: Executor,
  amount: number,
  after: { balance: number | null; total: number | null },
  t: Transaction,
) {
  await db.insert(loyaltyTransactions).values({
    id: newId('vtx_'),
    projectId: t.projectId,
    voucherId: t.voucherId,
    campaignId: t.campaignId,
    type: t.type,
    sourceId: t.sourceId,
    source: t.source === undefined ? 'API' : t.source,
    reason: t.reason,
    amount,
    balance: after.balance ?? 0,
    total: after.total ?? 0,
    details: t.details,
    createdAt: t.at,
  });
}

/** A holder's card in a campaign, if they have one. */
export async function heldCard(db: Executor, campaignId: string, holderId: string) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaignId), eq(vouchers.holderId, holderId), isNull(vouchers.deletedAt)))
    .limit(1);
  return row;
}

/** Whether a customer was already converted in a referral campaign (a successful redemption of one of its codes). */
export async function wasReferred(db: Executor, campaignId: string, customerId: string) {
  const [row] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(
      and(
        eq(redemptions.campaignId, campaignId),
        eq(redemptions.customerId, customerId),
        eq(redemptions.result, 'SUCCESS'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many distinct customers a referrer's codes have converted. */
export async function referredCustomers(db: Executor, referrerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${redemptions.customerId})::int` })
    .from(redemptions)
    .innerJoin(vouchers, eq(vouchers.id, redemptions.voucherId))
    .innerJoin(campaigns, eq(campaigns.id, vouchers.campaignId))
    .where(
      and(
        eq(vouchers.holderId, referrerId),
        eq(campaigns.campaignType, 'REFERRAL_PROGRAM'),
        eq(redemptions.result, 'SUCCESS'),
      ),
    );
  return row?.n ?? 0;
}

/** A page of a card's transactions, newest first, and whether more follow. */
export async function pageCardTransactions(db: Executor, cardId: string, page: { limit: number; page: number }) {
  const rows = await db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.voucherId, cardId))
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
    .limit(page.limit + 1)
    .offset((page.page - 1) * page.limit);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
