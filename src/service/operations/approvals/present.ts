import type { ApprovalRequest } from '../../../contract/approval.ts';
import type { Executor } from '../../store/db.ts';
import { personNames, type ApprovalRequestRow } from '../../store/repositories/approvals.ts';

/** Requests as the interface shows them; `canDecide` says whether the reader may decide each. */
export async function presentApprovals(
  db: Executor,
  rows: ApprovalRequestRow[],
  canDecide: (row: ApprovalRequestRow) => boolean,
): Promise<ApprovalRequest[]> {
  const ids = rows.flatMap((row) => [row.requestedBy, ...(row.decidedBy ? [row.decidedBy] : [])]);
  const names = await personNames(db, [...new Set(ids.filter((id) => id.startsWith('usr_')))]);
  const person = (id: string) => ({ id, name: names.get(id) ?? (id.startsWith('management:') ? 'Account owner' : id) });
  return rows.map((row) => ({
    id: row.id,
    object: 'approval_request',
    kind: row.kind,
    status: row.status,
    resource_type: row.resourceType,
    resource_id: row.resourceId,
    summary: row.summary,
    diff: row.diff,
    requested_by: person(row.requestedBy),
    decided_by: row.decidedBy ? person(row.decidedBy) : null,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    you_can_decide: row.status === 'PENDING' && canDecide(row),
  }));
}
