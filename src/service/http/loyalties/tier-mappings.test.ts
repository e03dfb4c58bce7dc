import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { earningRuleListSchema, earningRuleSchema } from '../../../contract/earning-rule.ts';
import { tierRewardListSchema } from '../../../contract/loyalty-tier-mappings.ts';
import { loyaltyTierSchema } from '../../../contract/loyalty-tier.ts';
import { memberRewardListSchema } from '../../../contract/reward.ts';
import { readAs } from '../../testing/api.ts';
import { testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';
import { assign, balanceOf, createReward, get, loyaltyProgram, post, productId } from './reward-fixtures.ts';

const service = useTestService({ live: true });
let members = 0;

/** A program with two rules, a reward at 40 points, and a Gold tier (from 100 points) that changes all three. */
async function programWithGoldTier() {
  const program = await loyaltyProgram(service);
  const visit = `tier_visit_${program}`;
  const spend = `tier_spend_${program}`;
  const rules = await readAs(
    post(service, `/v1/loyalties/${program}/earning-rules`, [
      { event: visit, loyalty: { type: 'FIXED', points: 10 } },
      {
        event: spend,
        loyalty: {
          type: 'PROPORTIONAL',
          calculation_type: 'CUSTOM_EVENT_METADATA',
          custom_event: { metadata: { every: 100, points: 3, property: 'spent' } },
        },
      },
    ]),
    z.array(earningRuleSchema),
    200,
  );
  const [fixed, proportional] = rules.map((r) => r.id);
  const mug = await createReward(service, { parameters: { product: { id: await productId(service) } } });
  const assignment = await assign(service, program, mug.id, 40);
  const tiers = await readAs(
    post(service, `/v1/loyalties/${program}/tiers`, [
      { name: 'Bronze', points: { from: 0, to: 99 } },
      {
        name: 'Gold',
        points: { from: 100 },
        earning_rules: {
          [fixed!]: { type: 'MULTIPLY', multiplier: 2 },
          [proportional!]: { type: 'CUSTOM', points: 7 },
        },
        rewards: { [assignment.id]: { type: 'CUSTOM', points: 25 } },
      },
    ]),
    z.array(loyaltyTierSchema),
    200,
  );
  const [bronze, gold] = tiers.map((t) => t.id);
  return { program, visit, spend, mug, assignment, bronze: bronze!, gold: gold! };
}

/** A member holding `points`, and the customer that holds it (to send events as). */
async function member(program: string, points: number) {
  const customer = `tier-member-${++members}-${Date.now()}`;
  const published = await readAs(
    post(service, '/v1/publications', { campaign: program, customer: { source_id: customer } }),
    z.object({ voucher: z.object({ code: z.string() }) }),
    200,
  );
  const code = published.voucher.code;
  if (points) expect((await post(service, `/v1/vouchers/${code}/balance`, { amount: points })).status).toBe(200);
  return { code, customer };
}

const sendEvent = async (event: string, customer: string, metadata?: Record<string, unknown>) => {
  const sent = await post(service, '/v1/events', { event, customer: { source_id: customer }, metadata });
  expect(sent.status, await sent.clone().text()).toBe(200);
};

describe('what tiers change', () => {
  it('lists the earning rules as a tier changes them, paged, in the official shape', async () => {
    const p = await programWithGoldTier();
    const path = `/v1/loyalties/${p.program}/tiers/${p.gold}/earning-rules`;
    const gold = await readAs(get(service, path), earningRuleListSchema, 200);
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/tiers/{loyaltyTierId}/earning-rules', 200, gold)).toEqual(
      [],
    );
    expect(gold.total).toBe(2);
    expect(Object.fromEntries(gold.data.map((r) => [r.event, r.loyalty]))).toEqual({
      [p.visit]: { type: 'FIXED', points: 20 },
      [p.spend]: { type: 'FIXED', points: 7 },
    });
    const bronze = await readAs(
      get(service, `/v1/loyalties/${p.program}/tiers/${p.bronze}/earning-rules?limit=1&page=2`),
      earningRuleListSchema,
      200,
    );
    expect(bronze.total).toBe(2);
    expect(bronze.data).toHaveLength(1);
    expect(bronze.data[0]!.loyalty).toMatchObject({ type: expect.stringMatching(/FIXED|PROPORTIONAL/) });
    expect([10, undefined]).toContain((bronze.data[0]!.loyalty as { points?: number }).points);
    await readAs(get(service, `${path}?limit=0`), errorBodySchema, 400);
    await readAs(get(service, `/v1/loyalties/${p.program}/tiers/ltr_nope/earning-rules`), errorBodySchema, 404);
  });

  it("lists the program's rewards at the tier's price", async () => {
    const p = await programWithGoldTier();
    const gold = await readAs(
      get(service, `/v1/loyalties/${p.program}/tiers/${p.gold}/rewards`),
      tierRewardListSchema,
      200,
    );
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/tiers/{loyaltyTierId}/rewards', 200, gold)).toEqual([]);
    expect(gold).toMatchObject({
      total: 1,
      data: [
        {
          reward: { id: p.mug.id },
          assignment: { id: p.assignment.id, parameters: { loyalty: { points: 25 } } },
          object: 'loyalty_tier_reward',
        },
      ],
    });
    const bronze = await readAs(
      get(service, `/v1/loyalties/${p.program}/tiers/${p.bronze}/rewards`),
      tierRewardListSchema,
      200,
    );
    expect(bronze.data[0]!.assignment.parameters?.loyalty.points).toBe(40);
    // A tier of another program is not this program's.
    const other = await programWithGoldTier();
    await readAs(get(service, `/v1/loyalties/${p.program}/tiers/${other.gold}/rewards`), errorBodySchema, 404);
  });

  it("a member earns and pays as the member's tier says", async () => {
    const p = await programWithGoldTier();
    const bronze = await member(p.program, 0);
    const gold = await member(p.program, 150);

    await sendEvent(p.visit, bronze.customer);
    expect(await balanceOf(service, bronze.code)).toBe(10);
    await sendEvent(p.visit, gold.customer);
    expect(await balanceOf(service, gold.code)).toBe(170);
    await sendEvent(p.spend, bronze.customer, { spent: 1000 });
    expect(await balanceOf(service, bronze.code)).toBe(40);
    await sendEvent(p.spend, gold.customer, { spent: 1000 });
    expect(await balanceOf(service, gold.code)).toBe(177);

    const offered = await readAs(
      get(service, `/v1/loyalties/members/${gold.code}/rewards`),
      memberRewardListSchema,
      200,
    );
    expect(offered.data.map((r) => r.assignment.parameters?.loyalty.points)).toEqual([25]);
    const redeemed = await post(service, `/v1/loyalties/members/${gold.code}/redemption`, { reward: { id: p.mug.id } });
    expect(redeemed.status, await redeemed.clone().text()).toBe(200);
    expect(await balanceOf(service, gold.code)).toBe(152);
    // Bronze pays the assignment's own price; with 40 points it is affordable, then nothing is left.
    const affordable = await readAs(
      get(service, `/v1/loyalties/members/${bronze.code}/rewards?affordable_only=true`),
      memberRewardListSchema,
      200,
    );
    expect(affordable.data.map((r) => r.assignment.parameters?.loyalty.points)).toEqual([40]);
    expect(
      (await post(service, `/v1/loyalties/members/${bronze.code}/redemption`, { reward: { id: p.mug.id } })).status,
    ).toBe(200);
    expect(await balanceOf(service, bronze.code)).toBe(0);
  });

  it('answers the official SDK v2', async () => {
    const p = await programWithGoldTier();
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const rules = await sdk.loyalties.listLoyaltyTierEarningRules(p.program, p.gold, { limit: 10, page: 1 });
    expect(rules.data.map((r) => r.loyalty)).toContainEqual({ type: 'FIXED', points: 20 });
    const rewards = await sdk.loyalties.listLoyaltyTierRewards(p.program, p.gold);
    expect(rewards.data[0]).toMatchObject({ assignment: { parameters: { loyalty: { points: 25 } } } });
  });
});
