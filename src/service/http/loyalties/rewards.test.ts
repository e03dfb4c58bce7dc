import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import {
  memberRewardListSchema,
  rewardAssignmentListSchema,
  rewardAssignmentSchema,
  rewardRedemptionSchema,
  rewardSchema,
} from '../../../contract/reward.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';
import {
  assign,
  balanceOf,
  campaignOf,
  couponReward,
  createReward,
  get,
  loyaltyProgram,
  memberWith,
  post,
  productId,
} from './reward-fixtures.ts';

const service = useTestService({ live: true });
const redeem = (member: string, body: unknown, programId?: string) =>
  post(
    service,
    programId
      ? `/v1/loyalties/${programId}/members/${member}/redemption`
      : `/v1/loyalties/members/${member}/redemption`,
    body,
  );

describe('reward assignments from the program side', () => {
  it('assigns, lists, reads, reprices and removes, the same assignment seen from both sides', async () => {
    const program = await loyaltyProgram(service);
    const reward = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    const created = await readAs(
      post(service, `/v1/loyalties/${program}/rewards`, [
        { reward: reward.id, parameters: { loyalty: { points: 30 } } },
      ]),
      z.array(rewardAssignmentSchema),
      200,
    );
    const [assignment] = created;
    expect(assignment).toMatchObject({
      reward_id: reward.id,
      related_object_id: program,
      related_object_type: 'campaign',
    });
    expect(assignment!.id).toMatch(/^rewa_/);
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/rewards', 200, assignment)).toEqual([]);

    for (const path of [`/v1/loyalties/${program}/rewards`, `/v1/loyalties/${program}/reward-assignments`]) {
      const listed = await readAs(get(service, path), rewardAssignmentListSchema, 200);
      expect(listed.data).toEqual(created);
    }
    const one = await readAs(
      get(service, `/v1/loyalties/${program}/reward-assignments/${assignment!.id}`),
      rewardAssignmentSchema,
      200,
    );
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/reward-assignments/{assignmentId}', 200, one)).toEqual([]);
    const fromReward = await readAs(
      get(service, `/v1/rewards/${reward.id}/assignments/${assignment!.id}`),
      rewardAssignmentSchema,
      200,
    );
    expect(fromReward).toEqual(one);
    const itsReward = await readAs(
      get(service, `/v1/loyalties/${program}/reward-assignments/${assignment!.id}/reward`),
      rewardSchema,
      200,
    );
    expect(itsReward.id).toBe(reward.id);

    const repriced = await readAs(
      service.request(
        `/v1/loyalties/${program}/rewards/${assignment!.id}`,
        jsonRequest('PUT', { parameters: { loyalty: { points: 45 } } }, appHeaders),
      ),
      rewardAssignmentSchema,
      200,
    );
    expect(repriced.parameters).toEqual({ loyalty: { points: 45 } });
    await readAs(
      post(service, `/v1/loyalties/${program}/rewards`, [
        { reward: reward.id, parameters: { loyalty: { points: 1 } } },
      ]),
      errorBodySchema,
      409,
    );

    const other = await loyaltyProgram(service);
    await readAs(get(service, `/v1/loyalties/${other}/rewards/${assignment!.id}`), errorBodySchema, 404);
    const removed = await service.request(`/v1/loyalties/${program}/rewards/${assignment!.id}`, {
      method: 'DELETE',
      headers: appHeaders,
    });
    expect(removed.status).toBe(204);
    expect(
      (await readAs(get(service, `/v1/rewards/${reward.id}/assignments`), rewardAssignmentListSchema, 200)).total,
    ).toBe(0);
  });

  it('refuses a price on a pay-with-points reward, none on another, and a program that is not a loyalty one, all or nothing', async () => {
    const program = await loyaltyProgram(service);
    const coin = await createReward(service, { parameters: { coin: { exchange_ratio: 1 } } });
    const material = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    await readAs(
      post(service, `/v1/loyalties/${program}/rewards`, [{ reward: coin.id, parameters: { loyalty: { points: 5 } } }]),
      errorBodySchema,
      400,
    );
    await readAs(
      post(service, `/v1/loyalties/${program}/rewards`, [{ reward: coin.id }, { reward: material.id }]),
      errorBodySchema,
      400,
    );
    await readAs(
      post(service, `/v1/loyalties/${program}/rewards`, [
        { reward: material.id, parameters: { loyalty: { points: 0 } } },
      ]),
      errorBodySchema,
      400,
    );
    const coupons = await campaignOf(service, {
      name: 'Not loyalty',
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'AUTO_UPDATE',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } },
    });
    await readAs(
      post(service, `/v1/rewards/${material.id}/assignments`, {
        campaign: coupons,
        parameters: { loyalty: { points: 5 } },
      }),
      errorBodySchema,
      404,
    );
    expect(
      (await readAs(get(service, `/v1/loyalties/${program}/rewards`), rewardAssignmentListSchema, 200)).total,
    ).toBe(0);
  });
});

