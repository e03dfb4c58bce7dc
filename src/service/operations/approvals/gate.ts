import type { ApprovalDiff, ApprovalKind, ApprovalRequest } from '../../../contract/approval.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { insertApprovalRequest } from '../../store/repositories/approvals.ts';
import { membershipsOf } from '../../store/repositories/people.ts';
import type { Json } from '../../store/schema/columns.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure } from '../failures.ts';
import { presentApprovals } from './present.ts';
import { effectiveApprovalSettings } from './settings.ts';

/** The operations a held change replays when approved (`apply.ts`). */
export const heldOperations = [
  'campaign.enable',
  'campaign.update',
  'tier.enable',
  'tier.update',
  'rule.assign',
  'rule.update',
  'rule.unassign',
  'rule.delete',
  'voucher.enable',
  'voucher.update',
  'voucher.credit',
  'stack.create',
  'stack.update',
  'stack.delete',
  'category.update',
  'category.delete',
  'stacking_rules.create',
  'stacking_rules.update',
  'stacking_rules.delete',
  'earning_rule.create',
  'earning_rule.update',
  'earning_rule.enable',
  'loyalty_tier.create',
  'reward.update',
  'reward_assignment.create',
  'reward_assignment.update',
  'segment.delete',
  'collection.delete',
  'collection.update',
  'voucher.import',
] as const;
export type HeldOperation = (typeof heldOperations)[number];

/** A change as it waits for approval: what to replay, on which object at which version, and the diff in words. */
export interface HeldChange {
  operation: HeldOperation;
  input: Json;
  /** The object the change is made on (for a creation, where it is made: its program, campaign or project). */
  resourceType: string;
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

/** A row of a bulk job whose change waits for approval: not changed, listed with its approval request. */
export const heldRowFailure = (type: string, id: string, approvalId: string) =>
  new DomainFailure({
    kind: 'conflict',
    key: 'approval_required',
    message: 'The change waits for approval',
    details: `sent for approval (${approvalId})`,
    resource_id: id,
    resource_type: type,
  });

/** An object's version for staleness: when it last changed. */
export const versionOf = (row: { updatedAt: Date | null; createdAt: Date }) =>
  (row.updatedAt ?? row.createdAt).toISOString();

/**
 * Whether this change must wait for approval: made by a person (API keys and management keys never wait), of a kind
 * the project's settings name, whose role in the project is a custom role the project's settings name. An approved
 * request's replay is not held again.
 */
export async function needsApproval(tx: Executor, projectId: string, acting: Acting, kind: ApprovalKind) {
  if (acting.actor.kind !== 'person' || acting.approval !== undefined) return false;
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
  kind: ApprovalKind,
  change: HeldChange,
): Promise<Held> {
  if (acting.actor.kind !== 'person') throw new Error('only people ask for approval');
  const row = await insertApprovalRequest(tx, {
    id: newId('apr_'),
    projectId,
    kind,
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

const stale = (approvalId: string, change: HeldChange) =>
  new DomainFailure({
    kind: 'conflict',
    key: 'approval_stale',
    message: 'Approval refused',
    details: `The ${change.resourceType.replaceAll('_', ' ')} ${change.resourceId} changed after this request was made, so approving it could overwrite that change; reject it and ask again`,
    resource_id: approvalId,
    resource_type: 'approval_request',
  });

/**
 * The gate of a change that can wait for approval: answers the held request instead of the change when its maker's
 * role needs approval for `kind` (or any of them), undefined when the change goes ahead. The approved request's
 * replay (`apply.ts`) goes ahead only on the version of the object the approver read: changed since, it is refused
 * as stale (gone, its operation answers 404), so a decision never overwrites a change the approver did not see.
 */
export async function holdChange(
  tx: Executor,
  projectId: string,
  acting: Acting,
  kind: ApprovalKind | ApprovalKind[],
  change: () => HeldChange | Promise<HeldChange>,
): Promise<Held | undefined> {
  const { approval } = acting;
  if (approval) {
    const replayed = await change();
    if (replayed.baseVersion !== approval.baseVersion) throw stale(approval.id, replayed);
    return undefined;
  }
  // A change of several kinds (a code switched on with a new discount) waits if any of them needs approval.
  for (const each of [kind].flat())
    if (await needsApproval(tx, projectId, acting, each))
      return requestApproval(tx, projectId, acting, each, await change());
  return undefined;
}

/** A value as the approver reads it: JSON, cut short past a screenful. */
const words = (value: unknown) => {
  if (value === undefined || value === null) return 'not set';
  const text = JSON.stringify(value);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
};

/** Each field the request sends that differs from the object's answer, before and after. */
export const fieldDiff = (before: object, request: object): ApprovalDiff[] =>
  Object.entries(request)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => ({
      field,
      before: words((before as Record<string, unknown>)[field]),
      after: words(value),
    }))
    .filter((row) => row.before !== row.after);

/** An edit held whole: each field it sends against the object's answer, at the version of the object's row. */
export const editChange = ({
  before,
  request,
  row,
  ...change
}: Omit<HeldChange, 'diff' | 'baseVersion'> & {
  before: object;
  request: object;
  row: { updatedAt: Date | null; createdAt: Date };
}): HeldChange => ({ ...change, diff: fieldDiff(before, request), baseVersion: versionOf(row) });
