import { VoucherifyServerSide } from '@voucherify/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { loyaltyTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import {
  pendingPointsActivatedSchema,
  pendingPointsAdjustedSchema,
  pendingPointsListSchema,
  pointsExpirationListSchema,
} from '../../../contract/points-buckets.ts';
import { qaProjectSchema } from '../../../contract/qa.ts';
import { exportSchema } from '../../../contract/export.ts';
import { drainExports } from '../../jobs/export-worker.ts';
import { createQaMode } from '../../qa/mode.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { subtractPoints } from '../../store/repositories/loyalty.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { creditPoints, programWithCard } from '../../testing/points-buckets.ts';
import { useTestService } from '../../testing/service.ts';
import { moved } from '../../testing/transactions.ts';

const qa = createQaMode();
const service = useTestService({ qa, now: qa.now, live: true });
const projectId = testKeys.project_id;

const setClock = async (moment: string) => {
  const res = await service.request(
    `/promodesk/qa/projects/${projectId}/clock`,
    jsonRequest('POST', { freeze: moment }, managementHeaders),
  );
  expect(res.status).toBe(200);
};
const get = (path: string, headers: Record<string, string> = appHeaders) => service.request(path, { headers });
const post = (path: string, body?: unknown) =>
  service.request(
    path,
    body === undefined ? { method: 'POST', headers: appHeaders } : jsonRequest('POST', body, appHeaders),
  );
const credit = (voucherId: string, points: number, at: string, extra: { pendingUntil?: Date } = {}) =>
  creditPoints(service, voucherId, points, at, extra);
const balanceOf = async (voucherId: string) =>
  (await service.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId)))[0]?.loyaltyBalance;

