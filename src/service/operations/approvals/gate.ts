import type { ApprovalDiff, ApprovalKind, ApprovalRequest } from '../../../contract/approval.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { insertApprovalRequest } from '../../store/repositories/approvals.ts';
import { membershipsOf } from '../../store/repositories/people.ts';
import type { Json } from '../../store/schema/columns.ts';
import { auditChange, type Acting } from '../acting.ts';
import { presentApprovals } from './present.ts';
import { effectiveApprovalSettings } from './settings.ts';

/** The operations a held change replays when approved (`apply.ts`). */
export type HeldOperation =
  | 'campaign.enable'
  | 'tier.enable'
  | 'tier.update'
  | 'rule.assign'
  | 'rule.update'
  | 'rule.unassign'
  | 'rule.delete'
  | 'voucher.enable';

/** A change as it waits for approval: what to replay, on which object at which version, and the diff in words. */
export interface HeldChange {
  kind: ApprovalKind;
  operation: HeldOperation;
  input: Json;
  resourceType: 'campaign' | 'promotion_tier' | 'validation_rule' | 'voucher';
  resourceId: string;
  summary: string;
  diff: ApprovalDiff[];
  baseVersion: string;
}

/** What an operation answers instead of its result when the change waits for approval. */
export interface Held {
  held: ApprovalRequest;
}
export const isHeld = (result: unknown): result is Held =>
  typeof result === 'object' && result !== null && 'held' in result;

/** An object's version for staleness: when it last changed. */
export const versionOf = (row: { updatedAt: Date | null; createdAt: Date }) =>
  (row.updatedAt ?? row.createdAt).toISOString();

/**
 * Whether this change must wait for approval: made by a person (API keys and management keys never wait), of a kind
 * the project's settings name, whose role in the project is a custom role the project's settings name. An approved
 * request's replay is not held again.
 */
export async function needsApproval(tx: Executor, projectId: string, acting: Acting, kind: ApprovalKind) {
  if (acting.actor.kind !== 'person' || acting.approvalId !== undefined) return false;
  const settings = await effectiveApprovalSettings(tx, projectId);
  if (!settings.kinds.includes(kind)) return false;
  const { userId } = acting.actor;
  const membership = (await membershipsOf(tx, userId)).find((m) => m.projectId === projectId);
  return membership !== undefined && settings.rolesNeedingApproval.includes(membership.role);
}

/** Records the change as a pending approval request instead of making it; audited as `approval.requested`. */
export async function requestApproval(
  tx: Executor,
  projectId: string,
  acting: Acting,
  change: HeldChange,
): Promise<Held> {
  if (acting.actor.kind !== 'person') throw new Error('only people ask for approval');
  const row = await insertApprovalRequest(tx, {
    id: newId('apr_'),
    projectId,
    ...change,
    requestedBy: acting.actor.userId,
    createdAt: acting.at,
  });
  await auditChange(tx, projectId, acting, {
    action: 'approval.requested',
    resourceType: 'approval_request',
    resourceId: row.id,
    summary: `Asked for approval: ${change.summary}`,
  });
  const [held] = await presentApprovals(tx, [row], () => false);
  return { held: held! };
}
