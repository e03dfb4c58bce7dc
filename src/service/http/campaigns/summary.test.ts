import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignSchema } from '../../../contract/campaign.ts';
import { campaignSummarySchema } from '../../../contract/campaign-summary.ts';
import { earningRuleSchema } from '../../../contract/earning-rule.ts';
import { pendingPointsListSchema } from '../../../contract/points-buckets.ts';
import { voucherListSchema, voucherSchema } from '../../../contract/voucher.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { expectError, readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  cart,
  redeemThroughApi,
  redeemable,
  refusedRedemption,
  tierId,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const get = (path: string) => service.request(path, { headers: appHeaders });
const send = (method: string, path: string, body?: unknown) => {
  clock.advance(1);
  return service.request(
    path,
    body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders),
  );
};
const ok = async (response: Promise<Response>) => {
  const res = await response;
  expect(res.status, await res.text()).toBeLessThan(300);
};
const today = WEEKDAY_NOON.toISOString().slice(0, 10);
const tomorrow = new Date(WEEKDAY_NOON.getTime() + 86_400_000).toISOString().slice(0, 10);

async function summary(campaignId: string, query = '') {
  const body = await readAs(get(`/v1/campaigns/${campaignId}/summary${query}`), campaignSummarySchema, 200);
  expect(officialErrors('get', '/v1/campaigns/{campaignId}/summary', 200, body)).toEqual([]);
  return body;
}

let made = 0;
async function newCampaign(body: Record<string, unknown>) {
  const campaign = await readAs(
    send('POST', '/v1/campaigns', { name: `Summary ${++made} ${Date.now()}`, ...body }),
    campaignSchema,
    200,
  );
  const { vouchers } = await readAs(get(`/v1/vouchers?campaign_id=${campaign.id}&limit=100`), voucherListSchema, 200);
  return { campaign, codes: vouchers.map((v) => v.code).sort() };
}
const redeem = (code: string, extra: Record<string, unknown> = {}) => {
  clock.advance(1);
  return redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart, ...extra });
};
const rollback = (parentId: string) => ok(send('POST', `/v1/redemptions/${parentId}/rollbacks`, {}));

/** Every count of a summary's shape that nothing recorded is zero. */
const none = { rollbacks_failed: 0, validations: 0, validations_succeeded: 0, validations_failed: 0 };

