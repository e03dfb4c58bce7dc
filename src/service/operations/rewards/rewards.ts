import type { z } from 'zod';
import {
  rewardLimits,
  type rewardListSchema,
  type RewardCreate,
  type RewardListQuery,
  type RewardParameters,
  type RewardParametersWrite,
  type RewardUpdate,
} from '../../../contract/reward.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findProduct, findSku } from '../../store/repositories/products.ts';
import {
  assignmentIdsOf,
  countRewards,
  deleteReward,
  findAssignment,
  findReward,
  insertReward,
  pageRewards,
  updateReward,
  type RewardRow,
} from '../../store/repositories/rewards.ts';
import { auditChange, type Acting } from '../acting.ts';
import { editChange, holdChange } from '../approvals/gate.ts';
import { DomainFailure, invalidField, notFound } from '../failures.ts';
import { presentReward } from './present.ts';

type RewardType = RewardRow['type'];
const typeOf = (p: RewardParametersWrite): RewardType =>
  'campaign' in p ? 'CAMPAIGN' : 'coin' in p ? 'COIN' : 'MATERIAL';

/**
 * The stored parameters of a reward: the campaign must be a live discount, gift or loyalty campaign of the project
 * (a balance for gift and loyalty, none for discount), the product and SKU the project's own (the SKU of that product).
 */
async function resolveParameters(db: Executor, projectId: string, p: RewardParametersWrite): Promise<RewardParameters> {
  if ('coin' in p) return { coin: { exchange_ratio: p.coin.exchange_ratio, points_ratio: p.coin.points_ratio } };
  if ('product' in p) {
    const product = await findProduct(db, projectId, p.product.id);
    if (!product) throw notFound('product', p.product.id);
    if (!p.product.sku_id) return { product: { id: product.id, sku_id: null } };
    const sku = await findSku(db, projectId, p.product.sku_id);
    if (!sku || sku.productId !== product.id) throw notFound('sku', p.product.sku_id);
    return { product: { id: product.id, sku_id: sku.id } };
  }
  const campaign = await findCampaign(db, projectId, p.campaign.id);
  if (!campaign || campaign.deletedAt) throw notFound('campaign', p.campaign.id);
  const type = campaign.campaignType;
  if (type === 'DISCOUNT_COUPONS') return { campaign: { id: campaign.id, type } };
  if (type !== 'GIFT_VOUCHERS' && type !== 'LOYALTY_PROGRAM')
    throw invalidField('parameters.campaign.id', 'A reward campaign is a discount, gift card or loyalty campaign');
  if (!p.campaign.balance)
    throw invalidField('parameters.campaign.balance', 'A gift card or loyalty reward needs the balance it adds');
  return { campaign: { id: campaign.id, type, balance: p.campaign.balance } };
}

export async function readRewards(
  db: Executor,
  projectId: string,
  query: RewardListQuery,
): Promise<z.infer<typeof rewardListSchema>> {
  if (query.assignment_id) {
    // One assignment's reward, as the official `assignment_id` filter answers it.
    const assignment = await findAssignment(db, projectId, query.assignment_id);
    const reward = assignment && (await findReward(db, projectId, assignment.rewardId));
    const data = reward ? [presentReward(reward)] : [];
    return { object: 'list', data_ref: 'data', data, total: data.length };
  }
  const { rows, total } = await pageRewards(db, projectId, query);
  return { object: 'list', data_ref: 'data', data: rows.map(presentReward), total };
}

export async function readReward(db: Executor, projectId: string, rewardId: string) {
  const row = await findReward(db, projectId, rewardId);
  if (!row) throw notFound('reward', rewardId);
  return presentReward(row);
}

const stockOf = (type: RewardType, stock: number | null | undefined) => {
  if (stock !== undefined && stock !== null && type !== 'MATERIAL')
    throw invalidField('stock', 'Only a material reward has a stock');
  return stock ?? null;
};

export function createReward(db: Db, projectId: string, request: RewardCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    if ((await countRewards(tx, projectId)) >= rewardLimits.rewards)
      throw invalidField('name', `A project has at most ${rewardLimits.rewards} rewards`);
    const type = typeOf(request.parameters);
    const row = await insertReward(tx, {
      id: newId('rew_'),
      projectId,
      name: request.name,
      type,
      parameters: await resolveParameters(tx, projectId, request.parameters),
      stock: stockOf(type, request.stock),
      attributes: request.attributes ?? {},
      metadata: request.metadata ?? {},
      createdAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'reward.created',
      resourceType: 'reward',
      resourceId: row.id,
      summary: `Created the ${type.toLowerCase()} reward ${row.name}`,
    });
    return presentReward(row);
  });
}

/** Changes a reward; its type stays. A stock below what was already redeemed is refused. */
export function changeReward(db: Db, projectId: string, rewardId: string, request: RewardUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await findReward(tx, projectId, rewardId, true);
    if (!current) throw notFound('reward', rewardId);
    if (request.parameters && typeOf(request.parameters) !== current.type)
      throw invalidField('parameters', `The reward is a ${current.type} reward; its type cannot change`);
    const stock = request.stock === undefined ? current.stock : stockOf(current.type, request.stock);
    if (stock !== null && stock < current.redeemed)
      throw invalidField('stock', `${current.redeemed} were already redeemed; the stock cannot be lower`);
    // What a reward gives and how many there are: such a person's change waits (its words do not).
    const held =
      (request.parameters !== undefined || request.stock !== undefined) &&
      (await holdChange(tx, projectId, acting, 'discount', () =>
        editChange({
          operation: 'reward.update',
          input: { reward_id: rewardId, request },
          resourceType: 'reward',
          resourceId: rewardId,
          summary: `Change the reward ${current.name}`,
          before: presentReward(current),
          request,
          row: current,
        }),
      ));
    if (held) return held;
    const row = await updateReward(tx, rewardId, {
      name: request.name ?? current.name,
      parameters: request.parameters ? await resolveParameters(tx, projectId, request.parameters) : current.parameters,
      stock,
      attributes: request.attributes ?? current.attributes,
      metadata: request.metadata ?? current.metadata,
      updatedAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'reward.updated',
      resourceType: 'reward',
      resourceId: rewardId,
      summary: `Changed the reward ${row.name}`,
    });
    return presentReward(row);
  });
}

/** Deletes a reward no program offers; an assigned one is refused with the assignments that hold it. */
export function removeReward(db: Db, projectId: string, rewardId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await findReward(tx, projectId, rewardId, true);
    if (!current) throw notFound('reward', rewardId);
    const held = await assignmentIdsOf(tx, rewardId);
    if (held.length)
      throw new DomainFailure({
        kind: 'invalid',
        key: 'resource_in_use',
        message: 'Resource in use',
        details: `Resource reward with id ${rewardId} is in use by reward_assignments with ids [${held.join(', ')}]`,
        resource_id: rewardId,
        resource_type: 'reward',
      });
    await deleteReward(tx, rewardId);
    await auditChange(tx, projectId, acting, {
      action: 'reward.deleted',
      resourceType: 'reward',
      resourceId: rewardId,
      summary: `Deleted the reward ${current.name}`,
    });
  });
}
