import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { anyOf } from '../any-of.ts';
import { customRoles, projects } from '../schema/access.ts';
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

export async function listCustomRoles(db: Executor) {
  return db.select().from(customRoles).orderBy(asc(customRoles.name), asc(customRoles.id));
}