describe('GET /v1/campaigns/{campaignId}/summary', () => {
  it("counts a discount campaign's redemptions, rollbacks, orders, codes and publications, all time and by day", async () => {
    const { campaign, codes } = await newCampaign({
      vouchers_count: 3,
      voucher: {
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'AMOUNT', amount_off: 1000 },
        redemption: { quantity: 1 },
      },
    });
    const [a, b, c] = codes as [string, string, string];
    await ok(
      send('POST', '/v1/publications', { campaign: { name: campaign.name }, customer: { source_id: 'sum-ann' } }),
    );
    const first = await redeem(a);
    await redeem(b);
    clock.advance(1);
    await refusedRedemption(service, { redeemables: [redeemable(a)], order: cart });
    await rollback(first.parent_redemption.id);
    await ok(send('DELETE', `/v1/vouchers/${c}`));

    const all = await summary(campaign.id);
    expect(all).toMatchObject({
      object: 'campaign_summary',
      campaign: { id: campaign.id, name: campaign.name, campaign_type: 'DISCOUNT_COUPONS', categories: [] },
      redemptions: 3,
      redemptions_succeeded: 2,
      redemptions_failed: 1,
      rollbacks: 1,
      rollbacks_succeeded: 1,
      ...none,
      orders_amount: 2 * cart.amount,
      orders_rolledback_amount: cart.amount,
      discounted_amount: 2000,
      rolledback_discounted_amount: 1000,
      vouchers_created: 3,
      vouchers_deleted: 1,
      publications: 1,
      publications_succeeded: 1,
      publications_failed: 0,
    });
    expect(all.campaign).not.toHaveProperty('status');
    expect(await summary(encodeURIComponent(campaign.name), `?start_date=${today}&end_date=${today}`)).toEqual(all);
    expect(await summary(campaign.id, `?start_date=${tomorrow}`)).toMatchObject({
      redemptions: 0,
      rollbacks: 0,
      orders_amount: 0,
      discounted_amount: 0,
      vouchers_created: 0,
      vouchers_deleted: 0,
      publications: 0,
    });
  });

  it("sums a gift card campaign's credits: made, added, removed, spent, given back and deleted", async () => {
    const { campaign, codes } = await newCampaign({
      campaign_type: 'GIFT_VOUCHERS',
      vouchers_count: 2,
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 5000 } },
    });
    const [a, b] = codes as [string, string];
    clock.advance(1);
    const spent = await redeemThroughApi(service, { redeemables: [redeemable(a, 2000)], order: cart });
    await rollback(spent.parent_redemption.id);
    clock.advance(1);
    await redeemThroughApi(service, { redeemables: [redeemable(b, 700)], order: cart });
    await ok(send('POST', `/v1/vouchers/${b}/balance`, { amount: 500 }));
    await ok(send('POST', `/v1/vouchers/${b}/balance`, { amount: -300 }));
    await ok(send('DELETE', `/v1/vouchers/${a}`));

    expect(await summary(campaign.id)).toMatchObject({
      campaign: { campaign_type: 'GIFT_VOUCHERS' },
      redemptions: 2,
      redemptions_succeeded: 2,
      rollbacks: 1,
      ...none,
      orders_amount: 2 * cart.amount,
      orders_rolledback_amount: cart.amount,
      vouchers_created: 2,
      vouchers_deleted: 1,
      created_vouchers_amount: 10000,
      amount_added: 500,
      amount_subtracted: 300,
      amount_redeemed: 2700,
      amount_rolledback: 2000,
      amount_deleted: 5000,
    });
  });

  it("sums a loyalty program's points by what moved them, pending points too", async () => {
    const { campaign } = await newCampaign({
      campaign_type: 'LOYALTY_PROGRAM',
      type: 'AUTO_UPDATE',
      voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 50 }, code_config: { pattern: 'SUM-########' } },
    });
    const rules = [
      { event: 'order.paid', loyalty: { type: 'FIXED', points: 20 } },
      {
        event: 'order.paid',
        loyalty: { type: 'FIXED', points: 5 },
        pending_points: { period_type: 'DAY', period_value: 7 },
      },
    ];
    await readAs(send('POST', `/v1/loyalties/${campaign.id}/earning-rules`, rules), z.array(earningRuleSchema), 200);
    const join = async (source_id: string) =>
      (
        await readAs(
          send('POST', `/v1/loyalties/${campaign.id}/members`, { customer: { source_id } }),
          voucherSchema,
          200,
        )
      ).code;
    const ann = await join(`sum-ann-${made}`);
    await join(`sum-bob-${made}`);
    const balance = (body: unknown) => ok(send('POST', `/v1/loyalties/${campaign.id}/members/${ann}/balance`, body));
    await balance({ points: 100 });
    await balance({ points: -30 });
    const order = { source_id: `sum-order-${made}`, customer: { source_id: `sum-ann-${made}` }, amount: 4000 };
    await ok(send('POST', '/v1/orders', { ...order, status: 'PAID' }));
    const pending = await readAs(get(`/v1/loyalties/members/${ann}/pending-points`), pendingPointsListSchema, 200);
    expect(pending.data).toHaveLength(1);
    await ok(send('POST', `/v1/loyalties/members/${ann}/pending-points/${pending.data[0]!.id}/activate`));

    expect(await summary(campaign.id)).toMatchObject({
      campaign: { campaign_type: 'LOYALTY_PROGRAM' },
      redemptions: 0,
      ...none,
      vouchers_created: 2,
      vouchers_deleted: 0,
      created_vouchers_points: 100,
      points_added: 100,
      points_subtracted: 30,
      points_rewarded: 25,
      points_redeemed: 0,
      points_expired: 0,
      points_transferred_in: 0,
      points_transferred_out: 0,
      points_deleted: 0,
      pending_points_added: 5,
      pending_points_activated: 5,
      pending_points_canceled: 0,
    });
  });

  it("answers a promotion's discounts without code figures, and refuses what it cannot read", async () => {
    const { campaignId } = await seededPromotion(service);
    clock.advance(1);
    const order = { amount: 30000 };
    const redeemed = await redeemThroughApi(service, {
      redeemables: [redeemable(await tierId(service.database.db, 'Orders over $200'))],
      order,
    });
    const day = await summary(campaignId, `?start_date=${today}T00:00:00Z&end_date=${today}`);
    expect(day).toMatchObject({
      campaign: { campaign_type: 'PROMOTION' },
      redemptions: 1,
      redemptions_succeeded: 1,
      orders_amount: 30000,
      discounted_amount: redeemed.redemptions[0]!.amount,
    });
    expect(day).not.toHaveProperty('vouchers_created');

    await expectError(get('/v1/campaigns/camp_nope/summary'), 404, 'not_found');
    await expectError(get(`/v1/campaigns/${campaignId}/summary?start_date=yesterday`), 400);
    await expectError(service.request(`/v1/campaigns/${campaignId}/summary`), 401);
  });
});
