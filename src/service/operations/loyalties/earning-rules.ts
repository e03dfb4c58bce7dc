/*
 * Earning rules of a loyalty program (`/v1/loyalties/{campaignId}/earning-rules`): what an event earns on a card.
 * Each write locks the program's row first, so the per-program limit holds under concurrent creations.
 */
import { readLiveCampaign } from '../campaigns/read.ts';
import type { z } from 'zod';
import type { Validity } from '../../../contract/common.ts';
import {
  earningRuleIssue,
  maxEarningRules,
  type EarningRule,
  type earningRuleListSchema,
  type EarningRuleCreate,
  type EarningRuleUpdate,
} from '../../../contract/earning-rule.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { lockLiveCampaign } from '../../store/repositories/campaigns.ts';
import {
  countEarningRules,
  deleteEarningRule,
  findEarningRule,
  insertEarningRules,
  pageEarningRules,
  updateEarningRule,
  type EarningRuleRow,
} from '../../store/repositories/earning-rules.ts';
import { findSegment } from '../../store/repositories/segments.ts';
import { findRules } from '../../store/repositories/validation-rules.ts';
import type { EarningRuleDefinition } from '../../store/schema/earning-rules.ts';
import { auditChange, type Acting } from '../acting.ts';
import { editChange, holdChange, versionOf } from '../approvals/gate.ts';
import { invalidField, notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { checkedWindow } from '../validity-window.ts';

export function presentEarningRule(row: EarningRuleRow): EarningRule {
  const { banner, metadata, ...settings } = row.definition;
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: row.updatedAt ? iso(row.updatedAt) : null,
    validation_rule_id: row.validationRuleId,
    event: row.event,
    ...settings,
    source: { ...(banner !== undefined && { banner }), object_id: row.campaignId, object_type: 'campaign' },
    active: row.active,
    object: 'earning_rule',
    automation_id: row.automationId,
    metadata: metadata ?? {},
  };
}

/** The loyalty program a path names, by id or (as the official path allows) by name; 404 otherwise. */
export async function loyaltyProgram(db: Executor, projectId: string, idOrName: string) {
  const program = await readLiveCampaign(db, projectId, idOrName);
  if (program.campaignType !== 'LOYALTY_PROGRAM') throw notFound('campaign', idOrName);
  return program;
}

async function existingRule(db: Executor, projectId: string, campaignId: string, id: string, lock = false) {
  const program = await loyaltyProgram(db, projectId, campaignId);
  const row = await findEarningRule(db, program.id, id, lock);
  if (!row) throw notFound('earning_rule', id);
  return row;
}

/** What the rule names must exist in the project: its validation rule and its segment. */
async function checkReferences(
  db: Executor,
  projectId: string,
  rule: Validity & { validation_rule_id?: string | null | undefined; segment?: { id: string } | undefined },
) {
  if (rule.validation_rule_id) {
    const [found] = await findRules(db, [rule.validation_rule_id]);
    if (!found || found.projectId !== projectId) throw notFound('validation_rule', rule.validation_rule_id);
  }
  if (rule.segment && !(await findSegment(db, projectId, rule.segment.id))) throw notFound('segment', rule.segment.id);
  checkedWindow(rule);
}

/** What a created rule keeps beyond its columns; the banner is the request's `source.banner`. */
const createdDefinition = ({
  event: _e,
  validation_rule_id: _v,
  active: _a,
  source,
  pending_points,
  metadata,
  ...settings
}: EarningRuleCreate): EarningRuleDefinition => ({
  ...settings,
  metadata: metadata ?? {},
  ...(pending_points && { pending_points }),
  ...(source?.banner !== undefined && { banner: source.banner }),
});

/** A change over the stored settings: what is sent replaces, a null `pending_points` clears them. */
const changedDefinition = (
  { validation_rule_id: _v, active: _a, source, pending_points, loyalty, ...settings }: EarningRuleUpdate,
  { pending_points: storedPending, ...stored }: EarningRuleDefinition,
): EarningRuleDefinition => {
  const pending = pending_points === undefined ? storedPending : (pending_points ?? undefined);
  return {
    ...stored,
    ...settings,
    loyalty: loyalty ?? stored.loyalty,
    ...(pending && { pending_points: pending }),
    ...(source?.banner !== undefined && { banner: source.banner }),
  };
};

export async function readEarningRules(
  db: Executor,
  projectId: string,
  campaignId: string,
  query: { limit: number; page: number; order?: string | undefined },
): Promise<z.infer<typeof earningRuleListSchema>> {
  const program = await loyaltyProgram(db, projectId, campaignId);
  const rows = await pageEarningRules(db, program.id, { ...query, newestFirst: query.order !== 'created_at' });
  return {
    object: 'list',
    data_ref: 'data',
    data: rows.map(presentEarningRule),
    total: await countEarningRules(db, program.id),
  };
}

