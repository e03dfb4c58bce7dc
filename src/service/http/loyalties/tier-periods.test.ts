import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberActivityListSchema } from '../../../contract/loyalty-member.ts';
import { loyaltyTierListSchema } from '../../../contract/loyalty-tier.ts';
import { createQaMode } from '../../qa/mode.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const qa = createQaMode();
const service = useTestService({ qa, now: qa.now });
const projectId = testKeys.project_id;
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const withId = z.object({ id: z.string() });

const setClock = async (moment: string) => {
  const res = await service.request(
    `/promodesk/qa/projects/${projectId}/clock`,
    jsonRequest('POST', { freeze: moment }, managementHeaders),
  );
  expect(res.status).toBe(200);
};
const addPoints = async (code: string, amount: number) =>
  expect((await post(`/v1/vouchers/${code}/balance`, { amount })).status).toBe(200);
const tierOf = async (code: string) => {
  const { data } = await readAs(
    service.request(`/v1/loyalties/members/${code}/tiers`, { headers: appHeaders }),
    loyaltyTierListSchema,
    200,
  );
  return data.map((t) => [t.name, t.expiration?.expiration_date]);
};

describe('tiers qualified by points in a period', () => {
  it('end with their period as the project clock moves', async () => {
    await setClock('2026-01-10T10:00:00.000Z');
    const program = await readAs(
      post('/v1/loyalties', {
        name: `Monthly tiers ${Date.now()}`,
        type: 'AUTO_UPDATE',
        voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 } },
        loyalty_tiers_expiration: {
          qualification_type: 'POINTS_IN_PERIOD',
          qualification_period: 'MONTH',
          start_date: { type: 'IMMEDIATE' },
          expiration_date: { type: 'END_OF_PERIOD', extend: 'P0D' },
        },
      }),
      withId,
      200,
    );
    expect((await post(`/v1/loyalties/${program.id}/tiers`, [{ name: 'Silver', points: { from: 50 } }])).status).toBe(
      200,
    );
    const member = async (source_id: string) =>
      (
        await readAs(
          post('/v1/publications', { campaign: program.id, customer: { source_id } }),
          z.object({ voucher: z.object({ code: z.string() }) }),
          200,
        )
      ).voucher.code;
    const idle = await member(`period-idle-${Date.now()}`);
    const busy = await member(`period-busy-${Date.now()}`);
    await addPoints(idle, 60);
    await addPoints(busy, 60);
    expect(await tierOf(idle)).toEqual([['Silver', '2026-02-01']]);

    // Within the period nothing ends.
    await setClock('2026-01-31T23:00:00.000Z');
    expect(await tierOf(idle)).toEqual([['Silver', '2026-02-01']]);

    // January's tiers end with January; earning again in February qualifies for Silver until March.
    await setClock('2026-02-01T00:00:00.000Z');
    expect(await tierOf(idle)).toEqual([]);
    expect(await tierOf(busy)).toEqual([]);
    await addPoints(busy, 50);
    expect(await tierOf(busy)).toEqual([['Silver', '2026-03-01']]);
    const left = await service.database.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.projectId, projectId), like(webhookEvents.type, 'customer.loyalty_tier.left')));
    expect(left.map((e) => e.payload.voucher)).toContainEqual(expect.objectContaining({ code: idle }));
    await setClock('2026-03-02T00:00:00.000Z');
    expect(await tierOf(busy)).toEqual([]);

    // The member's activity tells the tier changes, in order, with the tier.
    const activity = await readAs(
      service.request(`/v1/loyalties/members/${idle}/activity?order=created_at`, { headers: appHeaders }),
      memberActivityListSchema,
      200,
    );
    expect(officialErrors('get', '/v1/loyalties/members/{memberId}/activity', 200, activity)).toEqual([]);
    const tierChanges = activity.data.filter((a) => a.type.startsWith('customer.loyalty.tier.'));
    expect(tierChanges.map((a) => [a.type, (a.data.loyalty_tier as { name: string }).name])).toEqual([
      ['customer.loyalty.tier.joined', 'Silver'],
      ['customer.loyalty.tier.left', 'Silver'],
    ]);
  });
});
