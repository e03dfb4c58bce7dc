import type { ValidationRuleAssignmentCreate } from '../../../contract/validation-rule-assignment.ts';
import type { ValidationRuleCreate, ValidationRuleUpdate } from '../../../contract/validation-rule.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findTier } from '../../store/repositories/promotion-tiers.ts';
import { findVoucherByCode, findVoucherById } from '../../store/repositories/vouchers.ts';
import {
  deleteAssignment,
  deleteRule,
  findAssignment,
  insertAssignments,
  insertRules,
  isRuleAssigned,
  lockRule,
  updateRule,
} from '../../store/repositories/validation-rules.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { ruleAssignChange, ruleDeleteChange, ruleUnassignChange, ruleUpdateChange } from '../approvals/changes.ts';
import { holdChange } from '../approvals/gate.ts';
import { duplicate, notFound } from '../failures.ts';
import { presentAssignment } from '../present-common.ts';
import { presentRule } from './read.ts';

async function lockedRule(tx: Executor, projectId: string, ruleId: string) {
  const row = await lockRule(tx, projectId, ruleId);
  if (!row) throw notFound('validation_rules', ruleId);
  return row;
}

/** Records the change for webhooks (the interface's `business_validation_rule.*` kinds) and the audit log. */
async function recordRuleChange(
  tx: Executor,
  projectId: string,
  acting: Acting,
  change: {
    event: 'created' | 'updated' | 'deleted' | 'assignment.created' | 'assignment.deleted';
    ruleId: string;
    summary: string;
    payload: Record<string, unknown>;
  },
) {
  await recordWebhookEvent(tx, projectId, `business_validation_rule.${change.event}`, change.payload, acting.at);
  await auditChange(tx, projectId, acting, {
    action: `validation_rule.${change.event}`,
    resourceType: 'validation_rule',
    resourceId: change.ruleId,
    summary: change.summary,
  });
}

export function createRule(db: Db, projectId: string, request: ValidationRuleCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    const row = {
      id: newId('val_'),
      projectId,
      name: request.name,
      rules: request.rules,
      error: request.error ?? null,
      applicableTo: request.applicable_to ?? null,
      type: request.type,
      contextType: request.context_type,
      createdAt: acting.at,
    };
    await insertRules(tx, [row]);
    const rule = presentRule({ ...row, updatedAt: null });
    await recordRuleChange(tx, projectId, acting, {
      event: 'created',
      ruleId: row.id,
      summary: `Created the validation rule ${row.name}`,
      payload: { validation_rule: rule },
    });
    return rule;
  });
}

/** Replaces what the request sends; every campaign and tier the rule guards checks the new conditions at once. */
export function changeRule(db: Db, projectId: string, ruleId: string, request: ValidationRuleUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockedRule(tx, projectId, ruleId);
    // A rule that guards campaigns or tiers changes their audience or limits: such a person's edit waits.
    const held =
      (await isRuleAssigned(tx, ruleId)) &&
      (await holdChange(tx, projectId, acting, 'budget', () => ruleUpdateChange(current, request)));
    if (held) return held;
    const row = await updateRule(tx, ruleId, {
      name: request.name ?? current.name,
      rules: request.rules ?? current.rules,
      applicableTo: request.applicable_to ?? current.applicableTo,
      type: request.type ?? current.type,
      contextType: request.context_type ?? current.contextType,
      error: request.error === undefined ? current.error : request.error,
      updatedAt: acting.at,
    });
    const rule = presentRule(row);
    await recordRuleChange(tx, projectId, acting, {
      event: 'updated',
      ruleId,
      summary: `Changed the validation rule ${row.name}`,
      payload: { validation_rule: rule },
    });
    return rule;
  });
}

/**
 * Deletes a rule and takes it off every campaign and tier it guarded; a person whose role needs approval deleting a
 * rule that guards any gets the approval request instead (their limits or audience would go).
 */
export function removeRule(db: Db, projectId: string, ruleId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockedRule(tx, projectId, ruleId);
    const held =
      (await isRuleAssigned(tx, ruleId)) &&
      (await holdChange(tx, projectId, acting, 'budget', () => ruleDeleteChange(current)));
    if (held) return held;
    const assignments = await deleteRule(tx, ruleId);
    await recordRuleChange(tx, projectId, acting, {
      event: 'deleted',
      ruleId,
      summary: `Deleted the validation rule ${current.name} (it guarded ${assignments.length} objects)`,
      payload: { validation_rule: presentRule(current) },
    });
  });
}

/**
 * The campaign (not deleted), code or promotion tier of the project an assignment names, or a 404; a code may be
 * named by its id or by the code itself, and is assigned by its id.
 */
async function assignable(
  tx: Executor,
  projectId: string,
  target: ValidationRuleAssignmentCreate,
): Promise<ValidationRuleAssignmentCreate> {
  const { related_object_type: type, related_object_id: id } = target;
  if (type === 'campaign') {
    const campaign = await findCampaign(tx, projectId, id);
    if (!campaign || campaign.deletedAt) throw notFound('campaign', id);
  } else if (type === 'voucher') {
    const byId = await findVoucherById(tx, id);
    const voucher = byId?.projectId === projectId ? byId : await findVoucherByCode(tx, projectId, id);
    if (!voucher) throw notFound('voucher', id);
    return { ...target, related_object_id: voucher.id };
  } else if (!(await findTier(tx, projectId, id))) throw notFound('promotion_tier', id);
  return target;
}

export function assignRule(
  db: Db,
  projectId: string,
  ruleId: string,
  requested: ValidationRuleAssignmentCreate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const rule = await lockedRule(tx, projectId, ruleId);
    const target = await assignable(tx, projectId, requested);
    const held = await holdChange(tx, projectId, acting, 'budget', () => ruleAssignChange(tx, projectId, rule, target));
    if (held) return held;
    const [row] = await insertAssignments(tx, [
      {
        id: newId('asgm_'),
        projectId,
        ruleId,
        relatedObjectType: target.related_object_type,
        relatedObjectId: target.related_object_id,
        createdAt: acting.at,
      },
    ]).catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? duplicate(
            'validation_rules_assignment',
            target.related_object_id,
            `The rule ${ruleId} is already assigned to ${target.related_object_id}`,
          )
        : error;
    });
    const assignment = presentAssignment(row!);
    await recordRuleChange(tx, projectId, acting, {
      event: 'assignment.created',
      ruleId,
      summary: `Assigned the validation rule ${rule.name} to ${target.related_object_type} ${target.related_object_id}`,
      payload: { assignment },
    });
    return assignment;
  });
}

export function unassignRule(db: Db, projectId: string, ruleId: string, assignmentId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const rule = await lockedRule(tx, projectId, ruleId);
    const held = await holdChange(tx, projectId, acting, 'budget', async () => {
      const assignment = await findAssignment(tx, ruleId, assignmentId);
      if (!assignment) throw notFound('validation_rules_assignment', assignmentId);
      return ruleUnassignChange(rule, assignment);
    });
    if (held) return held;
    const row = await deleteAssignment(tx, ruleId, assignmentId);
    if (!row) throw notFound('validation_rules_assignment', assignmentId);
    await recordRuleChange(tx, projectId, acting, {
      event: 'assignment.deleted',
      ruleId,
      summary: `Took the validation rule ${rule.name} off ${row.relatedObjectType} ${row.relatedObjectId}`,
      payload: { assignment: presentAssignment(row) },
    });
  });
}
