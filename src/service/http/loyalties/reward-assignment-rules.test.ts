import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { rewardAssignmentSchema, rewardRedemptionSchema } from '../../../contract/reward.ts';
import { validationRuleAssignmentListSchema } from '../../../contract/validation-rule-assignment.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';
import { balanceOf, createReward, get, loyaltyProgram, memberWith, post, productId } from './reward-fixtures.ts';

const service = useTestService();

const ruleOf = async (name: string, moreThan: number) =>
  readAs(
    post(service, '/v1/validation-rules', {
      name,
      rules: { '1': { name: 'order.amount', conditions: { $more_than: [moreThan] } }, logic: '1' },
    }),
    validationRuleSchema,
    200,
  );

describe('what a reward assignment takes, as the hosted service takes it', () => {
  it('refuses a material reward without its price as a missing parameter', async () => {
    const program = await loyaltyProgram(service);
    const material = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    const error = await readAs(
      post(service, `/v1/rewards/${material.id}/assignments`, { campaign: program }),
      errorBodySchema,
      400,
    );
    expect(error).toMatchObject({
      key: 'missing_param',
      message: 'Missing required parameter',
      details: "Parameter 'parameters.loyalty' is required",
    });
  });

  it('gives a pay-with-points reward at most one validation rule, which every spending must pass', async () => {
    const program = await loyaltyProgram(service);
    const coin = await createReward(service, { parameters: { coin: { exchange_ratio: 0.1, points_ratio: 1 } } });
    const [big, other] = [await ruleOf('Orders over 30.00', 3000), await ruleOf('Other', 0)];

    const two = post(service, `/v1/rewards/${coin.id}/assignments`, {
      campaign: program,
      validation_rules: [big.id, other.id],
    });
    expect((await readAs(two, errorBodySchema, 400)).message).toBe('Invalid payload');
    const unknown = post(service, `/v1/rewards/${coin.id}/assignments`, {
      campaign: program,
      validation_rules: ['val_nope'],
    });
    await readAs(unknown, errorBodySchema, 404);

    const assignment = await readAs(
      post(service, `/v1/rewards/${coin.id}/assignments`, { campaign: program, validation_rules: [big.id] }),
      rewardAssignmentSchema,
      200,
    );
    const assigned = await readAs(
      get(service, `/v1/validation-rules/${big.id}/assignments`),
      validationRuleAssignmentListSchema,
      200,
    );
    expect(assigned.data).toEqual([
      expect.objectContaining({ related_object_id: assignment.id, related_object_type: 'reward_assignment' }),
    ]);

    const member = await memberWith(service, program, 1000);
    const small = { amount: 2000, items: [{ product_id: 'prod_x', quantity: 1, price: 2000 }] };
    const large = { amount: 5000, items: [{ product_id: 'prod_x', quantity: 1, price: 5000 }] };
    const redeem = (order: unknown) =>
      post(service, `/v1/loyalties/members/${member}/redemption`, { reward: { id: coin.id, points: 100 }, order });
    expect((await readAs(redeem(small), errorBodySchema, 400)).key).toBe('order_rules_violated');
    expect(await balanceOf(service, member)).toBe(1000);
    expect((await readAs(redeem(large), rewardRedemptionSchema, 200)).order).toMatchObject({ total_amount: 4000 });
    expect(await balanceOf(service, member)).toBe(900);
  });
});