export async function readEarningRule(db: Executor, projectId: string, campaignId: string, id: string) {
  return presentEarningRule(await existingRule(db, projectId, campaignId, id));
}

export function createEarningRules(
  db: Db,
  projectId: string,
  campaignId: string,
  request: EarningRuleCreate[],
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const program = await loyaltyProgram(tx, projectId, campaignId);
    await lockLiveCampaign(tx, projectId, program.id);
    if ((await countEarningRules(tx, program.id)) + request.length > maxEarningRules)
      throw invalidField('', `A loyalty program has at most ${maxEarningRules} earning rules`);
    for (const rule of request) await checkReferences(tx, projectId, rule);
    // What earns points decides what members get: such a person's rules wait.
    const held = await holdChange(tx, projectId, acting, 'discount', () => ({
      operation: 'earning_rule.create',
      input: { campaign_id: program.id, request },
      resourceType: 'campaign',
      resourceId: program.id,
      summary: `Add ${request.length} earning rule${request.length === 1 ? '' : 's'} to ${program.name}`,
      diff: request.map((rule, i) => ({ field: `Earning rule ${i + 1}`, before: 'none', after: JSON.stringify(rule) })),
      baseVersion: versionOf(program),
    }));
    if (held) return held;
    const rows = await insertEarningRules(
      tx,
      request.map((rule, i) => ({
        id: newId('ern_'),
        projectId,
        campaignId: program.id,
        event: rule.event,
        active: rule.active ?? true,
        validationRuleId: rule.validation_rule_id ?? null,
        definition: createdDefinition(rule),
        automationId: newId('auto_'),
        // One millisecond apart, so the list shows the array's order.
        createdAt: new Date(acting.at.getTime() + i),
      })),
    );
    for (const row of rows)
      await auditChange(tx, projectId, acting, {
        action: 'earning_rule.created',
        resourceType: 'earning_rule',
        resourceId: row.id,
        summary: `Created the earning rule on ${row.event} of ${program.name}`,
      });
    return rows.map(presentEarningRule);
  });
}

export function changeEarningRule(
  db: Db,
  projectId: string,
  campaignId: string,
  id: string,
  request: EarningRuleUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const current = await existingRule(tx, projectId, campaignId, id, true);
    const definition = changedDefinition(request, current.definition);
    const issue = earningRuleIssue(current.event, definition.loyalty, definition.pending_points);
    if (issue) throw invalidField(issue.path.join('.'), issue.message);
    await checkReferences(tx, projectId, { ...definition, validation_rule_id: request.validation_rule_id });
    const held = await holdChange(tx, projectId, acting, request.active ? ['publish', 'discount'] : 'discount', () =>
      editChange({
        operation: 'earning_rule.update',
        input: { campaign_id: campaignId, earning_rule_id: id, request },
        resourceType: 'earning_rule',
        resourceId: id,
        summary: `Change the earning rule on ${current.event}`,
        before: presentEarningRule(current),
        request,
        row: current,
      }),
    );
    if (held) return held;
    const row = await updateEarningRule(tx, id, {
      definition,
      ...(request.active !== undefined && { active: request.active }),
      ...(request.validation_rule_id !== undefined && { validationRuleId: request.validation_rule_id }),
      updatedAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'earning_rule.updated',
      resourceType: 'earning_rule',
      resourceId: id,
      summary: `Changed the earning rule on ${row.event}`,
    });
    return presentEarningRule(row);
  });
}

export function switchEarningRule(
  db: Db,
  projectId: string,
  campaignId: string,
  id: string,
  active: boolean,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const current = await existingRule(tx, projectId, campaignId, id, true);
    const held =
      active &&
      (await holdChange(tx, projectId, acting, 'publish', () => ({
        operation: 'earning_rule.enable',
        input: { campaign_id: campaignId, earning_rule_id: id },
        resourceType: 'earning_rule',
        resourceId: id,
        summary: `Switch the earning rule on ${current.event} on`,
        diff: [{ field: 'Status', before: current.active ? 'on' : 'off', after: 'on' }],
        baseVersion: versionOf(current),
      })));
    if (held) return held;
    const row = await updateEarningRule(tx, id, { active, updatedAt: acting.at });
    await auditChange(tx, projectId, acting, {
      action: active ? 'earning_rule.enabled' : 'earning_rule.disabled',
      resourceType: 'earning_rule',
      resourceId: id,
      summary: `${active ? 'Enabled' : 'Disabled'} the earning rule on ${row.event}`,
    });
    return presentEarningRule(row);
  });
}

export function removeEarningRule(db: Db, projectId: string, campaignId: string, id: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await existingRule(tx, projectId, campaignId, id, true);
    await deleteEarningRule(tx, id);
    await auditChange(tx, projectId, acting, {
      action: 'earning_rule.deleted',
      resourceType: 'earning_rule',
      resourceId: id,
      summary: `Deleted the earning rule on ${current.event}`,
    });
  });
}
