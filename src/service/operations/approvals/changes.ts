import type { Discount } from '../../../contract/discount.ts';
import type { PromotionTierUpdate } from '../../../contract/promotion-tier.ts';
import type { ValidationRuleAssignmentCreate } from '../../../contract/validation-rule-assignment.ts';
import type { ValidationRuleUpdate } from '../../../contract/validation-rule.ts';
import type { Json } from '../../store/schema/columns.ts';
import type { ValidationRuleRow } from '../../store/repositories/validation-rules.ts';
import type { Executor } from '../../store/db.ts';
import { findVoucherById } from '../../store/repositories/vouchers.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findTier } from '../../store/repositories/promotion-tiers.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { notFound } from '../failures.ts';
import { versionOf, type HeldChange } from './gate.ts';

/*
 * The held change of each operation that can wait for approval, with its diff in words. Each reads the object so a
 * request names it and records the version it was asked against.
 */

const money = (minor: number) => (minor / 100).toFixed(2);

export function discountWords(discount: Discount | undefined) {
  if (!discount) return 'no discount';
  if (discount.type === 'PERCENT') return `${discount.percent_off}% off`;
  if (discount.type === 'AMOUNT') return `${money(discount.amount_off)} off`;
  if (discount.type === 'FIXED') return `a fixed price of ${money(discount.fixed_amount)}`;
  return `${discount.unit_off} unit(s) free`;
}

async function liveCampaign(tx: Executor, projectId: string, campaignId: string) {
  const campaign = await findCampaign(tx, projectId, campaignId);
  if (!campaign || campaign.deletedAt) throw notFound('campaign', campaignId);
  return campaign;
}

async function liveTier(tx: Executor, projectId: string, tierId: string) {
  const found = await findTier(tx, projectId, tierId);
  if (!found || found.campaign.deletedAt) throw notFound('promotion_tier', tierId);
  return found.tier;
}

export async function campaignEnableChange(tx: Executor, projectId: string, campaignId: string): Promise<HeldChange> {
  const campaign = await liveCampaign(tx, projectId, campaignId);
  return {
    operation: 'campaign.enable',
    input: {},
    resourceType: 'campaign',
    resourceId: campaignId,
    summary: `Switch the campaign ${campaign.name} on`,
    diff: [{ field: 'Status', before: campaign.active ? 'on' : 'off', after: 'on' }],
    baseVersion: versionOf(campaign),
  };
}

export async function voucherEnableChange(tx: Executor, projectId: string, code: string): Promise<HeldChange> {
  const voucher = await findVoucherByCode(tx, projectId, code);
  if (!voucher) throw notFound('voucher', code);
  return {
    operation: 'voucher.enable',
    input: { code },
    resourceType: 'voucher',
    resourceId: voucher.id,
    summary: `Switch the code ${voucher.code} on (${discountWords(voucher.discount ?? undefined)})`,
    diff: [{ field: 'Status', before: voucher.active ? 'on' : 'off', after: 'on' }],
    baseVersion: versionOf(voucher),
  };
}

export async function tierEnableChange(tx: Executor, projectId: string, tierId: string): Promise<HeldChange> {
  const tier = await liveTier(tx, projectId, tierId);
  return {
    operation: 'tier.enable',
    input: {},
    resourceType: 'promotion_tier',
    resourceId: tierId,
    summary: `Switch the promotion tier ${tier.name} on`,
    diff: [{ field: 'Status', before: tier.active ? 'on' : 'off', after: 'on' }],
    baseVersion: versionOf(tier),
  };
}

/** A tier edit whose discount differs from the tier's; undefined when the discount stays as it is. */
export async function tierDiscountChange(
  tx: Executor,
  projectId: string,
  tierId: string,
  request: PromotionTierUpdate,
): Promise<HeldChange | undefined> {
  const tier = await liveTier(tx, projectId, tierId);
  const before = discountWords(tier.action.discount);
  const after = request.action && discountWords(request.action.discount);
  if (after === undefined || after === before) return undefined;
  const others = Object.keys(request).filter((field) => field !== 'action');
  return {
    operation: 'tier.update',
    input: request,
    resourceType: 'promotion_tier',
    resourceId: tierId,
    summary: `Change the discount of the promotion tier ${tier.name}`,
    diff: [
      { field: 'Discount', before, after },
      ...others.map((field) => ({
        field,
        before: 'as it is',
        after: JSON.stringify(request[field as keyof PromotionTierUpdate]),
      })),
    ],
    baseVersion: versionOf(tier),
  };
}

