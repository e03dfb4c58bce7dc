import type { z } from 'zod';
import { rewardLimits, type AssignmentWrite, type rewardAssignmentListSchema } from '../../../contract/reward.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { deleteAssignmentsOf, insertAssignments } from '../../store/repositories/validation-rules.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import {
  countProgramAssignments,
  deleteAssignment,
  findAssignment,
  findReward,
  insertAssignment,
  pageAssignments,
  updateAssignmentPoints,
} from '../../store/repositories/rewards.ts';
import { auditChange, type Acting } from '../acting.ts';
import { holdChange, versionOf } from '../approvals/gate.ts';
import { existingRuleIds } from '../categories/chosen.ts';
import { duplicate, invalidField, missingParameter, notFound } from '../failures.ts';
import { presentAssignment, presentReward } from './present.ts';

/*
 * Reward assignments are reached from two sides: /v1/rewards/{rewardId}/assignments and /v1/loyalties/{campaignId}
 * /rewards. Each action is one function here; `Side` names which parent the path gave, and an assignment of another
 * reward or program is not found from it.
 */
export type Side = { rewardId: string } | { campaignId: string };

/** The parent of the path: a reward of the project, or a loyalty program of the project (not in the bin). */
async function checkSide(db: Executor, projectId: string, side: Side) {
  if ('rewardId' in side) {
    if (!(await findReward(db, projectId, side.rewardId))) throw notFound('reward', side.rewardId);
    return;
  }
  await loyaltyProgram(db, projectId, side.campaignId);
}

async function loyaltyProgram(db: Executor, projectId: string, campaignId: string) {
  const campaign = await findCampaign(db, projectId, campaignId);
  if (!campaign || campaign.deletedAt || campaign.campaignType !== 'LOYALTY_PROGRAM')
    throw notFound('campaign', campaignId);
  return campaign;
}

async function assignmentOn(db: Executor, projectId: string, side: Side, assignmentId: string) {
  await checkSide(db, projectId, side);
  const row = await findAssignment(db, projectId, assignmentId);
  const mine = row && ('rewardId' in side ? row.rewardId === side.rewardId : row.campaignId === side.campaignId);
  if (!mine) throw notFound('reward_assignment', assignmentId);
  return row;
}

export async function readAssignments(
  db: Executor,
  projectId: string,
  side: Side,
  query: { limit: number; page: number; assignment_id?: string | undefined },
): Promise<z.infer<typeof rewardAssignmentListSchema>> {
  await checkSide(db, projectId, side);
  if (query.assignment_id) {
    const row = await findAssignment(db, projectId, query.assignment_id);
    const data = row && 'campaignId' in side && row.campaignId === side.campaignId ? [presentAssignment(row)] : [];
    return { object: 'list', data_ref: 'data', data, total: data.length };
  }
  const { rows, total } = await pageAssignments(db, side, query);
  return { object: 'list', data_ref: 'data', data: rows.map(presentAssignment), total };
}

export async function readAssignment(db: Executor, projectId: string, side: Side, assignmentId: string) {
  return presentAssignment(await assignmentOn(db, projectId, side, assignmentId));
}

/** GET /v1/loyalties/{campaignId}/reward-assignments/{assignmentId}/reward. */
export async function readAssignedReward(db: Executor, projectId: string, campaignId: string, assignmentId: string) {
  const assignment = await assignmentOn(db, projectId, { campaignId }, assignmentId);
  return presentReward((await findReward(db, projectId, assignment.rewardId))!);
}

/**
 * Offers rewards in loyalty programs, all or none: each reward once per program, a price in points for every reward
 * but COIN (whose member chooses how many points to spend, so a price is refused).
 */
