import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { auditEntries } from '../schema/people.ts';

export type AuditEntry = Omit<typeof auditEntries.$inferInsert, 'id'>;

/** Writes one audit entry, in the caller's transaction so it stands or falls with the change it describes. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditEntries).values({ id: newId('aud_'), ...entry });
}
