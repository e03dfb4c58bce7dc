import { promotionTierUpdateSchema } from '../../../contract/promotion-tier.ts';
import { validationRuleAssignmentCreateSchema } from '../../../contract/validation-rule-assignment.ts';
import type { Tx } from '../../store/db.ts';
import type { ApprovalRequestRow } from '../../store/repositories/approvals.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findTier } from '../../store/repositories/promotion-tiers.ts';
import type { Acting } from '../acting.ts';
import { switchCampaign } from '../campaigns/switch.ts';
import { DomainFailure } from '../failures.ts';
import { changeTier } from '../promotions/tier-change.ts';
import { switchTier } from '../promotions/tiers.ts';
import { assignRule, changeRule, removeRule, unassignRule } from '../validation-rules/change.ts';
import { switchVoucher } from '../vouchers/switch.ts';
import { findVoucherById } from '../../store/repositories/vouchers.ts';
import { findRules } from '../../store/repositories/validation-rules.ts';
import { validationRuleUpdateSchema } from '../../../contract/validation-rule.ts';
import { assignmentVersion } from './changes.ts';
import { versionOf, type HeldOperation } from './gate.ts';
import { z } from 'zod';

const stale = (request: ApprovalRequestRow) =>
  new DomainFailure({
    kind: 'conflict',
    key: 'approval_stale',
    message: 'Approval refused',
    details: `The ${request.resourceType.replace('_', ' ')} ${request.resourceId} changed after this request was made, so approving it could overwrite that change; reject it and ask again`,
    resource_id: request.id,
    resource_type: 'approval_request',
  });

/** The version of the object a request changes (for an assignment, with the rule's: `assignmentVersion`). */
async function currentVersion(tx: Tx, request: ApprovalRequestRow) {
  if (request.resourceType === 'voucher') {
    const voucher = await findVoucherById(tx, request.resourceId);
    return voucher && voucher.projectId === request.projectId ? versionOf(voucher) : undefined;
  }
  if (request.resourceType === 'validation_rule') {
    const [rule] = await findRules(tx, [request.resourceId]);
    return rule && rule.projectId === request.projectId ? versionOf(rule) : undefined;
  }
  const object =
    request.resourceType === 'campaign'
      ? await findCampaign(tx, request.projectId, request.resourceId).then((c) => (c && !c.deletedAt ? c : undefined))
      : await findTier(tx, request.projectId, request.resourceId).then((found) =>
          found && !found.campaign.deletedAt ? found.tier : undefined,
        );
  if (!object) return undefined;
  if (request.operation !== 'rule.assign') return versionOf(object);
  const [rule] = await findRules(tx, [ruleAssignInput.parse(request.input).rule_id]);
  return rule ? assignmentVersion(object, rule) : undefined;
}

const ruleAssignInput = validationRuleAssignmentCreateSchema.and(z.object({ rule_id: z.string() }));

/** Each held operation, replayed through the very operation a direct change uses (webhooks, audit, checks). */
const replays: Record<HeldOperation, (tx: Tx, request: ApprovalRequestRow, acting: Acting) => Promise<unknown>> = {
  'campaign.enable': (tx, r, acting) => switchCampaign(tx, r.projectId, r.resourceId, true, acting),
  'tier.enable': (tx, r, acting) => switchTier(tx, r.projectId, r.resourceId, true, acting),
  'tier.update': (tx, r, acting) =>
    changeTier(tx, r.projectId, r.resourceId, promotionTierUpdateSchema.parse(r.input), acting),
  'rule.assign': (tx, r, acting) => {
    const { rule_id, ...target } = ruleAssignInput.parse(r.input);
    return assignRule(tx, r.projectId, rule_id, target, acting);
  },
  'rule.delete': (tx, r, acting) => removeRule(tx, r.projectId, r.resourceId, acting),
  'voucher.enable': (tx, r, acting) =>
    switchVoucher(tx, r.projectId, z.object({ code: z.string() }).parse(r.input).code, true, acting),
  'rule.update': (tx, r, acting) =>
    changeRule(tx, r.projectId, r.resourceId, validationRuleUpdateSchema.parse(r.input), acting),
  'rule.unassign': (tx, r, acting) =>
    unassignRule(
      tx,
      r.projectId,
      r.resourceId,
      z.object({ assignment_id: z.string() }).parse(r.input).assignment_id,
      acting,
    ),
};

/**
 * Applies an approved request in the caller's transaction, refused when the object changed since the request (or
 * is gone), so a decision never overwrites a change the approver did not see.
 */
export async function applyApproved(tx: Tx, request: ApprovalRequestRow, acting: Acting) {
  if ((await currentVersion(tx, request)) !== request.baseVersion) throw stale(request);
  await replays[request.operation as HeldOperation](tx, request, { ...acting, approvalId: request.id });
}
