import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { customRoles, invitations, projects } from '../schema/access.ts';
import { webhooks } from '../schema/catalog.ts';

export type WebhookRow = typeof webhooks.$inferSelect;

export async function listWebhooks(db: Executor, projectId: string) {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.projectId, projectId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}

export async function existingProjectIds(db: Executor, ids: string[]) {
  const rows = ids.length ? await db.select({ id: projects.id }).from(projects).where(anyOf(projects.id, ids)) : [];
  return new Set(rows.map((r) => r.id));
}

export async function existingCustomRoleIds(db: Executor, ids: string[]) {
  const rows = ids.length
    ? await db.select({ id: customRoles.id }).from(customRoles).where(anyOf(customRoles.id, ids))
    : [];
  return new Set(rows.map((r) => r.id));
}

/** Stores an invitation; false when that email was already invited (the unique email decides races). */
export async function insertInvitation(db: Executor, invitation: typeof invitations.$inferInsert) {
  const rows = await db
    .insert(invitations)
    .values(invitation)
    .onConflictDoNothing({ target: invitations.email })
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function findInvitation(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, email)));
  return row;
}

export async function listCustomRoles(db: Executor) {
  return db.select().from(customRoles).orderBy(asc(customRoles.name), asc(customRoles.id));
}
