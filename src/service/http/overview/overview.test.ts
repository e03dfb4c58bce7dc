import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { projectOverviewSchema } from '../../../contract/overview.ts';
import { campaigns } from '../../store/schema/catalog.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, managementHeaders, testKeys } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  daysFromNoon,
  redeemThroughApi,
  redeemable,
  refusedRedemption,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const overview = (query: string, projectId = testKeys.project_id) =>
  service.request(`/promodesk/projects/${projectId}/overview?${query}`, { headers: managementHeaders });

describe('GET /promodesk/projects/{id}/overview', () => {
  it('counts redemptions per day by outcome, sums discounts, ranks campaigns and raises alerts', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 1000 }, quantity: 5 });
    const { campaignId } = await voucherRow(db, code);
    await db
      .update(campaigns)
      .set({ validity: { expiration_date: daysFromNoon(3) } })
      .where(eq(campaigns.id, campaignId!));
    const redeem = () => redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
    await redeem();
    const rolledBack = await redeem();
    await service.request(`/v1/redemptions/${rolledBack.parent_redemption.id}/rollbacks`, {
      method: 'POST',
      headers: appHeaders,
    });
    await refusedRedemption(service, { redeemables: [redeemable('NO-SUCH-CODE')], order: cart });
    clock.advance(86_400);
    await redeem();
    await redeem();
    await redeem();

    const days = [-1, 0, 1].map((n) => daysFromNoon(n).slice(0, 10));
    const figures = await readAs(overview(`from=${days[0]}&to=${days[2]}`), projectOverviewSchema, 200);
    expect(figures.days.map((d) => d.date)).toEqual(days);
    expect(figures.days[0]).toMatchObject({ succeeded: 0, failed: 0, rolled_back: 0, discount: 0 });
    expect(figures.days[1]).toMatchObject({ succeeded: 1, rolled_back: 1, failed: 1, discount: 1000 });
    expect(figures.days[2]).toMatchObject({ succeeded: 3, failed: 0, discount: 3000, orders_amount: 30000 });
    expect(figures.totals).toEqual({ succeeded: 4, failed: 1, rolled_back: 1, discount: 4000, orders_amount: 40000 });
    expect(figures.top_campaigns[0]).toMatchObject({ campaign_id: campaignId, redemptions: 4, discount: 4000 });
    expect(figures.alerts.expiring_campaigns.map((c) => c.id)).toContain(campaignId);
    // 4 of the code's 5 uses are redeemed (the rolled-back one was given back).
    expect(figures.alerts.nearly_used_up).toContainEqual(
      expect.objectContaining({ code, campaign_id: campaignId, redeemed: 4, quantity: 5 }) as never,
    );
  });

  it('answers 400 for a reversed or too long range, 404 for an unknown project, 401 without credentials', async () => {
    await readAs(overview('from=2026-06-11&to=2026-06-09'), errorBodySchema, 400);
    await readAs(overview('from=2025-01-01&to=2026-06-09'), errorBodySchema, 400);
    await readAs(overview('from=2026-06-01'), errorBodySchema, 400);
    expect(await readAs(overview('from=2026-06-01&to=2026-06-02', 'proj_nope'), errorBodySchema, 404)).toMatchObject({
      resource_type: 'project',
    });
    expect(
      (await service.request(`/promodesk/projects/${testKeys.project_id}/overview?from=2026-06-01&to=2026-06-02`))
        .status,
    ).toBe(401);
  });
});
