import type { AuditAction } from '../../../contract/audit.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { auditEntries } from '../schema/people.ts';

/** An entry to write: its action is one the contract lists, so the dashboard's filter offers every one. */
export type AuditEntry = Omit<typeof auditEntries.$inferInsert, 'id' | 'action'> & { action: AuditAction };

/** Writes one audit entry, in the caller's transaction so it stands or falls with the change it describes. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditEntries).values({ id: newId('aud_'), ...entry });
}
