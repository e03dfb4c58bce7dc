import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { WEEKDAY_NOON, cart, redeemable, redemptionOutcome } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

// The first Wednesday noon from WEEKDAY_NOON: a day on is Thursday, two Friday of the same week, six the next Tuesday.
const wednesday = new Date(WEEKDAY_NOON.getTime() + ((3 - WEEKDAY_NOON.getUTCDay() + 7) % 7) * 86_400_000);
const clock = testClock(wednesday);
const service = useTestService({ now: clock.now });
const withId = z.object({ id: z.string() });
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));

/** A campaign of `count` codes guarded by one rule of one condition; its codes. */
async function guardedCodes(condition: Record<string, unknown>, count = 4) {
  const rule = await readAs(
    post('/v1/validation-rules', {
      name: `Limit ${crypto.randomUUID().slice(0, 8)}`,
      rules: { '1': condition, logic: '1' },
    }),
    withId,
    200,
  );
  const campaign = await readAs(
    post('/v1/campaigns', {
      name: `Limited ${crypto.randomUUID().slice(0, 8)}`,
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'AUTO_UPDATE',
      vouchers_count: count,
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
      validation_rules: [rule.id],
    }),
    withId,
    200,
  );
  const listed = await readAs(
    service.request(`/v1/vouchers?campaign_id=${campaign.id}&limit=${count}`, { headers: appHeaders }),
    z.object({ vouchers: z.array(z.object({ code: z.string() })) }),
    200,
  );
  return listed.vouchers.map((v) => v.code);
}

const redeem = async (code: string, extra: Record<string, unknown> = {}) =>
  (await redemptionOutcome(service, { redeemables: [redeemable(code)], order: cart, ...extra })).status;

describe('validation rules: limits per calendar period and per customer in a campaign', () => {
  it('counts the campaign redemptions of the day, and of the week from Monday, this one included', async () => {
    const daily = await guardedCodes({
      name: 'campaign.redemptions.count.daily',
      conditions: { $less_than_or_equal: [2] },
    });
    expect(await redeem(daily[0]!)).toBe(200);
    expect(await redeem(daily[1]!)).toBe(200);
    expect(await redeem(daily[2]!)).toBe(400);
    clock.advance(86_400);
    expect(await redeem(daily[2]!)).toBe(200);

    const weekly = await guardedCodes({ name: 'campaign.redemptions.count.weekly', conditions: { $less_than: [2] } });
    expect(await redeem(weekly[0]!)).toBe(200);
    clock.advance(86_400); // Friday: the same week
    expect(await redeem(weekly[1]!)).toBe(400);
    clock.advance(4 * 86_400); // Tuesday: a new week
    expect(await redeem(weekly[1]!)).toBe(200);
  });

  it("counts the customer's redemptions in the campaign, for each customer apart", async () => {
    const codes = await guardedCodes({
      name: 'campaign.redemptions.customers_count',
      conditions: { $less_than_or_equal: [1] },
    });
    const ann = { customer: { source_id: 'limit-ann' } };
    expect(await redeem(codes[0]!, ann)).toBe(200);
    expect(await redeem(codes[1]!, ann)).toBe(400);
    expect(await redeem(codes[1]!, { customer: { source_id: 'limit-bob' } })).toBe(200);

    const monthly = await guardedCodes({
      name: 'campaign.redemptions.customers_count.monthly',
      conditions: { $less_than_or_equal: [1] },
    });
    expect(await redeem(monthly[0]!, ann)).toBe(200);
    expect(await redeem(monthly[1]!, ann)).toBe(400);
    clock.advance(31 * 86_400);
    expect(await redeem(monthly[1]!, ann)).toBe(200);
  });

  it("counts each code's own redemptions per day, and a customer's of that code, apart from the campaign's other codes", async () => {
    const [first, second] = await guardedCodes(
      { name: 'redemption.count.daily', conditions: { $less_than_or_equal: [1] } },
      2,
    );
    expect(await redeem(first!)).toBe(200);
    expect(await redeem(first!)).toBe(400);
    expect(await redeem(second!)).toBe(200);
    clock.advance(86_400);
    expect(await redeem(first!)).toBe(200);

    const [mine, other] = await guardedCodes(
      { name: 'redemption.count.per_customer', conditions: { $less_than_or_equal: [1] } },
      2,
    );
    const cy = { customer: { source_id: 'limit-cy' } };
    expect(await redeem(mine!, cy)).toBe(200);
    expect(await redeem(mine!, cy)).toBe(400);
    expect(await redeem(other!, cy)).toBe(200);
    expect(await redeem(mine!, { customer: { source_id: 'limit-dee' } })).toBe(200);
  });

  it("reads the order's total after the discounts it came with, and the request's metadata", async () => {
    const [total] = await guardedCodes({ name: 'order.total_amount', conditions: { $more_than: [8000] } }, 1);
    expect(await redeem(total!, { order: { ...cart, discount_amount: 3000 } })).toBe(400);
    expect(await redeem(total!)).toBe(200);

    const [pos] = await guardedCodes(
      { name: 'redemption.metadata', property: 'channel', conditions: { $is: ['pos'] } },
      1,
    );
    expect(await redeem(pos!, { metadata: { channel: 'web' } })).toBe(400);
    expect(await redeem(pos!, { metadata: { channel: 'pos' } })).toBe(200);
  });
});
