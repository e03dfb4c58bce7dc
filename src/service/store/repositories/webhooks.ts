import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { webhooks } from '../schema/catalog.ts';

export type WebhookRow = typeof webhooks.$inferSelect;

export async function listWebhooks(db: Executor, projectId: string) {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.projectId, projectId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}

export async function findWebhook(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.projectId, projectId), eq(webhooks.id, id)));
  return row;
}

export async function insertWebhook(db: Executor, row: typeof webhooks.$inferInsert) {
  const [created] = await db.insert(webhooks).values(row).returning();
  return created!;
}

export async function updateWebhook(
  db: Executor,
  projectId: string,
  id: string,
  values: Partial<Pick<typeof webhooks.$inferInsert, 'targetUrl' | 'events' | 'active'>>,
) {
  const [row] = await db
    .update(webhooks)
    .set(values)
    .where(and(eq(webhooks.projectId, projectId), eq(webhooks.id, id)))
    .returning();
  return row;
}

export async function deleteWebhook(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .delete(webhooks)
    .where(and(eq(webhooks.projectId, projectId), eq(webhooks.id, id)))
    .returning();
  return row;
}