type RuleRow = Pick<ValidationRuleRow, 'id' | 'name' | 'rules' | 'applicableTo' | 'error' | 'createdAt' | 'updatedAt'>;

/** What a rule checks, in the approver's words: its conditions as written (JSON). */
const conditionWords = (rule: Pick<RuleRow, 'rules' | 'applicableTo'>) =>
  JSON.stringify({ rules: rule.rules, ...(rule.applicableTo && { applicable_to: rule.applicableTo }) });

/**
 * The version an assignment's approval is checked against: the object's and the rule's, so a rule changed after
 * the request (what the approver read is no longer what would be assigned) makes it stale.
 */
export const assignmentVersion = (object: { updatedAt: Date | null; createdAt: Date }, rule: RuleRow) =>
  `${versionOf(object)} rule ${versionOf(rule)}`;

/** What an assignment guards, named as people know it (a code by its code), with what its version is read from. */
async function assignedObject(tx: Executor, projectId: string, target: ValidationRuleAssignmentCreate) {
  const { related_object_type: type, related_object_id: id } = target;
  if (type === 'campaign') return liveCampaign(tx, projectId, id);
  if (type === 'promotion_tier') return liveTier(tx, projectId, id);
  const voucher = await findVoucherById(tx, id);
  if (!voucher || voucher.projectId !== projectId) throw notFound('voucher', id);
  return { name: voucher.code, createdAt: voucher.createdAt, updatedAt: voucher.updatedAt };
}

export async function ruleAssignChange(
  tx: Executor,
  projectId: string,
  rule: RuleRow,
  target: ValidationRuleAssignmentCreate,
): Promise<HeldChange> {
  const { related_object_type: type, related_object_id: id } = target;
  const object = await assignedObject(tx, projectId, target);
  const noun = { campaign: 'campaign', voucher: 'code', promotion_tier: 'promotion tier' }[type];
  return {
    operation: 'rule.assign',
    input: { rule_id: rule.id, ...target },
    resourceType: type,
    resourceId: id,
    summary: `Assign the validation rule ${rule.name} to the ${noun} ${object.name}`,
    diff: [
      { field: 'Validation rule', before: 'not assigned', after: rule.name },
      { field: 'Its conditions', before: '', after: conditionWords(rule) },
    ],
    baseVersion: assignmentVersion(object, rule),
  };
}

/** An edit of a rule that guards campaigns or tiers: what it checks changes for their shoppers. */
export function ruleUpdateChange(rule: RuleRow, request: ValidationRuleUpdate): HeldChange {
  const after = {
    name: request.name ?? rule.name,
    rules: request.rules ?? rule.rules,
    applicableTo: request.applicable_to ?? rule.applicableTo,
    error: request.error === undefined ? rule.error : request.error,
  };
  const diff = [
    ...(after.name !== rule.name ? [{ field: 'Name', before: rule.name, after: after.name }] : []),
    { field: 'Conditions', before: conditionWords(rule), after: conditionWords(after) },
  ];
  return {
    operation: 'rule.update',
    input: request as Json,
    resourceType: 'validation_rule',
    resourceId: rule.id,
    summary: `Change the validation rule ${rule.name}, which guards live campaigns or tiers`,
    diff,
    baseVersion: versionOf(rule),
  };
}

/** Deleting a rule that guards campaigns or tiers: its limits or audience go from all of them. */
export function ruleDeleteChange(rule: RuleRow): HeldChange {
  return {
    operation: 'rule.delete',
    input: {},
    resourceType: 'validation_rule',
    resourceId: rule.id,
    summary: `Delete the validation rule ${rule.name}, taking it off every campaign and tier it guards`,
    diff: [{ field: 'Validation rule', before: `${rule.name}: ${conditionWords(rule)}`, after: 'deleted' }],
    baseVersion: versionOf(rule),
  };
}

/** Taking a rule off a campaign or tier: its limits or audience no longer hold there. */
export function ruleUnassignChange(
  rule: RuleRow,
  assignment: { id: string; relatedObjectType: string; relatedObjectId: string },
): HeldChange {
  return {
    operation: 'rule.unassign',
    input: { assignment_id: assignment.id },
    resourceType: 'validation_rule',
    resourceId: rule.id,
    summary: `Take the validation rule ${rule.name} off ${assignment.relatedObjectType} ${assignment.relatedObjectId}`,
    diff: [{ field: 'Validation rule', before: `${rule.name}: ${conditionWords(rule)}`, after: 'not assigned' }],
    baseVersion: versionOf(rule),
  };
}
