import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { clientRedemptionResponseSchema } from '../../../contract/redemption.ts';
import { stackedRollbackSchema } from '../../../contract/redemption-rollback.ts';
import { validationResponseSchema } from '../../../contract/validation.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';
import {
  assign,
  balanceOf,
  createReward,
  get,
  loyaltyProgram,
  memberWith,
  post,
  productId,
} from './reward-fixtures.ts';

const service = useTestService();
const order = { amount: 5000, items: [{ product_id: 'prod_basket', quantity: 1, price: 5000 }] };
const failureSchema = z.object({
  inapplicable_redeemables: z.array(z.object({ result: z.object({ error: errorBodySchema.partial() }) })),
});

/** A program whose pay-with-points reward makes one point worth 0.10, and a member's card holding `points`. */
async function payingCard(points: number) {
  const program = await loyaltyProgram(service);
  const card = await memberWith(service, program, points);
  const coin = await createReward(service, { parameters: { coin: { exchange_ratio: 0.1, points_ratio: 1 } } });
  await assign(service, program, coin.id);
  return { program, card, coin: coin.id };
}

const redeem = (redeemables: unknown[], body: Record<string, unknown> = {}) =>
  post(service, '/v1/redemptions', { redeemables, order, ...body });
const paying = (card: string, reward: Record<string, unknown>) => ({ object: 'voucher', id: card, reward });

describe('a loyalty card paying for an order in a stack', () => {
  it('validates and redeems with points, spends only what its share costs, and gets them back on rollback', async () => {
    const { card, coin } = await payingCard(1000);
    const validated = await readAs(
      post(service, '/v1/validations', { redeemables: [paying(card, { id: coin, points: 200 })], order }),
      validationResponseSchema,
      200,
    );
    expect(officialErrors('post', '/v1/validations', 200, validated)).toEqual([]);
    expect(validated.redeemables[0]!.result).toEqual({ loyalty_card: { points: 200 } });
    expect(validated.order).toMatchObject({ total_discount_amount: 2000, total_amount: 3000 });
    expect(await balanceOf(service, card)).toBe(1000);

    // 1000 points would pay 100.00; the order leaves 50.00, so 500 points leave the card.
    const redeemed = await readAs(redeem([paying(card, { id: coin })]), clientRedemptionResponseSchema, 200);
    expect(officialErrors('post', '/v1/redemptions', 200, redeemed)).toEqual([]);
    expect(redeemed.order).toMatchObject({ total_discount_amount: 5000, total_amount: 0 });
    expect(redeemed.redemptions[0]).toMatchObject({ amount: 5000, loyalty_card: { points: 500 } });
    expect(await balanceOf(service, card)).toBe(500);

    const rolledBack = await readAs(
      post(service, `/v1/redemptions/${redeemed.parent_redemption.id}/rollbacks`, {}),
      stackedRollbackSchema,
      200,
    );
    expect(rolledBack.rollbacks).toHaveLength(1);
    expect(await balanceOf(service, card)).toBe(1000);
    const ledger = await readAs(
      get(service, `/v1/loyalties/members/${card}/transactions`),
      z.object({ data: z.array(z.object({ type: z.string(), details: z.object({ balance: z.unknown() }) })) }),
      200,
    );
    expect(ledger.data.map((t) => t.type).slice(0, 2)).toEqual(['POINTS_REFUND', 'POINTS_REDEMPTION']);
  });

  it('pays what a discount code leaves of the order, after the code', async () => {
    const { card, coin } = await payingCard(1000);
    const code = `TEN-${Date.now()}`;
    const made = await post(service, '/v1/vouchers', {
      code,
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'AMOUNT', amount_off: 1000 },
    });
    expect(made.status, await made.text()).toBe(200);
    const redeemed = await readAs(
      redeem([{ object: 'voucher', id: code }, paying(card, { id: coin, points: 300 })]),
      clientRedemptionResponseSchema,
      200,
    );
    expect(redeemed.order).toMatchObject({ total_discount_amount: 4000, total_amount: 1000 });
    expect(redeemed.redemptions.map((r) => r.amount)).toEqual([1000, 3000]);
    expect(await balanceOf(service, card)).toBe(700);
  });

  it('is refused without a pay-with-points reward of its program, or beyond its balance, and nothing is spent', async () => {
    const { card, coin } = await payingCard(100);
    const other = await payingCard(100);
    const mug = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    await assign(service, other.program, mug.id, 10);
    const cases: [unknown, string, number][] = [
      [{ object: 'voucher', id: card }, 'missing_reward', 400],
      [paying(card, { id: other.coin }), 'resource_not_found', 404],
      [paying(other.card, { id: mug.id }), 'missing_reward', 400],
      [paying(card, { id: coin, points: 101 }), 'loyalty_card_points_exceeded', 400],
    ];
    for (const [redeemable, key, code] of cases) {
      const refused = await readAs(
        post(service, '/v1/validations', { redeemables: [redeemable], order }),
        failureSchema,
        200,
      );
      expect(refused.inapplicable_redeemables[0]!.result.error).toMatchObject({ key, code });
      const failed = await readAs(redeem([redeemable]), errorBodySchema, 400);
      expect(failed.key).toBe(key);
    }
    expect(await balanceOf(service, card)).toBe(100);
    expect(await balanceOf(service, other.card)).toBe(100);
  });

  it('never spends more points than the card holds under 10 concurrent redemptions', async () => {
    const { card, coin } = await payingCard(250);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeem([paying(card, { id: coin, points: 100 })])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = await Promise.all(results.filter((r) => r.status !== 200).map((r) => r.json()));
    expect(new Set(refused.map((e: { key: string }) => e.key))).toEqual(new Set(['loyalty_card_points_exceeded']));
    expect(await balanceOf(service, card)).toBe(50);
  });
});
