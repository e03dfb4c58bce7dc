import { describe, expect, it } from 'vitest';
import { projectOverviewSchema } from '../../../contract/overview.ts';
import { createQaMode } from '../../qa/mode.ts';
import { addPoints, subtractPoints } from '../../store/repositories/loyalty.ts';
import { readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { programWithCard } from '../../testing/points-buckets.ts';
import { useTestService } from '../../testing/service.ts';

const qa = createQaMode();
const service = useTestService({ qa, now: qa.now });
const projectId = testKeys.project_id;

const setClock = async (moment: string) => {
  const res = await service.request(
    `/promodesk/qa/projects/${projectId}/clock`,
    jsonRequest('POST', { freeze: moment }, managementHeaders),
  );
  expect(res.status).toBe(200);
};
const overview = (query: string) =>
  readAs(
    service.request(`/promodesk/projects/${projectId}/overview?${query}`, { headers: managementHeaders }),
    projectOverviewSchema,
    200,
  );

describe('the overview: loyalty points per day', () => {
  it('counts points issued, redeemed and expired per day; transfers, refunds and removals in none', async () => {
    await setClock('2026-01-10T10:00:00.000Z');
    const { campaign, card } = await programWithCard(service, { period_type: 'MONTH', period_value: 1 });
    const { card: otherCard } = await programWithCard(service);
    const change = (voucherId: string, type: string, points: number, at: string, pendingUntil?: Date) => {
      const t = {
        projectId,
        voucherId,
        campaignId: voucherId === card.id ? campaign.id : null,
        type,
        sourceId: null,
        reason: type,
        details: {},
        at: new Date(at),
        ...(pendingUntil && { pendingUntil }),
      };
      return points > 0 ? addPoints(service.database.db, points, t) : subtractPoints(service.database.db, -points, t);
    };
    await change(card.id, 'POINTS_ACCRUAL', 100, '2026-01-10T10:00:00Z');
    await change(card.id, 'POINTS_ADDITION', 15, '2026-01-10T11:00:00Z');
    await change(card.id, 'POINTS_ACCRUAL', 30, '2026-01-10T12:00:00Z', new Date('2026-01-12T00:00:00Z'));
    await change(card.id, 'POINTS_TRANSFER_IN', 7, '2026-01-10T13:00:00Z');
    await change(otherCard.id, 'POINTS_ADDITION', 50, '2026-01-10T14:00:00Z');
    await setClock('2026-01-12T09:00:00.000Z'); // the 30 pending points activate
    await change(card.id, 'POINTS_REDEMPTION', -20, '2026-01-12T10:00:00Z');
    await change(card.id, 'POINTS_REFUND', 20, '2026-01-12T11:00:00Z');
    await change(card.id, 'POINTS_REMOVAL', -2, '2026-01-12T12:00:00Z');
    await change(otherCard.id, 'POINTS_REDEMPTION', -10, '2026-01-12T13:00:00Z');
    await setClock('2026-02-11T00:00:00.000Z'); // the January 10 points expire on February 10's end

    const figures = await overview('from=2026-01-10&to=2026-02-11');
    const busy = figures.loyalty.days.filter((d) => d.issued + d.redeemed + d.expired > 0);
    expect(figures.loyalty.days).toHaveLength(33);
    expect(busy).toEqual([
      { date: '2026-01-10', issued: 165, redeemed: 0, expired: 0 },
      { date: '2026-01-12', issued: 30, redeemed: 30, expired: 0 },
      { date: '2026-02-11', issued: 0, redeemed: 0, expired: expect.any(Number) as number },
    ]);
    const expired = busy[2]!.expired;
    // The card's buckets: 100 + 15 + 7 (transfer) from January 10, spent first by the 20 redeemed and 2 removed.
    expect(expired).toBe(100 + 15 + 7 - 20 - 2);
    expect(figures.loyalty).toMatchObject({ points_issued: 195, points_redeemed: 30, points_expired: expired });

    const program = await overview(`from=2026-01-10&to=2026-02-11&campaign_id=${campaign.id}`);
    expect(program.loyalty).toMatchObject({ points_issued: 145, points_redeemed: 20, points_expired: expired });
    const before = await overview('from=2026-01-01&to=2026-01-09');
    expect(before.loyalty).toMatchObject({ points_issued: 0, points_redeemed: 0, points_expired: 0 });
  });
});
