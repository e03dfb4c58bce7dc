import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rewardRedemptionSchema } from '../../../contract/reward.ts';
import { drainWebhooks } from '../../jobs/webhook-worker.ts';
import { officialSchemaErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';
import { createWebhookThroughApi, deliveriesThroughApi } from '../../testing/webhooks.ts';
import {
  assign,
  campaignOf,
  couponReward,
  createReward,
  loyaltyProgram,
  memberWith,
  post,
  productId,
} from './reward-fixtures.ts';

const service = useTestService({ webhookAllowPrivate: true });
let receiver: WebhookReceiver;
let webhookId: string;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  webhookId = (await createWebhookThroughApi(service, receiver.url, ['customer.reward_redemptions.completed'])).id;
});
afterAll(() => receiver.close());

const redeem = (member: string, rewardId: string, programId?: string) =>
  readAs(
    post(
      service,
      programId
        ? `/v1/loyalties/${programId}/members/${member}/redemption`
        : `/v1/loyalties/members/${member}/redemption`,
      { reward: { id: rewardId } },
    ),
    rewardRedemptionSchema,
    200,
  );

/** What the webhook received since the last look: each delivery's event type and `data`. */
async function delivered() {
  await drainWebhooks(service.database.db, { allowPrivate: true });
  const page = await deliveriesThroughApi(service, webhookId);
  return page.data.map((d) => ({
    type: d.type,
    data: z.object({ data: z.record(z.string(), z.unknown()) }).parse(d.payload).data,
  }));
}

describe('the customer.reward_redemptions.completed event', () => {
  it('is delivered for a reward bought with points, with the customer, card, reward and redemption', async () => {
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 100);
    const coupon = await couponReward(service);
    const assignment = await assign(service, program, coupon.id, 30);
    const redemption = await redeem(member, coupon.id, program);

    const [event, ...others] = await delivered();
    expect(others).toEqual([]);
    expect(event!.type).toBe('customer.reward_redemptions.completed');
    const data = event!.data;
    expect(data).toMatchObject({
      customer: { id: redemption.customer_id, object: 'customer' },
      holder: { id: redemption.customer_id },
      voucher: { code: member, campaign_id: program, loyalty_card: { balance: 70 } },
      campaign: { id: program, campaign_type: 'LOYALTY_PROGRAM', object: 'campaign' },
      reward_redemption: {
        state: 'COMPLETED',
        voucher_id: redemption.voucher!.id,
        campaign_id: program,
        customer_id: redemption.customer_id,
        reward_assignment_id: assignment.id,
        source_id: redemption.id,
        source_type: 'redemption',
      },
      reward: { id: coupon.id, assignment_id: assignment.id, voucher: { code: redemption.reward.voucher!.code } },
      reward_assignment: { id: assignment.id, reward_id: coupon.id },
      source: { id: redemption.id, type: 'redemption' },
      balance: null,
      publication: { customer_id: redemption.customer_id, voucher: { code: redemption.reward.voucher!.code } },
    });
    expect(z.object({ reward_redemption: z.object({ id: z.string() }) }).parse(data).reward_redemption.id).toMatch(
      /^rewr_/,
    );
    const official = {
      customer: 'SimpleCustomer',
      holder: 'SimpleCustomer',
      voucher: 'SimpleVoucher',
      campaign: 'SimpleCampaign',
      reward: 'SimpleRedemptionRewardResult',
      reward_assignment: 'RewardAssignment',
    };
    for (const [field, schema] of Object.entries(official))
      expect(officialSchemaErrors(schema, data[field]), field).toEqual([]);
  });

  it('carries the balance a gift card reward added, and nothing is sent for a refused redemption', async () => {
    const program = await loyaltyProgram(service);
    const member = await memberWith(service, program, 50);
    const gifts = await campaignOf(service, {
      name: 'Reward gift',
      campaign_type: 'GIFT_VOUCHERS',
      type: 'AUTO_UPDATE',
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 100 } },
    });
    const gift = await createReward(service, { parameters: { campaign: { id: gifts, balance: 2500 } } });
    await assign(service, program, gift.id, 20);
    const before = (await delivered()).length;
    const redemption = await redeem(member, gift.id);
    const material = await createReward(service, { parameters: { product: { id: await productId(service) } } });
    await assign(service, program, material.id, 500);
    const refused = await post(service, `/v1/loyalties/members/${member}/redemption`, { reward: { id: material.id } });
    expect(refused.status).toBe(400);

    const events = await delivered();
    expect(events).toHaveLength(before + 1);
    expect(events[0]!.data).toMatchObject({
      balance: { amount: 2500 },
      publication: null,
      source: { id: redemption.id, type: 'redemption' },
      reward: { id: gift.id, voucher: { campaign_id: gifts } },
    });
  });
});
