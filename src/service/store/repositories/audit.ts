import { and, count, eq, gt } from 'drizzle-orm';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { auditEntries } from '../schema/people.ts';

export type AuditEntry = Omit<typeof auditEntries.$inferInsert, 'id'>;

/** Writes one audit entry, in the caller's transaction so it stands or falls with the change it describes. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditEntries).values({ id: newId('aud_'), ...entry });
}

/** Failed sign-ins since `since`, for one email or one address. */
export async function failedSignInsSince(db: Executor, by: { email: string } | { address: string }, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.action, 'sign_in.failed'),
        gt(auditEntries.createdAt, since),
        'email' in by ? eq(auditEntries.resourceId, by.email) : eq(auditEntries.address, by.address),
      ),
    );
  return row?.n ?? 0;
}

/** Entries of one action about one resource since `since`. */
export async function countAuditSince(db: Executor, of: { action: string; resourceId: string }, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.action, of.action),
        eq(auditEntries.resourceId, of.resourceId),
        gt(auditEntries.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
