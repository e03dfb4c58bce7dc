import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionStackSchema } from '../../../contract/promotion-stack.ts';
import { stackedRollbackSchema } from '../../../contract/redemption-rollback.ts';
import { clientRedemptionResponseSchema } from '../../../contract/redemption.ts';
import { validationResponseSchema } from '../../../contract/validation.ts';
import { officialErrors, officialSchemaErrors } from '../../official/official-schema.ts';
import { redemptions } from '../../store/schema/activity.ts';
import { promotionTiers } from '../../store/schema/catalog.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemThroughApi,
  redeemable,
  refusedRedemption,
  validateThroughApi,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

/** `{object: "promotion_stack", id}` in stacked validations and redemptions: the stack stands for its tiers. */
const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const onOrder = (discount: Record<string, unknown>) => ({ discount: { ...discount, effect: 'APPLY_TO_ORDER' } });
const stackOf = (id: string) => ({ object: 'promotion_stack', id });

/** A promotion of a 10% tier and a 10.00 tier, stacked the other way round: 10.00 off first, then 10% of the rest. */
async function stackedPromotion(name: string) {
  const promotion = await readAs(
    send('POST', '/v1/campaigns', {
      name,
      campaign_type: 'PROMOTION',
      promotion: {
        tiers: [
          { name: `${name} percent`, action: onOrder({ type: 'PERCENT', percent_off: 10 }) },
          { name: `${name} amount`, action: onOrder({ type: 'AMOUNT', amount_off: 1000 }) },
        ],
      },
    }),
    campaignCreatedSchema,
    200,
  );
  const [percent, amount] = promotion.promotion!.tiers.map((t) => t.id) as [string, string];
  const stack = await readAs(
    send('POST', `/v1/promotions/${promotion.id}/stacks`, { name: `${name} stack`, tiers: { ids: [amount, percent] } }),
    promotionStackSchema,
    200,
  );
  return { campaignId: promotion.id, stackId: stack.id, tierIds: [amount, percent] };
}

let ladder: Awaited<ReturnType<typeof stackedPromotion>>;
beforeAll(async () => {
  ladder = await stackedPromotion('Stack ladder');
});

const tierRedeemed = async (id: string) => {
  const [row] = await service.database.db.select().from(promotionTiers).where(eq(promotionTiers.id, id));
  return row!.totalRedeemed;
};
const redemptionRows = async () => (await service.database.db.select({ n: count() }).from(redemptions))[0]!.n;

