import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { apiKeys, managementKeys, oauthTokens, projects } from '../schema/access.ts';

export async function findApiKey(db: Executor, id: string, family: 'app' | 'client') {
  const [row] = await db
    .select({
      id: apiKeys.id,
      projectId: apiKeys.projectId,
      secretHash: apiKeys.secretHash,
      clientOrigins: projects.clientOrigins,
    })
    .from(apiKeys)
    .innerJoin(projects, eq(projects.id, apiKeys.projectId))
    .where(and(eq(apiKeys.id, id), eq(apiKeys.family, family)));
  return row;
}

export async function findManagementKey(db: Executor, id: string) {
  const [row] = await db.select().from(managementKeys).where(eq(managementKeys.id, id));
  return row;
}

export async function insertToken(db: Executor, token: typeof oauthTokens.$inferInsert) {
  await db.insert(oauthTokens).values(token);
}

/** A token that exists and is not revoked, whatever its expiry (insertion does not raise the model version). */
export async function findUnrevokedToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ token: oauthTokens, clientOrigins: projects.clientOrigins })
    .from(oauthTokens)
    .innerJoin(projects, eq(projects.id, oauthTokens.projectId))
    .where(and(eq(oauthTokens.tokenHash, tokenHash), isNull(oauthTokens.revokedAt)));
  return row;
}

/** A token that exists, is not revoked and has not expired at `now`. */
export async function findLiveToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ token: oauthTokens, clientOrigins: projects.clientOrigins })
    .from(oauthTokens)
    .innerJoin(projects, eq(projects.id, oauthTokens.projectId))
    .where(and(eq(oauthTokens.tokenHash, tokenHash), isNull(oauthTokens.revokedAt), gt(oauthTokens.expiresAt, now)));
  return row;
}

/** Revokes a live token of the project; false when there was none to revoke. */
export async function revokeToken(db: Executor, projectId: string, tokenHash: string, now: Date) {
  const rows = await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(oauthTokens.tokenHash, tokenHash),
        eq(oauthTokens.projectId, projectId),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: oauthTokens.tokenHash });
  return rows.length > 0;
}