export function createAssignments(db: Db, projectId: string, writes: AssignmentWrite[], acting: Acting) {
  return db.transaction(async (tx) => {
    // A reward offered for points gives members something: such a person's offers wait.
    const held = await holdChange(tx, projectId, acting, 'discount', () => ({
      operation: 'reward_assignment.create',
      input: { writes },
      resourceType: 'campaign',
      resourceId: writes[0]?.campaignId ?? '',
      summary: `Offer ${writes.length} reward${writes.length === 1 ? '' : 's'} in loyalty programs`,
      diff: writes.map((write) => ({
        field: `Reward ${write.rewardId} in ${write.campaignId}`,
        before: 'not offered',
        after: write.points === undefined ? 'for the points a member chooses' : `for ${write.points} points`,
      })),
      baseVersion: 'an offer',
    }));
    if (held) return held;
    const created = [];
    for (const [i, write] of writes.entries()) {
      const field = writes.length > 1 ? `${i}.` : '';
      const campaign = await loyaltyProgram(tx, projectId, write.campaignId);
      const reward = await findReward(tx, projectId, write.rewardId);
      if (!reward) throw notFound('reward', write.rewardId);
      if (reward.type === 'COIN' && write.points !== undefined)
        throw invalidField(`${field}parameters.loyalty.points`, 'A pay-with-points reward has no price in points');
      if (reward.type !== 'COIN' && write.points === undefined) throw missingParameter(`${field}parameters.loyalty`);
      if (reward.type !== 'COIN' && write.validationRules?.length)
        throw invalidField(`${field}validation_rules`, 'Only a pay-with-points reward takes validation rules');
      const ruleIds = await existingRuleIds(tx, projectId, write.validationRules);
      if ((await countProgramAssignments(tx, campaign.id)) >= rewardLimits.assignmentsPerProgram)
        throw invalidField(`${field}reward`, `A program offers at most ${rewardLimits.assignmentsPerProgram} rewards`);
      const row = await insertAssignment(tx, {
        id: newId('rewa_'),
        projectId,
        rewardId: reward.id,
        campaignId: campaign.id,
        points: write.points ?? null,
        createdAt: acting.at,
      }).catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? duplicate(
              'reward_assignment',
              reward.id,
              `The reward ${reward.name} is already offered in ${campaign.name}`,
            )
          : error;
      });
      await insertAssignments(
        tx,
        ruleIds.map((ruleId) => ({
          id: newId('asgm_'),
          projectId,
          ruleId,
          relatedObjectType: 'reward_assignment' as const,
          relatedObjectId: row.id,
          createdAt: acting.at,
        })),
      );
      await auditChange(tx, projectId, acting, {
        action: 'reward.assignment.created',
        resourceType: 'reward_assignment',
        resourceId: row.id,
        summary: `Offered ${reward.name} in ${campaign.name}${row.points === null ? '' : ` for ${row.points} points`}`,
      });
      created.push(presentAssignment(row));
    }
    return created;
  });
}

/** Changes an assignment's price in points (a COIN reward's assignment has none to change). */
export function changeAssignment(
  db: Db,
  projectId: string,
  side: Side,
  assignmentId: string,
  points: number,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const current = await assignmentOn(tx, projectId, side, assignmentId);
    if (current.points === null)
      throw invalidField('parameters.loyalty.points', 'A pay-with-points reward has no price in points');
    const held = await holdChange(tx, projectId, acting, 'discount', () => ({
      operation: 'reward_assignment.update',
      input: { side, assignment_id: assignmentId, points },
      resourceType: 'reward_assignment',
      resourceId: assignmentId,
      summary: `Change the price of the reward ${current.rewardId} in ${current.campaignId}`,
      diff: [{ field: 'Price in points', before: String(current.points), after: String(points) }],
      baseVersion: versionOf(current),
    }));
    if (held) return held;
    const row = await updateAssignmentPoints(tx, assignmentId, points, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'reward.assignment.updated',
      resourceType: 'reward_assignment',
      resourceId: assignmentId,
      summary: `Changed the price of ${assignmentId} from ${current.points} to ${points} points`,
    });
    return presentAssignment(row);
  });
}

export function removeAssignment(db: Db, projectId: string, side: Side, assignmentId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await assignmentOn(tx, projectId, side, assignmentId);
    await deleteAssignmentsOf(tx, assignmentId);
    await deleteAssignment(tx, assignmentId);
    await auditChange(tx, projectId, acting, {
      action: 'reward.assignment.deleted',
      resourceType: 'reward_assignment',
      resourceId: assignmentId,
      summary: `Stopped offering ${current.rewardId} in ${current.campaignId}`,
    });
  });
}
