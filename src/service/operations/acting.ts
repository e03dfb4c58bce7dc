import type { Executor } from '../store/db.ts';
import { recordAudit, type AuditEntry } from '../store/repositories/audit.ts';

/** Who makes a change, through which request, from where, and when: every audited operation takes it. */
export interface Acting {
  /** `user:<id>`, `key:<key id>`, `token:<client id>` or `management:<key id>`. */
  actor: string;
  requestId: string;
  address: string;
  at: Date;
}

/** The audit entry of a change, written with the caller's executor so it commits or rolls back with the change. */
export const auditChange = (
  db: Executor,
  projectId: string,
  acting: Acting,
  entry: Pick<AuditEntry, 'action' | 'resourceType' | 'resourceId' | 'summary'>,
) =>
  recordAudit(db, {
    ...entry,
    projectId,
    actor: acting.actor,
    requestId: acting.requestId,
    address: acting.address,
    createdAt: acting.at,
  });
