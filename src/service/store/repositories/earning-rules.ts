import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { campaigns, vouchers } from '../schema/catalog.ts';
import { earningAwards, earningRules } from '../schema/earning-rules.ts';

export type EarningRuleRow = typeof earningRules.$inferSelect;
export type EarningRuleInsert = typeof earningRules.$inferInsert;

export async function insertEarningRules(db: Executor, rows: EarningRuleInsert[]) {
  return db.insert(earningRules).values(rows).returning();
}

export async function countEarningRules(db: Executor, campaignId: string) {
  const [row] = await db.select({ n: count() }).from(earningRules).where(eq(earningRules.campaignId, campaignId));
  return row?.n ?? 0;
}

/** A page of a program's rules, by creation (the official `order`: created_at, -created_at). */
export function pageEarningRules(
  db: Executor,
  campaignId: string,
  page: { limit: number; page: number; newestFirst: boolean },
) {
  const order = page.newestFirst
    ? [desc(earningRules.createdAt), desc(earningRules.id)]
    : [asc(earningRules.createdAt), asc(earningRules.id)];
  return db
    .select()
    .from(earningRules)
    .where(eq(earningRules.campaignId, campaignId))
    .orderBy(...order)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function findEarningRule(db: Executor, campaignId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(earningRules)
    .where(and(eq(earningRules.campaignId, campaignId), eq(earningRules.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateEarningRule(db: Executor, id: string, change: Partial<EarningRuleInsert>) {
  const [row] = await db.update(earningRules).set(change).where(eq(earningRules.id, id)).returning();
  return row!;
}

export async function deleteEarningRule(db: Executor, id: string) {
  await db.delete(earningRules).where(eq(earningRules.id, id));
}

/** The switched-on rules for an event in the project's programs that are on (not switched off, not in the bin). */
export function liveRulesFor(db: Executor, projectId: string, event: string, campaignId?: string) {
  return db
    .select({ rule: earningRules, campaign: campaigns })
    .from(earningRules)
    .innerJoin(campaigns, eq(campaigns.id, earningRules.campaignId))
    .where(
      and(
        eq(earningRules.projectId, projectId),
        eq(earningRules.event, event),
        eq(earningRules.active, true),
        eq(campaigns.active, true),
        isNull(campaigns.deletedAt),
        campaignId ? eq(campaigns.id, campaignId) : undefined,
      ),
    )
    .orderBy(asc(earningRules.createdAt), asc(earningRules.id));
}

/** The customer's loyalty cards in one program (a customer may hold several where joining is not once only). */
export function heldCardsIn(db: Executor, campaignId: string, customerId: string) {
  return db
    .select({ id: vouchers.id, code: vouchers.code, active: vouchers.active })
    .from(vouchers)
    .where(
      and(eq(vouchers.campaignId, campaignId), eq(vouchers.holderId, customerId), eq(vouchers.type, 'LOYALTY_CARD')),
    )
    .orderBy(asc(vouchers.createdAt), asc(vouchers.id));
}

/**
 * Claims the award of a rule to a card for a source object. False when it was already claimed: a concurrent claim
 * waits on the key until the first commits, then finds it, so each trigger awards once.
 */
export async function claimAward(db: Executor, earningRuleId: string, voucherId: string, sourceKey: string, at: Date) {
  const rows = await db
    .insert(earningAwards)
    .values({ earningRuleId, voucherId, sourceKey, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: earningAwards.earningRuleId });
  return rows.length > 0;
}