describe('a promotion stack as a redeemable', () => {
  it('validates as its tiers in the stack order, client- and server-side', async () => {
    const client = await validateThroughApi(service, { redeemables: [stackOf(ladder.stackId)], order: cart });
    expect(officialErrors('post', '/client/v1/validations', 200, client)).toEqual([]);
    const server = await readAs(
      send('POST', '/v1/validations', { redeemables: [stackOf(ladder.stackId)], order: cart }),
      validationResponseSchema,
      200,
    );
    expect(officialErrors('post', '/v1/validations', 200, server)).toEqual([]);
    for (const answer of [client, server]) {
      expect(answer.valid).toBe(true);
      expect(answer.redeemables!.map((r) => [r.object, r.id])).toEqual(
        ladder.tierIds.map((id) => ['promotion_tier', id]),
      );
      // 10.00 off the 100.00 first, then 10% of the 90.00 left.
      expect(answer.order).toMatchObject({ total_discount_amount: 1000 + 900, total_amount: 8100 });
    }
  });

  it('redeems each tier, lists each in the answer, and a rollback gives every tier its use back', async () => {
    const before = await Promise.all(ladder.tierIds.map(tierRedeemed));
    const redeemed = await readAs(
      send('POST', '/v1/redemptions', { redeemables: [stackOf(ladder.stackId)], order: cart }),
      clientRedemptionResponseSchema,
      200,
    );
    expect(officialErrors('post', '/v1/redemptions', 200, redeemed)).toEqual([]);
    expect(redeemed.redemptions.map((r) => [r.related_object_type, r.related_object_id])).toEqual(
      ladder.tierIds.map((id) => ['promotion_tier', id]),
    );
    expect(redeemed.order).toMatchObject({ total_discount_amount: 1900, total_amount: 8100 });
    expect(await Promise.all(ladder.tierIds.map(tierRedeemed))).toEqual(before.map((n) => n + 1));

    const rolledBack = await readAs(
      send('POST', `/v1/redemptions/${redeemed.parent_redemption.id}/rollbacks`),
      stackedRollbackSchema,
      200,
    );
    expect(officialErrors('post', '/v1/redemptions/{parentRedemptionId}/rollbacks', 200, rolledBack)).toEqual([]);
    expect(rolledBack.rollbacks.map((r) => r.redemption).sort()).toEqual(redeemed.redemptions.map((r) => r.id).sort());
    expect(await Promise.all(ladder.tierIds.map(tierRedeemed))).toEqual(before);
  });

  it('stacks with a separate voucher, each in its place in the request', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 500 } });
    const body = { redeemables: [redeemable(code), stackOf(ladder.stackId)], order: cart };
    const validated = await validateThroughApi(service, body);
    const redeemed = await redeemThroughApi(service, body);
    expect(officialErrors('post', '/client/v1/redemptions', 200, redeemed)).toEqual([]);
    expect(validated.redeemables!.map((r) => r.id)).toEqual([code, ...ladder.tierIds]);
    expect(redeemed.redemptions.map((r) => r.related_object_type)).toEqual([
      'voucher',
      'promotion_tier',
      'promotion_tier',
    ]);
    // 5.00, then 10.00, then 10% of the 85.00 left.
    for (const answer of [validated, redeemed]) expect(answer.order?.total_discount_amount).toBe(500 + 1000 + 850);
  });

  it('an unknown stack is a 404 naming it, and nothing is written', async () => {
    const before = await redemptionRows();
    const missing = await refusedRedemption(service, { redeemables: [stackOf('stack_nope')], order: cart }, 404);
    expect(officialSchemaErrors('Error', missing)).toEqual([]);
    expect(missing).toMatchObject({
      code: 404,
      key: 'not_found',
      message: 'Resource not found',
      details: 'Cannot find promotion_stack with id stack_nope',
      resource_id: 'stack_nope',
      resource_type: 'promotion_stack',
    });
    const unvalidated = await readAs(
      send('POST', '/v1/validations', { redeemables: [stackOf('stack_nope')] }),
      errorBodySchema,
      404,
    );
    expect(unvalidated).toMatchObject({ key: 'not_found', resource_type: 'promotion_stack' });
    expect(await redemptionRows()).toBe(before);
  });

  it('refuses a second stack, and a tier of the stack named beside it, as invalid payloads (400)', async () => {
    const other = await stackedPromotion('Second stack ladder');
    const twoStacks = await readAs(
      send('POST', '/v1/validations', { redeemables: [stackOf(ladder.stackId), stackOf(other.stackId)] }),
      errorBodySchema,
      400,
    );
    expect(officialErrors('post', '/v1/validations', 400, twoStacks)).toEqual([]);
    expect(twoStacks).toMatchObject({
      key: 'invalid_payload',
      details: 'redeemables: at most 1 promotion_stack per request',
    });
    const repeatedTier = await refusedRedemption(service, {
      redeemables: [stackOf(ladder.stackId), redeemable(ladder.tierIds[1]!)],
    });
    expect(repeatedTier).toMatchObject({
      key: 'invalid_payload',
      details: `redeemables: promotion_tier ${ladder.tierIds[1]} is listed more than once`,
    });
  });

  it('counts the tiers a stack stands for against the 30 redeemables a request may carry', async () => {
    const tiers = Array.from({ length: 30 }, (_, i) => ({
      name: `Thirty ${i}`,
      action: onOrder({ type: 'AMOUNT', amount_off: 10 }),
    }));
    const promotion = await readAs(
      send('POST', '/v1/campaigns', { name: 'Thirty tiers', campaign_type: 'PROMOTION', promotion: { tiers } }),
      campaignCreatedSchema,
      200,
    );
    const ids = promotion.promotion!.tiers.map((t) => t.id);
    const stack = await readAs(
      send('POST', `/v1/promotions/${promotion.id}/stacks`, { name: 'All thirty', tiers: { ids } }),
      promotionStackSchema,
      200,
    );
    // Alone, its 30 tiers fit; 5 apply (the default applicable_redeemables_limit) and the rest are skipped.
    const alone = await validateThroughApi(service, { redeemables: [stackOf(stack.id)], order: cart });
    expect(alone.redeemables!.map((r) => r.id)).toEqual(ids.slice(0, 5));
    expect(alone.skipped_redeemables!.map((r) => r.id)).toEqual(ids.slice(5));
    const tooMany = await refusedRedemption(service, { redeemables: [stackOf(stack.id), redeemable('BLCKFRDY')] });
    expect(tooMany).toMatchObject({
      key: 'invalid_payload',
      details: 'redeemables: at most 30 redeemables per request',
    });
  });

  it('the tiers of a switched-off promotion or one in the bin fail as those tiers do', async () => {
    const promotion = await stackedPromotion('Stack ladder to retire');
    const inapplicable = async (redeemables: unknown[]) =>
      (await validateThroughApi(service, { redeemables, order: cart })).inapplicable_redeemables;
    const tiers = promotion.tierIds.map((id) => redeemable(id));
    for (const retire of [
      () => send('POST', `/v1/campaigns/${promotion.campaignId}/disable`),
      () => send('DELETE', `/v1/campaigns/${promotion.campaignId}`),
    ]) {
      expect((await retire()).ok).toBe(true);
      const asStack = await inapplicable([stackOf(promotion.stackId)]);
      expect(asStack!.map((r) => [r.id, r.result.error?.key])).toEqual(
        promotion.tierIds.map((id) => [id, 'promotion_inactive']),
      );
      expect(asStack).toEqual(await inapplicable(tiers));
    }
    const refused = await refusedRedemption(service, { redeemables: [stackOf(promotion.stackId)], order: cart });
    expect(refused).toMatchObject({ code: 400, resource_id: promotion.tierIds[0], resource_type: 'promotion_tier' });
  });
});
