import { z } from 'zod';
import { campaignUpdateSchema } from '../../../contract/campaign.ts';
import { categoryWriteSchema } from '../../../contract/category.ts';
import { earningRuleCreateSchema, earningRuleUpdateSchema } from '../../../contract/earning-rule.ts';
import { loyaltyTierWriteSchema } from '../../../contract/loyalty-tier.ts';
import { promotionStackCreateSchema, promotionStackUpdateSchema } from '../../../contract/promotion-stack.ts';
import { productCollectionUpdateSchema } from '../../../contract/product-collection.ts';
import { rewardUpdateSchema } from '../../../contract/reward.ts';
import { stackingRulesChangeSchema } from '../../../contract/stacking-rules.ts';
import { voucherBalanceChangeSchema, voucherUpdateSchema } from '../../../contract/voucher-write.ts';
import { updateCampaignSettings } from '../campaigns/update.ts';
import { changeCategory, removeCategory } from '../categories/categories.ts';
import { changeEarningRule, createEarningRules, switchEarningRule } from '../loyalties/earning-rules.ts';
import { createTiers } from '../loyalties/tiers.ts';
import {
  createStackingRules,
  deleteStackingRules,
  stackingRulesIdOf,
  updateStackingRules,
} from '../management/stacking-rules.ts';
import { changeCollection, removeCollection } from '../products/collections.ts';
import { changeStack, createStack, removeStack } from '../promotions/stacks.ts';
import { changeAssignment, createAssignments } from '../rewards/assignments.ts';
import { changeReward } from '../rewards/rewards.ts';
import { removeSegment } from '../segments/segments.ts';
import { changeVoucherBalance } from '../vouchers/balance.ts';
import { updateVoucher } from '../vouchers/change.ts';
import { importVouchers } from '../vouchers/import.ts';
import type { Tx } from '../../store/db.ts';
import type { Acting } from '../acting.ts';
import type { Replay } from './apply.ts';
import type { HeldOperation } from './gate.ts';

/*
 * The replays of changes held whole: each input is what the operation was called with (its path's ids and the
 * parsed request), read back with the contract's schema.
 */

const id = z.string();

/** A replay that reads its request's input with `schema` first. */
const withInput =
  <S extends z.ZodType>(
    schema: S,
    replay: (tx: Tx, projectId: string, input: z.output<S>, acting: Acting) => Promise<unknown>,
  ): Replay =>
  (tx, request, acting) =>
    replay(tx, request.projectId, schema.parse(request.input), acting);

