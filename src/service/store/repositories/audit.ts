import type { AuditAction } from '../../../contract/audit.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { auditEntries } from '../schema/people.ts';

/** An entry to write: its action is one the contract lists, so the dashboard's filter offers every one. */
export type AuditEntry = Omit<typeof auditEntries.$inferInsert, 'id' | 'action'> & { action: AuditAction };

/** Writes audit entries in one statement, in the caller's transaction so they stand or fall with the change. */
export async function recordAudit(db: Executor, ...entries: AuditEntry[]) {
  if (!entries.length) return;
  await db.insert(auditEntries).values(entries.map((entry) => ({ id: newId('aud_'), ...entry })));
}
