import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { invitations } from '../schema/access.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Stores an invitation; false when that email was already invited (the unique email decides races). */
export async function insertInvitation(db: Executor, invitation: typeof invitations.$inferInsert) {
  const rows = await db
    .insert(invitations)
    .values(invitation)
    .onConflictDoNothing({ target: invitations.email })
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function findInvitation(db: Executor, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

export async function findInvitationByToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** Invitations naming the project that nobody has accepted yet (pending, expired or revoked), oldest first. */
export async function openInvitationsTo(db: Executor, projectId: string) {
  return db
    .select()
    .from(invitations)
    .where(and(sql`${invitations.projects} ? ${projectId}`, isNull(invitations.acceptedAt)))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

/** Marks a live invitation accepted; undefined when it was accepted, revoked or expired meanwhile (single use). */
export async function acceptInvitation(db: Executor, id: string, at: Date) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: at })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

/** A new secret and lifetime for an invitation not yet accepted; undefined once accepted. */
export async function renewInvitation(db: Executor, id: string, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt, revokedAt: null })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning();
  return row;
}

export async function revokeInvitation(db: Executor, id: string, at: Date) {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: at })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning();
  return row;
}
