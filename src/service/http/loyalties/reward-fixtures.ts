import { expect } from 'vitest';
import { z } from 'zod';
import { rewardAssignmentSchema, rewardSchema } from '../../../contract/reward.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import type { TestService } from '../../testing/service.ts';

/* What the reward tests build through the API: programs, members with points, rewards and their prices. */

type Requests = Pick<TestService, 'request'>;
let made = 0;
const unique = (name: string) => `${name} ${++made}-${Date.now()}`;
const withId = z.object({ id: z.string() });

export const post = (service: Requests, path: string, body: unknown) =>
  service.request(path, jsonRequest('POST', body, appHeaders));
export const get = (service: Requests, path: string) => service.request(path, { headers: appHeaders });

export async function campaignOf(service: Requests, body: Record<string, unknown>) {
  return (await readAs(post(service, '/v1/campaigns', { ...body, name: unique(String(body.name)) }), withId, 200)).id;
}

export const loyaltyProgram = (service: Requests) =>
  campaignOf(service, {
    name: 'Reward points',
    campaign_type: 'LOYALTY_PROGRAM',
    type: 'AUTO_UPDATE',
    voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 } },
  });

/** A customer's card in the program holding `points`; answers its code (the member id). */
export async function memberWith(service: Requests, programId: string, points: number) {
  const published = await readAs(
    post(service, '/v1/publications', { campaign: programId, customer: { source_id: unique('member') } }),
    z.object({ voucher: z.object({ code: z.string() }) }),
    200,
  );
  const code = published.voucher.code;
  if (points > 0) {
    const added = await post(service, `/v1/vouchers/${code}/balance`, { amount: points });
    expect(added.status, await added.text()).toBe(200);
  }
  return code;
}

export const createReward = async (service: Requests, body: Record<string, unknown>) =>
  readAs(post(service, '/v1/rewards', { name: unique('Reward'), ...body }), rewardSchema, 200);

/** A reward that publishes a code of a new discount campaign (5.00 off) to whoever buys it. */
export async function couponReward(service: Requests) {
  const coupons = await campaignOf(service, {
    name: 'Reward coupons',
    campaign_type: 'DISCOUNT_COUPONS',
    type: 'AUTO_UPDATE',
    voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
  });
  const reward = await createReward(service, { parameters: { campaign: { id: coupons } } });
  return { ...reward, campaignId: coupons };
}

export async function assign(service: Requests, programId: string, rewardId: string, points?: number) {
  const body = { campaign: programId, ...(points !== undefined && { parameters: { loyalty: { points } } }) };
  return readAs(post(service, `/v1/rewards/${rewardId}/assignments`, body), rewardAssignmentSchema, 200);
}

export async function balanceOf(service: Requests, code: string) {
  const card = await readAs(
    get(service, `/v1/vouchers/${code}`),
    z.object({ loyalty_card: z.object({ balance: z.number() }) }),
    200,
  );
  return card.loyalty_card.balance;
}

export async function productId(service: Requests) {
  return (await readAs(post(service, '/v1/products', { name: unique('Mug'), price: 1500 }), withId, 200)).id;
}
