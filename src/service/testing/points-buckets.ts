import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PointsExpirationRules } from '../../contract/points-expiry.ts';
import { vouchers } from '../store/schema/catalog.ts';
import { addPoints } from '../store/repositories/loyalty.ts';
import { appHeaders, jsonRequest, testKeys } from './harness.ts';
import type { TestService } from './service.ts';

let programs = 0;

/** A new loyalty program of the test project with one card (no opening points), and its expiry rules if given. */
export async function programWithCard(service: TestService, expiration_rules?: PointsExpirationRules) {
  const res = await service.request(
    '/v1/campaigns',
    jsonRequest(
      'POST',
      {
        name: `Buckets program ${++programs} ${Date.now()}`,
        campaign_type: 'LOYALTY_PROGRAM',
        vouchers_count: 1,
        voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0, expiration_rules } },
      },
      appHeaders,
    ),
  );
  expect(res.status).toBe(200);
  const campaign = (await res.json()) as { id: string; voucher: { loyalty_card: unknown } };
  const [card] = await service.database.db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.campaignId, campaign.id), eq(vouchers.projectId, testKeys.project_id)));
  if (!card) throw new Error('the program generated no card');
  return { campaign, card };
}

/**
 * Credits points to a card of the test project as a paid order's earning rule would, at `at`; with `pendingUntil`
 * later than `at` they wait in a PENDING bucket.
 */
export const creditPoints = (
  service: TestService,
  voucherId: string,
  points: number,
  at: string,
  extra: { pendingUntil?: Date } = {},
) =>
  addPoints(service.database.db, points, {
    projectId: testKeys.project_id,
    voucherId,
    campaignId: null,
    type: 'POINTS_ACCRUAL',
    sourceId: null,
    reason: 'Order paid',
    details: {
      event: { id: 'evt_test', type: 'customer.order.paid' },
      earning_rule: { id: 'ern_test', source: { banner: 'Order paid' } },
      order: { id: 'ord_test', source_id: null },
    },
    at: new Date(at),
    ...extra,
  });
