import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { redemptionListSchema } from '../../../contract/redemption.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import {
  NOON_WEDNESDAY,
  addVoucher,
  cart,
  redeemThroughApi,
  redeemable,
  refusedRedemption,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(NOON_WEDNESDAY);
const service = useTestService({ now: clock.now });
const list = (query: string) =>
  readAs(service.request(`/v1/redemptions?${query}`, { headers: appHeaders }), redemptionListSchema, 200);

describe('GET /v1/redemptions', () => {
  it('lists stacked redemptions newest first, filtered by customer, campaign, result and status', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 2 });
    const campaignId = (await voucherRow(db, code)).campaignId!;
    const shopper = { source_id: 'history-shopper' };
    const first = await redeemThroughApi(service, { customer: shopper, redeemables: [redeemable(code)], order: cart });
    clock.advance(60);
    const second = await redeemThroughApi(service, { customer: shopper, redeemables: [redeemable(code)], order: cart });
    clock.advance(60);
    await refusedRedemption(service, { customer: shopper, redeemables: [redeemable(code)], order: cart });

    const mine = await list('customer=history-shopper&limit=100');
    expect(mine.total).toBe(3);
    expect(mine.redemptions.map((r) => r.result)).toEqual(['FAILURE', 'SUCCESS', 'SUCCESS']);
    expect(mine.redemptions.slice(1).map((r) => r.id)).toEqual([
      second.parent_redemption.id,
      first.parent_redemption.id,
    ]);
    expect(mine.redemptions.every((r) => r.redemption === null)).toBe(true);
    const byId = await list(`customer=${first.parent_redemption.customer_id}`);
    expect(byId.total).toBe(3);

    expect((await list(`campaign=${campaignId}&result=SUCCESS`)).redemptions.map((r) => r.id)).toEqual([
      second.parent_redemption.id,
      first.parent_redemption.id,
    ]);
    const paged = await list('customer=history-shopper&limit=1&page=2');
    expect(paged).toMatchObject({ total: 3, redemptions: [{ id: second.parent_redemption.id }] });

    await service.request(`/v1/redemptions/${first.parent_redemption.id}/rollbacks`, {
      method: 'POST',
      headers: appHeaders,
    });
    const rolledBack = await list('customer=history-shopper&status=ROLLED_BACK');
    expect(rolledBack.redemptions.map((r) => r.id)).toEqual([first.parent_redemption.id]);
    expect(rolledBack.redemptions[0]!.related_redemptions?.rollbacks).toHaveLength(1);
    expect(
      (
        await list(
          `created_after=${new Date(NOON_WEDNESDAY.getTime() + 30_000).toISOString()}&customer=history-shopper`,
        )
      ).total,
    ).toBe(2);
  });

  it('answers 400 for a bad filter and 401 without keys', async () => {
    await readAs(service.request('/v1/redemptions?result=MAYBE', { headers: appHeaders }), errorBodySchema, 400);
    await readAs(service.request('/v1/redemptions?limit=101', { headers: appHeaders }), errorBodySchema, 400);
    expect((await service.request('/v1/redemptions')).status).toBe(401);
  });
});
