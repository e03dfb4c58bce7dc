import type { ApprovalStatus } from '../../../contract/approval-status.ts';
import type { Db, Executor } from '../../store/db.ts';
import {
  claimApprovalRequest,
  findApprovalRequest,
  type ApprovalRequestRow,
} from '../../store/repositories/approvals.ts';
import { membershipsOf } from '../../store/repositories/people.ts';
import { actorName, auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { readProject } from '../management/projects.ts';
import { applyApproved } from './apply.ts';
import { presentApprovals } from './present.ts';
import { effectiveApprovalSettings } from './settings.ts';

const refuse = (details: string) =>
  new DomainFailure({ kind: 'forbidden', key: 'forbidden', message: 'Forbidden', details });

/**
 * Who may decide the project's requests: the account's management keys, and people the settings name (by role or
 * by id). Nobody decides their own request.
 */
export async function deciderCheck(db: Executor, projectId: string, acting: Acting) {
  const { actor } = acting;
  if (actor.kind === 'management') return { may: (_row: ApprovalRequestRow) => true, why: () => '' };
  const settings = await effectiveApprovalSettings(db, projectId);
  const userId = actor.kind === 'person' ? actor.userId : undefined;
  const role = userId && (await membershipsOf(db, userId)).find((m) => m.projectId === projectId)?.role;
  const approver =
    (userId !== undefined && settings.approverUserIds.includes(userId)) ||
    (typeof role === 'string' && settings.approverRoles.includes(role));
  const why = (row: ApprovalRequestRow) => {
    if (row.requestedBy === userId) return 'You asked for this change, so someone else must approve it';
    if (!approver)
      return `Only approvers decide approval requests (${settings.approverRoles.join(', ') || 'people named in the settings'})`;
    return '';
  };
  return { may: (row: ApprovalRequestRow) => why(row) === '', why };
}

const decisionWords: Record<Exclude<ApprovalStatus, 'PENDING'>, string> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CHANGES_REQUESTED: 'Asked for changes to',
};
const auditActionOf = {
  APPROVED: 'approval.approved',
  REJECTED: 'approval.rejected',
  CHANGES_REQUESTED: 'approval.changes_requested',
} as const;

/**
 * Decides a pending request in one transaction: claims it (of two decisions at once only one finds it pending),
 * then, for an approval, applies the change through its own operation. A refused apply (stale, gone) rolls the
 * claim back with it, so the request stays pending and nothing changes.
 */
export function decideApproval(
  db: Db,
  projectId: string,
  requestId: string,
  decision: { status: Exclude<ApprovalStatus, 'PENDING'>; comment: string | null },
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    const found = await findApprovalRequest(tx, projectId, requestId);
    if (!found) throw notFound('approval_request', requestId);
    const decider = await deciderCheck(tx, projectId, acting);
    const why = decider.why(found);
    if (why) throw refuse(why);
    const decidedBy = acting.actor.kind === 'person' ? acting.actor.userId : actorName(acting.actor);
    const claimed = await claimApprovalRequest(tx, projectId, requestId, { ...decision, decidedBy, at: acting.at });
    if (!claimed)
      throw new DomainFailure({
        kind: 'conflict',
        key: 'approval_decided',
        message: 'Already decided',
        details: `The request ${requestId} was already ${found.status === 'PENDING' ? 'decided by someone else' : found.status.toLowerCase().replace('_', ' ')}`,
        resource_id: requestId,
        resource_type: 'approval_request',
      });
    await auditChange(tx, projectId, acting, {
      action: auditActionOf[decision.status],
      resourceType: 'approval_request',
      resourceId: requestId,
      summary: `${decisionWords[decision.status]} the request: ${found.summary}${decision.comment ? ` (${decision.comment})` : ''}`,
    });
    if (decision.status === 'APPROVED') await applyApproved(tx, claimed, acting);
    const [presented] = await presentApprovals(tx, [claimed], () => false);
    return presented!;
  });
}