export const editReplays = {
  'campaign.update': withInput(
    z.object({ campaign_id: id, request: campaignUpdateSchema }),
    (tx, projectId, input, acting) => updateCampaignSettings(tx, projectId, input.campaign_id, input.request, acting),
  ),
  'voucher.update': withInput(z.object({ code: id, request: voucherUpdateSchema }), (tx, projectId, input, acting) =>
    updateVoucher(tx, projectId, input.code, input.request, acting),
  ),
  'voucher.credit': withInput(
    z.object({ code: id, request: voucherBalanceChangeSchema }),
    (tx, projectId, input, acting) => changeVoucherBalance(tx, projectId, input.code, input.request, acting),
  ),
  'stack.create': withInput(
    z.object({ campaign_id: id, request: promotionStackCreateSchema }),
    (tx, projectId, input, acting) => createStack(tx, projectId, input.campaign_id, input.request, acting),
  ),
  'stack.update': withInput(
    z.object({ campaign_id: id, stack_id: id, request: promotionStackUpdateSchema }),
    (tx, projectId, input, acting) =>
      changeStack(tx, projectId, input.campaign_id, input.stack_id, input.request, acting),
  ),
  'stack.delete': withInput(z.object({ campaign_id: id, stack_id: id }), (tx, projectId, input, acting) =>
    removeStack(tx, projectId, input.campaign_id, input.stack_id, acting),
  ),
  'category.update': withInput(
    z.object({ category_id: id, request: categoryWriteSchema }),
    (tx, projectId, input, acting) => changeCategory(tx, projectId, input.category_id, input.request, acting),
  ),
  // Requests held before the parameter existed carry no `remove_from_stacking_rules`: they refuse as before.
  'category.delete': withInput(
    z.object({ category_id: id, remove_from_stacking_rules: z.boolean().default(false) }),
    (tx, projectId, input, acting) =>
      removeCategory(tx, projectId, input.category_id, input.remove_from_stacking_rules, acting),
  ),
  'stacking_rules.create': withInput(z.object({ request: stackingRulesChangeSchema }), (tx, projectId, input, acting) =>
    createStackingRules(tx, projectId, input.request, acting),
  ),
  'stacking_rules.update': withInput(z.object({ request: stackingRulesChangeSchema }), (tx, projectId, input, acting) =>
    updateStackingRules(tx, projectId, stackingRulesIdOf(projectId), input.request, acting),
  ),
  'stacking_rules.delete': (tx, r, acting) =>
    deleteStackingRules(tx, r.projectId, stackingRulesIdOf(r.projectId), acting),
  'earning_rule.create': withInput(
    z.object({ campaign_id: id, request: z.array(earningRuleCreateSchema) }),
    (tx, projectId, input, acting) => createEarningRules(tx, projectId, input.campaign_id, input.request, acting),
  ),
  'earning_rule.update': withInput(
    z.object({ campaign_id: id, earning_rule_id: id, request: earningRuleUpdateSchema }),
    (tx, projectId, input, acting) =>
      changeEarningRule(tx, projectId, input.campaign_id, input.earning_rule_id, input.request, acting),
  ),
  'earning_rule.enable': withInput(z.object({ campaign_id: id, earning_rule_id: id }), (tx, projectId, input, acting) =>
    switchEarningRule(tx, projectId, input.campaign_id, input.earning_rule_id, true, acting),
  ),
  'loyalty_tier.create': withInput(
    z.object({ campaign_id: id, request: z.array(loyaltyTierWriteSchema) }),
    (tx, projectId, input, acting) => createTiers(tx, projectId, input.campaign_id, input.request, acting),
  ),
  'reward.update': withInput(z.object({ reward_id: id, request: rewardUpdateSchema }), (tx, projectId, input, acting) =>
    changeReward(tx, projectId, input.reward_id, input.request, acting),
  ),
  'reward_assignment.create': withInput(
    z.object({
      writes: z.array(
        z.object({
          rewardId: id,
          campaignId: id,
          points: z.number().optional(),
          validationRules: z.array(id).optional(),
        }),
      ),
    }),
    (tx, projectId, { writes }, acting) =>
      createAssignments(
        tx,
        projectId,
        writes.map((write) => ({ points: undefined, ...write })),
        acting,
      ),
  ),
  'reward_assignment.update': withInput(
    z.object({
      side: z.union([z.object({ rewardId: id }), z.object({ campaignId: id })]),
      assignment_id: id,
      points: z.number(),
    }),
    (tx, projectId, input, acting) =>
      changeAssignment(tx, projectId, input.side, input.assignment_id, input.points, acting),
  ),
  'segment.delete': (tx, r, acting) =>
    removeSegment(tx, r.projectId, z.object({ segment_id: id }).parse(r.input).segment_id, acting),
  'voucher.import': withInput(z.object({ campaign_id: id, text: z.string() }), (tx, projectId, input, acting) =>
    importVouchers(tx, projectId, input.campaign_id, input.text, acting),
  ),
  'collection.delete': (tx, r, acting) =>
    removeCollection(tx, r.projectId, z.object({ collection_id: id }).parse(r.input).collection_id, acting),
  'collection.update': withInput(
    z.object({ collection_id: id, request: productCollectionUpdateSchema }),
    (tx, projectId, input, acting) => changeCollection(tx, projectId, input.collection_id, input.request, acting),
  ),
} satisfies Partial<Record<HeldOperation, Replay>>;
