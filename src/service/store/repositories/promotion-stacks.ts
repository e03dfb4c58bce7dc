import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PromotionStackListQuery } from '../../../contract/promotion-stack.ts';
import type { Executor } from '../db.ts';
import { campaigns } from '../schema/catalog.ts';
import { promotionStacks } from '../schema/promotion-stacks.ts';

export type PromotionStackRow = typeof promotionStacks.$inferSelect;

export async function insertStack(db: Executor, row: typeof promotionStacks.$inferInsert) {
  const [created] = await db.insert(promotionStacks).values(row).returning();
  return created!;
}

/** A promotion's stacks, oldest first. */
export const listCampaignStacks = (db: Executor, campaignId: string) =>
  db
    .select()
    .from(promotionStacks)
    .where(eq(promotionStacks.campaignId, campaignId))
    .orderBy(asc(promotionStacks.createdAt), asc(promotionStacks.id));

export async function countCampaignStacks(db: Executor, campaignId: string) {
  const [row] = await db.select({ n: count() }).from(promotionStacks).where(eq(promotionStacks.campaignId, campaignId));
  return row?.n ?? 0;
}

/** A stack of that promotion, locked until the transaction ends when `lock` is set. */
export async function findStack(db: Executor, campaignId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(promotionStacks)
    .where(and(eq(promotionStacks.campaignId, campaignId), eq(promotionStacks.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A stack of the project by its id, whichever promotion holds it (one in the bin too). */
export async function findProjectStack(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(promotionStacks)
    .where(and(eq(promotionStacks.projectId, projectId), eq(promotionStacks.id, id)));
  return row;
}

export async function updateStack(db: Executor, id: string, values: Partial<typeof promotionStacks.$inferInsert>) {
  const [row] = await db.update(promotionStacks).set(values).where(eq(promotionStacks.id, id)).returning();
  return row!;
}

export async function deleteStack(db: Executor, id: string) {
  await db.delete(promotionStacks).where(eq(promotionStacks.id, id));
}

/** Takes a deleted tier out of every stack of its promotion, then deletes the stacks it leaves empty. */
export async function removeTierFromStacks(db: Executor, campaignId: string, tierId: string) {
  await db
    .update(promotionStacks)
    .set({ tierIds: sql`${promotionStacks.tierIds} - ${tierId}::text` })
    .where(and(eq(promotionStacks.campaignId, campaignId), sql`${promotionStacks.tierIds} ? ${tierId}::text`));
  await db
    .delete(promotionStacks)
    .where(and(eq(promotionStacks.campaignId, campaignId), sql`jsonb_array_length(${promotionStacks.tierIds}) = 0`));
}

const stackOrder = {
  created_at: [asc(promotionStacks.createdAt), asc(promotionStacks.id)],
  '-created_at': [desc(promotionStacks.createdAt), desc(promotionStacks.id)],
  updated_at: [asc(sql`coalesce(${promotionStacks.updatedAt}, ${promotionStacks.createdAt})`), asc(promotionStacks.id)],
  '-updated_at': [
    desc(sql`coalesce(${promotionStacks.updatedAt}, ${promotionStacks.createdAt})`),
    desc(promotionStacks.id),
  ],
  name: [asc(promotionStacks.name), asc(promotionStacks.id)],
  '-name': [desc(promotionStacks.name), desc(promotionStacks.id)],
};

/**
 * A page of the project's stacks (of promotions not in the bin) and their total. The hosted API pages by number (at
 * most 100 pages of 100), so OFFSET stays bounded.
 */
export async function pageProjectStacks(db: Executor, projectId: string, query: PromotionStackListQuery) {
  const where = and(eq(promotionStacks.projectId, projectId), sql`${campaigns.deletedAt} IS NULL`);
  const rows = await db
    .select({ stack: promotionStacks })
    .from(promotionStacks)
    .innerJoin(campaigns, eq(campaigns.id, promotionStacks.campaignId))
    .where(where)
    .orderBy(...stackOrder[query.order])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(promotionStacks)
    .innerJoin(campaigns, eq(campaigns.id, promotionStacks.campaignId))
    .where(where);
  return { rows: rows.map((row) => row.stack), total: total?.n ?? 0 };
}
