import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { apiKeys, projects } from '../schema/access.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function listApiKeys(db: Executor, projectId: string) {
  return db
    .select({ id: apiKeys.id, family: apiKeys.family, createdAt: apiKeys.createdAt })
    .from(apiKeys)
    .where(eq(apiKeys.projectId, projectId))
    .orderBy(asc(apiKeys.family), asc(apiKeys.createdAt), asc(apiKeys.id));
}

export async function insertApiKey(db: Executor, key: typeof apiKeys.$inferInsert) {
  await db.insert(apiKeys).values(key);
}

/** A new secret for a key of the project; the family, or undefined when the project has no such key. */
export async function replaceApiKeySecret(db: Executor, projectId: string, id: string, secretHash: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ secretHash })
    .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, id)))
    .returning({ family: apiKeys.family });
  return row?.family;
}

export async function deleteApiKey(db: Executor, projectId: string, id: string) {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function setClientOrigins(db: Executor, projectId: string, origins: string[]) {
  await db.update(projects).set({ clientOrigins: origins }).where(eq(projects.id, projectId));
}