describe('a member buying rewards with points', () => {
  it('lists the program rewards, only the affordable ones when asked', async () => {
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 50);
    const cheap = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    const dear = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    await assign(service, program, cheap.id, 40);
    await assign(service, program, dear.id, 60);
    const all = await readAs(get(service, `/v1/loyalties/members/${member}/rewards`), memberRewardListSchema, 200);
    expect(officialErrors('get', '/v1/loyalties/members/{memberId}/rewards', 200, all)).toEqual([]);
    expect(all.data.map((r) => [r.reward.id, r.assignment.parameters?.loyalty.points])).toEqual([
      [cheap.id, 40],
      [dear.id, 60],
    ]);
    const affordable = await readAs(
      get(service, `/v1/loyalties/members/${member}/rewards?affordable_only=true`),
      memberRewardListSchema,
      200,
    );
    expect(affordable.data.map((r) => r.reward.id)).toEqual([cheap.id]);
    await readAs(get(service, '/v1/loyalties/members/NOPE/rewards'), errorBodySchema, 404);
  });

  it('takes the price and a stock for a material reward, and refuses when the points or the stock run out', async () => {
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 100);
    const mug = await createReward(service, { parameters: { product: { id: await productId(service) } }, stock: 1 });
    await assign(service, program, mug.id, 40);
    const spent = async () => (await readAs(get(service, `/v1/vouchers/${member}`), voucherSchema, 200)).redemption;
    expect(await spent()).toMatchObject({ redeemed_quantity: 0, redeemed_points: 0 });
    const redeemed = await readAs(redeem(member, { reward: { id: mug.id } }, program), rewardRedemptionSchema, 200);
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/members/{memberId}/redemption', 200, redeemed)).toEqual(
      [],
    );
    expect(redeemed).toMatchObject({
      result: 'SUCCESS',
      reward: { id: mug.id, type: 'MATERIAL' },
      loyalty_card: { points: 40 },
    });
    expect(await balanceOf(service, member)).toBe(60);
    expect(await spent()).toMatchObject({ redeemed_points: 40 });
    expect((await readAs(get(service, `/v1/rewards/${mug.id}`), rewardSchema, 200)).redeemed).toBe(1);

    const outOfStock = await readAs(redeem(member, { reward: { id: mug.id } }), errorBodySchema, 400);
    expect(outOfStock.key).toBe('reward_out_of_stock');
    expect(await balanceOf(service, member)).toBe(60);

    const tv = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    await assign(service, program, tv.id, 61);
    expect((await readAs(redeem(member, { reward: { id: tv.id } }), errorBodySchema, 400)).key).toBe(
      'not_enough_points',
    );
    const transactions = await readAs(
      get(service, `/v1/loyalties/${program}/members/${member}/transactions`),
      z.object({ data: z.array(z.object({ type: z.string(), amount: z.number().optional() })) }),
      200,
    );
    expect(transactions.data.filter((t) => t.type === 'POINTS_REDEMPTION')).toHaveLength(1);
  });

  it('publishes a discount code, or credits a gift card, to the holder for a campaign reward', async () => {
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 100);
    const coupon = await couponReward(service);
    await assign(service, program, coupon.id, 10);
    const gotCoupon = await readAs(redeem(member, { reward: { id: coupon.id } }), rewardRedemptionSchema, 200);

    expect(officialErrors('post', '/v1/loyalties/members/{memberId}/redemption', 200, gotCoupon)).toEqual([]);
    const code = gotCoupon.reward.voucher!.code;
    const voucher = await readAs(
      get(service, `/v1/vouchers/${code}`),
      z.object({ campaign_id: z.string(), holder_id: z.string() }),
      200,
    );
    expect(voucher).toEqual(
      expect.objectContaining({ campaign_id: coupon.campaignId, holder_id: gotCoupon.customer_id }),
    );

    const gifts = await campaignOf(service, {
      name: 'Reward gift',
      campaign_type: 'GIFT_VOUCHERS',
      type: 'AUTO_UPDATE',
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 100 } },
    });
    const gift = await createReward(service, { parameters: { campaign: { id: gifts, balance: 2500 } } });
    await assign(service, program, gift.id, 20);
    const gotGift = await readAs(redeem(member, { reward: { id: gift.id } }), rewardRedemptionSchema, 200);
    const card = await readAs(
      get(service, `/v1/vouchers/${gotGift.reward.voucher!.code}`),
      z.object({ gift: z.object({ balance: z.number() }) }),
      200,
    );
    expect(card.gift.balance).toBe(2600);
    expect(await balanceOf(service, member)).toBe(70);
  });

  it('pays part of an order with points for a coin reward, capped by the order', async () => {
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 1000);
    const coin = await createReward(service, { parameters: { coin: { exchange_ratio: 0.1, points_ratio: 1 } } });
    await assign(service, program, coin.id);
    const order = { amount: 5000, items: [{ product_id: 'prod_x', quantity: 1, price: 5000 }] };
    await readAs(redeem(member, { reward: { id: coin.id, points: 100 } }), errorBodySchema, 400);
    const paid = await readAs(
      redeem(member, { reward: { id: coin.id, points: 100 }, order }),
      rewardRedemptionSchema,
      200,
    );
    expect(paid.order).toMatchObject({ amount: 5000, total_discount_amount: 1000, total_amount: 4000 });
    expect(await balanceOf(service, member)).toBe(900);
    // 900 points would pay 9000; the order leaves 5000, so 500 points are spent.
    const capped = await readAs(
      redeem(member, { reward: { id: coin.id, points: 900 }, order }),
      rewardRedemptionSchema,
      200,
    );
    expect(capped.order).toMatchObject({ total_amount: 0 });
    expect(capped.loyalty_card).toEqual({ points: 500 });
    expect(await balanceOf(service, member)).toBe(400);
  });

  it('never takes more than the stock or the balance under 50 concurrent redemptions', async () => {
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 300);
    const mug = await createReward(service, { parameters: { product: { id: await productId(service) } }, stock: 20 });
    await assign(service, program, mug.id, 10);
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(member, { reward: { id: mug.id } })));
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBe(20);
    expect(await balanceOf(service, member)).toBe(100);
    expect((await readAs(get(service, `/v1/rewards/${mug.id}`), rewardSchema, 200)).redeemed).toBe(20);

    const poor = await memberWith(service, program, 55);
    const plenty = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    await assign(service, program, plenty.id, 10);
    const spent = await Promise.all(Array.from({ length: 50 }, () => redeem(poor, { reward: { id: plenty.id } })));
    expect(spent.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await balanceOf(service, poor)).toBe(5);
  });

  it('keeps another project out and answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 100);
    const reward = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    const [assignment] = await sdk.loyalties.createRewardAssignments(program, [
      { reward: reward.id, parameters: { loyalty: { points: 25 } } },
    ]);
    expect((await sdk.loyalties.listRewardAssignments(program)).data.map((a) => a.id)).toEqual([assignment!.id]);
    expect(await sdk.loyalties.getRewardAssignment(program, assignment!.id)).toMatchObject({ reward_id: reward.id });
    expect(await sdk.loyalties.getRewardDetails(program, assignment!.id)).toMatchObject({ id: reward.id });
    expect(
      await sdk.loyalties.updateRewardAssignment(program, {
        id: assignment!.id,
        parameters: { loyalty: { points: 30 } },
      }),
    ).toMatchObject({ parameters: { loyalty: { points: 30 } } });
    expect((await sdk.loyalties.listMemberRewards(member, { affordable_only: true })).data).toHaveLength(1);
    const redeemed = await sdk.loyalties.redeemReward(program, member, { reward: { id: reward.id } });
    expect(redeemed).toMatchObject({ result: 'SUCCESS' });
    expect(await balanceOf(service, member)).toBe(70);
    await sdk.loyalties.deleteRewardAssignment(program, assignment!.id);
    await expect(sdk.loyalties.getRewardAssignment(program, assignment!.id)).rejects.toMatchObject({ code: 404 });
  });
});
