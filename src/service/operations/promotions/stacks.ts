import {
  MAX_STACKS_PER_PROMOTION,
  type PromotionStack,
  type PromotionStackList,
  type PromotionStackCreate,
  type PromotionStackListQuery,
  type PromotionStackUpdate,
} from '../../../contract/promotion-stack.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCampaign, findCategories, lockLiveCampaign } from '../../store/repositories/campaigns.ts';
import {
  countCampaignStacks,
  deleteStack,
  findStack,
  insertStack,
  listCampaignStacks,
  pageProjectStacks,
  updateStack,
  type PromotionStackRow,
} from '../../store/repositories/promotion-stacks.ts';
import { tierIdsOfCampaign } from '../../store/repositories/promotion-tiers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { editChange, holdChange, versionOf } from '../approvals/gate.ts';
import { chosenCategoryId } from '../categories/chosen.ts';
import { invalidField, notFound } from '../failures.ts';
import { iso, presentCategory } from '../present-common.ts';

/*
 * Promotion stacks are stored, listed and kept consistent with the promotion's tiers (a deleted tier leaves them).
 * A stacked validation or redemption that names one reads it afresh (`redemptions/resolve-request.ts`), so no
 * process keeps them in memory.
 */

/** Stacks in the interface's shape, with their categories read in one statement. */
async function presentStacks(db: Executor, rows: PromotionStackRow[]): Promise<PromotionStack[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const categories = new Map((await findCategories(db, ids)).map((row) => [row.id, row]));
  return rows.map((row) => {
    const category = row.categoryId ? categories.get(row.categoryId) : undefined;
    return {
      id: row.id,
      name: row.name,
      created_at: iso(row.createdAt),
      updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
      campaign_id: row.campaignId,
      object: 'promotion_stack',
      tiers: { ids: row.tierIds },
      category_id: row.categoryId,
      categories: category ? [presentCategory(category)] : [],
    };
  });
}

const stackList = (data: PromotionStack[], total: number): PromotionStackList => ({
  object: 'list',
  data_ref: 'data',
  data,
  total,
});

async function liveCampaign(db: Executor, projectId: string, campaignId: string) {
  const campaign = await findCampaign(db, projectId, campaignId);
  if (!campaign || campaign.deletedAt) throw notFound('campaign', campaignId);
  return campaign;
}

/** GET /v1/promotions/stacks: a page of the project's stacks. */
export async function readProjectStacks(db: Executor, projectId: string, query: PromotionStackListQuery) {
  const { rows, total } = await pageProjectStacks(db, projectId, query);
  return stackList(await presentStacks(db, rows), total);
}

/** GET /v1/promotions/{campaignId}/stacks: every stack of one promotion (at most `MAX_STACKS_PER_PROMOTION`). */
export async function readCampaignStacks(db: Executor, projectId: string, campaignId: string) {
  await liveCampaign(db, projectId, campaignId);
  const rows = await listCampaignStacks(db, campaignId);
  return stackList(await presentStacks(db, rows), rows.length);
}

export async function readStack(db: Executor, projectId: string, campaignId: string, stackId: string) {
  await liveCampaign(db, projectId, campaignId);
  const row = await findStack(db, campaignId, stackId);
  if (!row) throw notFound('promotion_stack', stackId);
  return (await presentStacks(db, [row]))[0]!;
}

