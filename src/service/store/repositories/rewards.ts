import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { rewardAssignments, rewards } from '../schema/rewards.ts';

export type RewardRow = typeof rewards.$inferSelect;
export type RewardInsert = typeof rewards.$inferInsert;
export type AssignmentRow = typeof rewardAssignments.$inferSelect;

const page = (p: { limit: number; page: number }) => ({ limit: p.limit, offset: (p.page - 1) * p.limit });

/** A page of the project's rewards, newest first, and how many there are. */
export async function pageRewards(db: Executor, projectId: string, p: { limit: number; page: number }) {
  const { limit, offset } = page(p);
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.projectId, projectId))
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(rewards).where(eq(rewards.projectId, projectId));
  return { rows, total: total?.n ?? 0 };
}

export async function findReward(db: Executor, projectId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(rewards)
    .where(and(eq(rewards.projectId, projectId), eq(rewards.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export const rewardsByIds = (db: Executor, ids: string[]) =>
  ids.length ? db.select().from(rewards).where(inArray(rewards.id, ids)) : Promise.resolve([]);

export async function countRewards(db: Executor, projectId: string) {
  const [row] = await db.select({ n: count() }).from(rewards).where(eq(rewards.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertReward(db: Executor, row: RewardInsert) {
  const [created] = await db.insert(rewards).values(row).returning();
  return created!;
}

export async function updateReward(db: Executor, id: string, change: Partial<RewardInsert>) {
  const [row] = await db.update(rewards).set(change).where(eq(rewards.id, id)).returning();
  return row!;
}

export const deleteReward = (db: Executor, id: string) => db.delete(rewards).where(eq(rewards.id, id));

/**
 * Takes one of a reward's stock in one conditional statement (`redeemed < stock` in its WHERE, or no stock at all),
 * so concurrent redemptions never hand out more than there is. Undefined when none is left.
 */
export async function takeRewardStock(db: Executor, id: string, at: Date) {
  const [row] = await db
    .update(rewards)
    .set({ redeemed: sql`${rewards.redeemed} + 1`, updatedAt: at })
    .where(and(eq(rewards.id, id), sql`(${rewards.stock} IS NULL OR ${rewards.redeemed} < ${rewards.stock})`))
    .returning();
  return row;
}

/** Assignments, oldest first, of a reward or of a program, and how many there are. */
export async function pageAssignments(
  db: Executor,
  of: { rewardId: string } | { campaignId: string },
  p: { limit: number; page: number },
) {
  const where =
    'rewardId' in of ? eq(rewardAssignments.rewardId, of.rewardId) : eq(rewardAssignments.campaignId, of.campaignId);
  const { limit, offset } = page(p);
  const rows = await db
    .select()
    .from(rewardAssignments)
    .where(where)
    .orderBy(asc(rewardAssignments.createdAt), asc(rewardAssignments.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(rewardAssignments).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every assignment of a program with its reward, oldest first (a member's catalogue). */
export const programAssignmentsWithRewards = (db: Executor, campaignId: string) =>
  db
    .select({ assignment: rewardAssignments, reward: rewards })
    .from(rewardAssignments)
    .innerJoin(rewards, eq(rewards.id, rewardAssignments.rewardId))
    .where(eq(rewardAssignments.campaignId, campaignId))
    .orderBy(asc(rewardAssignments.createdAt), asc(rewardAssignments.id));

export async function findAssignment(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(rewardAssignments)
    .where(and(eq(rewardAssignments.projectId, projectId), eq(rewardAssignments.id, id)));
  return row;
}

export async function findAssignmentOf(db: Executor, rewardId: string, campaignId: string) {
  const [row] = await db
    .select()
    .from(rewardAssignments)
    .where(and(eq(rewardAssignments.rewardId, rewardId), eq(rewardAssignments.campaignId, campaignId)));
  return row;
}

export async function assignmentIdsOf(db: Executor, rewardId: string) {
  const rows = await db
    .select({ id: rewardAssignments.id })
    .from(rewardAssignments)
    .where(eq(rewardAssignments.rewardId, rewardId));
  return rows.map((r) => r.id);
}

export async function countProgramAssignments(db: Executor, campaignId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(rewardAssignments)
    .where(eq(rewardAssignments.campaignId, campaignId));
  return row?.n ?? 0;
}

export async function insertAssignment(db: Executor, row: typeof rewardAssignments.$inferInsert) {
  const [created] = await db.insert(rewardAssignments).values(row).returning();
  return created!;
}

export async function updateAssignmentPoints(db: Executor, id: string, points: number, at: Date) {
  const [row] = await db
    .update(rewardAssignments)
    .set({ points, updatedAt: at })
    .where(eq(rewardAssignments.id, id))
    .returning();
  return row!;
}

export const deleteAssignment = (db: Executor, id: string) =>
  db.delete(rewardAssignments).where(eq(rewardAssignments.id, id));
