import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { ApprovalStatus } from '../../../contract/approval-status.ts';
import type { Executor } from '../db.ts';
import { users } from '../schema/people.ts';
import { approvalRequests, approvalSettings } from '../schema/approvals.ts';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

export async function findApprovalSettings(db: Executor, projectId: string) {
  const [row] = await db.select().from(approvalSettings).where(eq(approvalSettings.projectId, projectId));
  return row;
}

export async function saveApprovalSettings(db: Executor, row: typeof approvalSettings.$inferInsert) {
  const { projectId, ...change } = row;
  await db.insert(approvalSettings).values(row).onConflictDoUpdate({ target: approvalSettings.projectId, set: change });
}

export async function insertApprovalRequest(db: Executor, row: typeof approvalRequests.$inferInsert) {
  const [created] = await db.insert(approvalRequests).values(row).returning();
  return created!;
}

export async function findApprovalRequest(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.projectId, projectId), eq(approvalRequests.id, id)));
  return row;
}

/**
 * Moves a pending request to its decision, or nothing when it is no longer pending: of two approvals at once one
 * claims it, the other gets no row.
 */
export async function claimApprovalRequest(
  db: Executor,
  projectId: string,
  id: string,
  decision: { status: Exclude<ApprovalStatus, 'PENDING'>; decidedBy: string; comment: string | null; at: Date },
) {
  const [row] = await db
    .update(approvalRequests)
    .set({ status: decision.status, decidedBy: decision.decidedBy, comment: decision.comment, decidedAt: decision.at })
    .where(
      and(
        eq(approvalRequests.projectId, projectId),
        eq(approvalRequests.id, id),
        eq(approvalRequests.status, 'PENDING'),
      ),
    )
    .returning();
  return row;
}

/** A page of the project's requests, newest first, after the request `startingAfter` when given. */
export async function listApprovalRequests(
  db: Executor,
  projectId: string,
  query: { status?: ApprovalStatus | undefined; limit: number; startingAfter?: ApprovalRequestRow | undefined },
) {
  const after = query.startingAfter;
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.projectId, projectId),
        query.status && eq(approvalRequests.status, query.status),
        after &&
          or(
            lt(approvalRequests.createdAt, after.createdAt),
            and(eq(approvalRequests.createdAt, after.createdAt), lt(approvalRequests.id, after.id)),
          ),
      ),
    )
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .limit(query.limit + 1);
}

/** People's names by id, for the requester and decider of requests. */
export async function personNames(db: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