/** Refuses an id that is not a tier of this promotion, naming the first such id as the hosted 404 does. */
async function assertTiersOf(db: Executor, campaignId: string, ids: string[]) {
  const found = await tierIdsOfCampaign(db, campaignId, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw notFound('promotion_tier', missing);
}

/** A live promotion, locked: its stacks are counted and its tiers checked against what it holds now. */
async function lockedPromotion(tx: Executor, projectId: string, campaignId: string) {
  const promotion = await lockLiveCampaign(tx, projectId, campaignId);
  if (!promotion) throw notFound('campaign', campaignId);
  if (promotion.campaignType !== 'PROMOTION')
    throw invalidField('campaignId', `only a PROMOTION campaign has stacks, not ${promotion.campaignType}`);
  return promotion;
}

export function createStack(
  db: Db,
  projectId: string,
  campaignId: string,
  request: PromotionStackCreate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const promotion = await lockedPromotion(tx, projectId, campaignId);
    if ((await countCampaignStacks(tx, campaignId)) >= MAX_STACKS_PER_PROMOTION)
      throw invalidField('name', `a promotion holds at most ${MAX_STACKS_PER_PROMOTION} stacks`);
    await assertTiersOf(tx, campaignId, request.tiers.ids);
    // Which tiers combine decides how much a shopper gets: such a person's stacks wait.
    const held = await holdChange(tx, projectId, acting, 'discount', () =>
      editChange({
        operation: 'stack.create',
        input: { campaign_id: campaignId, request },
        resourceType: 'campaign',
        resourceId: campaignId,
        summary: `Stack tiers of the promotion ${promotion.name} as ${request.name}`,
        before: {},
        request,
        row: promotion,
      }),
    );
    if (held) return held;
    const row = await insertStack(tx, {
      id: newId('stack_'),
      projectId,
      campaignId,
      name: request.name,
      tierIds: request.tiers.ids,
      categoryId: (await chosenCategoryId(tx, projectId, { category_id: request.category_id })) ?? null,
      createdAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'promotion_stack.created',
      resourceType: 'promotion_stack',
      resourceId: row.id,
      summary: `Stacked ${row.tierIds.length} tiers of ${promotion.name} as ${row.name}`,
    });
    const [promotion_stack] = await presentStacks(tx, [row]);
    await recordWebhookEvent(tx, projectId, 'campaign.promotion_stack.created', { promotion_stack }, acting.at);
    return promotion_stack!;
  });
}

export function changeStack(
  db: Db,
  projectId: string,
  campaignId: string,
  stackId: string,
  request: PromotionStackUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    await lockedPromotion(tx, projectId, campaignId);
    const stack = await findStack(tx, campaignId, stackId, true);
    if (!stack) throw notFound('promotion_stack', stackId);
    if (request.tiers) await assertTiersOf(tx, campaignId, request.tiers.ids);
    const held =
      Object.keys(request).some((field) => field !== 'name') &&
      (await holdChange(tx, projectId, acting, 'discount', async () =>
        editChange({
          operation: 'stack.update',
          input: { campaign_id: campaignId, stack_id: stackId, request },
          resourceType: 'promotion_stack',
          resourceId: stackId,
          summary: `Change the stack ${stack.name}`,
          before: (await presentStacks(tx, [stack]))[0]!,
          request,
          row: stack,
        }),
      ));
    if (held) return held;
    const categoryId = await chosenCategoryId(tx, projectId, { category_id: request.category_id });
    const row = await updateStack(tx, stackId, {
      name: request.name ?? stack.name,
      tierIds: request.tiers?.ids ?? stack.tierIds,
      categoryId: categoryId === undefined ? stack.categoryId : categoryId,
      updatedAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'promotion_stack.updated',
      resourceType: 'promotion_stack',
      resourceId: stackId,
      summary: `Changed ${Object.keys(request).join(', ') || 'nothing'} of the stack ${row.name}`,
    });
    const [promotion_stack] = await presentStacks(tx, [row]);
    await recordWebhookEvent(tx, projectId, 'campaign.promotion_stack.updated', { promotion_stack }, acting.at);
    return promotion_stack!;
  });
}

export function removeStack(db: Db, projectId: string, campaignId: string, stackId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    await liveCampaign(tx, projectId, campaignId);
    const stack = await findStack(tx, campaignId, stackId, true);
    if (!stack) throw notFound('promotion_stack', stackId);
    const held = await holdChange(tx, projectId, acting, 'discount', () => ({
      operation: 'stack.delete',
      input: { campaign_id: campaignId, stack_id: stackId },
      resourceType: 'promotion_stack',
      resourceId: stackId,
      summary: `Delete the stack ${stack.name}, so its tiers combine as they would without it`,
      diff: [{ field: 'Stack', before: `${stack.name}: ${stack.tierIds.join(', ')}`, after: 'deleted' }],
      baseVersion: versionOf(stack),
    }));
    if (held) return held;
    await deleteStack(tx, stackId);
    await auditChange(tx, projectId, acting, {
      action: 'promotion_stack.deleted',
      resourceType: 'promotion_stack',
      resourceId: stackId,
      summary: `Deleted the stack ${stack.name}`,
    });
  });
}