describe('points that expire and pending points', () => {
  it('expire and activate as the project clock moves, the ledger and the lists following', async () => {
    await setClock('2026-01-10T10:00:00.000Z');
    const { campaign, card } = await programWithCard(service, { period_type: 'MONTH', period_value: 1 });
    expect(campaign.voucher.loyalty_card).toMatchObject({
      expiration_rules: { period_type: 'MONTH', period_value: 1 },
    });
    await credit(card.id, 100, '2026-01-10T10:00:00Z');
    const pending = await credit(card.id, 30, '2026-01-10T10:00:00Z', {
      pendingUntil: new Date('2026-01-20T00:00:00Z'),
    });

    const expiringPath = `/v1/loyalties/${campaign.id}/members/${card.code}/points-expiration`;
    const expiring = await readAs(get(expiringPath), pointsExpirationListSchema, 200);
    expect(
      officialErrors('get', '/v1/loyalties/{campaignId}/members/{memberId}/points-expiration', 200, expiring),
    ).toEqual([]);
    expect(expiring.data.map((b) => [b.bucket.total_points, b.expires_at])).toEqual([[100, '2026-02-10']]);
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    expect((await sdk.loyalties.getPointsExpiration(campaign.id, card.code)).data).toEqual(expiring.data);

    for (const [template, path] of [
      ['/v1/loyalties/{campaignId}/pending-points', `/v1/loyalties/${campaign.id}/pending-points`],
      [
        '/v1/loyalties/{campaignId}/members/{memberId}/pending-points',
        `/v1/loyalties/${campaign.id}/members/${card.code}/pending-points`,
      ],
      ['/v1/loyalties/members/{memberId}/pending-points', `/v1/loyalties/members/${card.code}/pending-points`],
    ] as const) {
      const listed = await readAs(get(path), pendingPointsListSchema, 200);
      expect(officialErrors('get', template, 200, listed)).toEqual([]);
      expect(listed.data).toEqual([
        expect.objectContaining({
          id: pending?.pendingPointsId,
          points: 30,
          activates_at: '2026-01-20',
          order_id: 'ord_test',
        }),
      ]);
    }
    expect(await balanceOf(card.id)).toBe(100);

    await setClock('2026-01-21T09:00:00.000Z');
    expect(await balanceOf(card.id)).toBe(130);
    expect(
      (await readAs(get(`/v1/loyalties/members/${card.code}/pending-points`), pendingPointsListSchema, 200)).data,
    ).toEqual([]);
    await subtractPoints(service.database.db, 20, {
      projectId,
      voucherId: card.id,
      campaignId: campaign.id,
      type: 'POINTS_REDEMPTION',
      sourceId: null,
      reason: 'Reward',
      details: {},
      at: new Date('2026-01-21T09:00:01Z'),
    });

    await setClock('2026-02-11T00:00:00.000Z');
    expect(await balanceOf(card.id)).toBe(30);
    const after = await readAs(get(expiringPath), pointsExpirationListSchema, 200);
    // The pending 30 activated at their moment (Jan 20, as the clock passed it), so their month runs from then.
    expect(after.data.map((b) => [b.bucket.total_points, b.expires_at])).toEqual([[30, '2026-02-20']]);

    const ledger = await readAs(
      get(`/v1/loyalties/${campaign.id}/members/${card.code}/transactions?limit=100`),
      loyaltyTransactionListSchema,
      200,
    );
    const oldestFirst = ledger.data.toReversed();
    expect(oldestFirst.map((t) => [t.type, ...moved(t)])).toEqual([
      ['POINTS_ACCRUAL', 100, 100],
      ['PENDING_POINTS_ACTIVATION', 30, 130],
      ['POINTS_REDEMPTION', -20, 110],
      ['POINTS_EXPIRATION', -80, 30],
    ]);
    const events = await service.database.db
      .select({ type: webhookEvents.type })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.projectId, projectId),
          inArray(webhookEvents.type, [
            'voucher.loyalty_card.points_expired',
            'voucher.loyalty_card.pending_points.activated',
          ]),
        ),
      );
    expect(events.map((e) => e.type).sort()).toEqual([
      'voucher.loyalty_card.pending_points.activated',
      'voucher.loyalty_card.points_expired',
    ]);
  });

  it('activates, cancels and changes pending points by hand, once, never below zero, only in their project', async () => {
    await setClock('2026-03-01T10:00:00.000Z');
    const { card } = await programWithCard(service);
    const until = { pendingUntil: new Date('2026-04-01T00:00:00Z') };
    const first = (await credit(card.id, 40, '2026-03-01T10:00:00Z', until))!.pendingPointsId!;
    const second = (await credit(card.id, 10, '2026-03-01T10:00:00Z', until))!.pendingPointsId!;
    const base = `/v1/loyalties/members/${card.code}/pending-points`;

    const more = await readAs(post(`${base}/${first}/balance`, { points: 5 }), pendingPointsAdjustedSchema, 200);
    expect(
      officialErrors('post', '/v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/balance', 200, more),
    ).toEqual([]);
    expect(more).toMatchObject({ points: 5, total: 45 });
    await readAs(post(`${base}/${first}/balance`, { points: -46 }), errorBodySchema, 400);
    await readAs(post(`${base}/${first}/balance`, { points: 0 }), errorBodySchema, 400);
    await readAs(post(`${base}/${first}/balance`, { points: '5', __proto__: { x: 1 } }), errorBodySchema, 400);

    const activated = await readAs(post(`${base}/${first}/activate`), pendingPointsActivatedSchema, 200);
    expect(
      officialErrors(
        'post',
        '/v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/activate',
        200,
        activated,
      ),
    ).toEqual([]);
    expect(activated).toMatchObject({ points: 45, balance: 45, related_object: { id: card.id } });
    await readAs(post(`${base}/${first}/activate`), errorBodySchema, 400);
    expect(await balanceOf(card.id)).toBe(45);

    expect((await post(`${base}/${second}/cancel`)).status).toBe(204);
    await readAs(post(`${base}/${second}/cancel`), errorBodySchema, 400);
    await readAs(post(`${base}/${second}/activate`), errorBodySchema, 400);
    await readAs(post(`${base}/lopp_unknown/activate`), errorBodySchema, 404);
    expect(await balanceOf(card.id)).toBe(45);

    const other = await readAs(
      service.request(
        '/promodesk/qa/projects',
        jsonRequest('POST', { seed: `buckets-${Date.now()}` }, managementHeaders),
      ),
      qaProjectSchema,
      201,
    );
    const otherKeys = { 'x-app-id': other.app_id, 'x-app-token': other.app_token };
    await readAs(get(base, otherKeys), errorBodySchema, 404);
    await readAs(
      service.request(`${base}/${second}/activate`, { method: 'POST', headers: otherKeys }),
      errorBodySchema,
      404,
    );
  });

  it('exports points expiration of a program, and a ledger export that matches the balance at every point', async () => {
    await setClock('2026-05-01T10:00:00.000Z');
    const { campaign, card } = await programWithCard(service, { period_type: 'MONTH', period_value: 1 });
    await credit(card.id, 70, '2026-05-01T10:00:00Z');
    await credit(card.id, 50, '2026-05-20T10:00:00Z');
    await subtractPoints(service.database.db, 30, {
      projectId,
      voucherId: card.id,
      campaignId: campaign.id,
      type: 'POINTS_REMOVAL',
      sourceId: null,
      reason: 'Manual',
      details: {},
      at: new Date('2026-05-21T10:00:00Z'),
    });
    await setClock('2026-06-02T10:00:00.000Z');

    const scheduled = await readAs(
      post(`/v1/loyalties/${campaign.id}/points-expiration/export`, { parameters: { order: 'expires_at' } }),
      exportSchema,
      200,
    );
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/points-expiration/export', 200, scheduled)).toEqual([]);
    expect(scheduled).toMatchObject({ exported_object: 'points_expiration', status: 'SCHEDULED' });
    await readAs(post('/v1/loyalties/camp_unknown/points-expiration/export', {}), errorBodySchema, 404);
    await readAs(
      post(`/v1/loyalties/${campaign.id}/points-expiration/export`, { parameters: { fields: ['nope'] } }),
      errorBodySchema,
      400,
    );

    const ledgerExport = await readAs(
      post(`/v1/loyalties/${campaign.id}/members/${card.code}/transactions/export`, {
        parameters: { order: 'created_at', fields: ['type', 'amount', 'balance'] },
      }),
      exportSchema,
      200,
    );
    await drainExports(service.database.db);
    const csvOf = async (id: string) => {
      const done = await readAs(get(`/v1/exports/${id}`), exportSchema, 200);
      expect(done.status).toBe('DONE');
      const { pathname, search } = new URL(done.result!.url);
      return (await (await service.request(`${pathname}${search}`)).text()).trim().split(/\r?\n/);
    };
    expect(await csvOf(scheduled.id)).toEqual([
      'id,campaign_id,voucher_id,points,status,expires_at',
      expect.stringMatching(new RegExp(`^lopb_\\w+,${campaign.id},${card.id},40,EXPIRED,2026-06-01$`)),
      expect.stringMatching(new RegExp(`^lopb_\\w+,${campaign.id},${card.id},50,ACTIVE,2026-06-20$`)),
    ]);
    const [header, ...rows] = await csvOf(ledgerExport.id);
    expect(header).toBe('type,amount,balance');
    let balance = 0;
    for (const row of rows) {
      const [, amount, after] = row.split(',').map((cell) => cell.trim());
      balance += Number(amount);
      expect(Number(after)).toBe(balance);
    }
    expect(rows.map((r) => r.split(',')[0])).toEqual([
      'POINTS_ACCRUAL',
      'POINTS_ACCRUAL',
      'POINTS_REMOVAL',
      'POINTS_EXPIRATION',
    ]);
    expect(balance).toBe(await balanceOf(card.id));
    expect(balance).toBe(50);
  });
});
