import { z } from 'zod';
import { promotionTierUpdateSchema } from '../../../contract/promotion-tier.ts';
import { validationRuleAssignmentCreateSchema } from '../../../contract/validation-rule-assignment.ts';
import { validationRuleUpdateSchema } from '../../../contract/validation-rule.ts';
import type { Tx } from '../../store/db.ts';
import type { ApprovalRequestRow } from '../../store/repositories/approvals.ts';
import type { Acting } from '../acting.ts';
import { switchCampaign } from '../campaigns/switch.ts';
import { changeTier } from '../promotions/tier-change.ts';
import { switchTier } from '../promotions/tiers.ts';
import { assignRule, changeRule, removeRule, unassignRule } from '../validation-rules/change.ts';
import { switchVoucher } from '../vouchers/switch.ts';
import type { HeldOperation } from './gate.ts';
import { editReplays } from './replay-edits.ts';

const ruleAssignInput = validationRuleAssignmentCreateSchema.and(z.object({ rule_id: z.string() }));

export type Replay = (tx: Tx, request: ApprovalRequestRow, acting: Acting) => Promise<unknown>;

/** Each held operation, replayed through the very operation a direct change uses (webhooks, audit, checks). */
const replays: Record<HeldOperation, Replay> = {
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
  ...editReplays,
};

/**
 * Applies an approved request in the caller's transaction through its operation, which refuses it as stale when the
 * object changed since the request (`holdChange`), so a decision never overwrites a change the approver did not see.
 */
export async function applyApproved(tx: Tx, request: ApprovalRequestRow, acting: Acting) {
  const approval = { id: request.id, baseVersion: request.baseVersion };
  await replays[request.operation as HeldOperation](tx, request, { ...acting, approval });
}
