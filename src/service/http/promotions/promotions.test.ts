import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionTierListSchema, promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { appHeaders } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { expectError, readAs, seededPromotion } from '../../testing/api.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { campaigns, promotionTiers } from '../../store/schema/catalog.ts';

const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const service = useTestService({ now: clock.now });
const get = (id: string) =>
  readAs(service.request(`/v1/promotions/tiers/${id}`, { headers: appHeaders }), promotionTierSchema, 200);
const post = (id: string, action: 'enable' | 'disable') =>
  service.request(`/v1/promotions/tiers/${id}/${action}`, { method: 'POST', headers: appHeaders });
const switched = (id: string, action: 'enable' | 'disable') => readAs(post(id, action), promotionTierSchema, 200);

describe('GET /v1/promotions/{campaignId}/tiers', () => {
  it("lists the campaign's tiers by hierarchy with their campaign", async () => {
    const { campaignId } = await seededPromotion(service);
    const body = await readAs(
      service.request(`/v1/promotions/${campaignId}/tiers`, { headers: appHeaders }),
      promotionTierListSchema,
      200,
    );
    expect(body).toMatchObject({ object: 'list', data_ref: 'tiers', total: 4, has_more: false });
    expect(body.tiers.map((t) => t.hierarchy)).toEqual([1, 2, 3, 4]);
    expect(body.tiers.map((t) => t.active)).toEqual([true, true, false, false]);
    for (const tier of body.tiers) {
      expect(tier).toMatchObject({
        object: 'promotion_tier',
        promotion_id: campaignId,
        campaign_id: campaignId,
        campaign: { id: campaignId, object: 'campaign' },
      });
    }
    expect(body.tiers[0]).toMatchObject({
      name: 'Orders over $100',
      action: { discount: { type: 'AMOUNT', amount_off: 1000 } },
      validity_day_of_week: [1, 2, 3, 4, 5],
      validation_rule_assignments: {
        total: 1,
        data: [{ related_object_type: 'promotion_tier', related_object_id: body.tiers[0]!.id }],
      },
    });
  });

  it('answers 404 for an unknown campaign', async () => {
    const error = await expectError(
      service.request('/v1/promotions/camp_missing/tiers', { headers: appHeaders }),
      404,
      'not_found',
    );
    expect(error).toMatchObject({ resource_type: 'campaign', resource_id: 'camp_missing' });
  });
});

describe('GET /v1/promotions/tiers', () => {
  const listTiers = (query: string) =>
    readAs(service.request(`/v1/promotions/tiers?${query}`, { headers: appHeaders }), promotionTierListSchema, 200);

  it("pages the project's tiers, of chosen promotions in one request, and the available ones", async () => {
    const { campaignId, tiers } = await seededPromotion(service);
    const all = await listTiers('limit=100');
    expect(officialErrors('get', '/v1/promotions/tiers', 200, all)).toEqual([]);
    expect(all.tiers.map((t) => t.id)).toEqual(expect.arrayContaining(tiers.map((t) => t.id)));
    expect(all).toMatchObject({ total: all.tiers.length, has_more: false });

    const ofOne = await listTiers(`limit=100&campaign_ids=${campaignId},camp_nope`);
    expect(ofOne.tiers.map((t) => t.id).sort()).toEqual(tiers.map((t) => t.id).sort());
    expect(ofOne.tiers[0]).toEqual(tiers.find((t) => t.id === ofOne.tiers[0]!.id));

    const firstPage = await listTiers(`limit=1&campaign_ids=${campaignId}&order=-created_at`);
    expect(firstPage).toMatchObject({ total: tiers.length, has_more: true });
    expect(firstPage.tiers).toHaveLength(1);

    // Two of the seeded ladder's tiers are off; its dates follow the seed's calendar, not this test's clock.
    await service.database.db.update(campaigns).set({ validity: {} }).where(eq(campaigns.id, campaignId));
    const available = await listTiers(`limit=100&campaign_ids=${campaignId}&is_available=true`);
    expect(available.tiers.map((t) => t.id).sort()).toEqual(
      tiers
        .filter((t) => t.active)
        .map((t) => t.id)
        .sort(),
    );
    await service.database.db
      .update(promotionTiers)
      .set({ validity: { expiration_date: '2026-05-01T00:00:00.000Z' } })
      .where(eq(promotionTiers.id, available.tiers[0]!.id));
    expect((await listTiers(`campaign_ids=${campaignId}&is_available=true`)).total).toBe(available.total - 1);
    await expectError(
      service.request('/v1/promotions/tiers?limit=101', { headers: appHeaders }),
      400,
      'invalid_payload',
    );
  });
});

describe('GET /v1/promotions/tiers/{promotionTierId}', () => {
  it('returns the tier as the list shows it', async () => {
    const { tiers } = await seededPromotion(service);
    expect(await get(tiers[1]!.id)).toMatchObject(tiers[1]!);
  });

  it('leaves updated_at out for a tier never changed, and gives an empty rule list when none is assigned', async () => {
    const { tiers } = await seededPromotion(service);
    const untouched = tiers.find((t) => t.hierarchy === 4)!;
    const body = await get(untouched.id);
    expect(body).not.toHaveProperty('updated_at');
    expect(body.validation_rule_assignments).toEqual({ object: 'list', data_ref: 'data', data: [], total: 0 });
  });
});

describe('POST /v1/promotions/tiers/{promotionTierId}/enable and /disable', () => {
  it('switches a tier on and off, refreshing updated_at and storing the state', async () => {
    const { tiers } = await seededPromotion(service);
    const inactive = tiers.find((t) => !t.active)!;

    clock.advance(60);
    const enabled = await switched(inactive.id, 'enable');
    expect(enabled).toMatchObject({
      id: inactive.id,
      active: true,
      updated_at: clock.now().toISOString(),
      object: 'promotion_tier',
    });
    expect(await get(inactive.id)).toEqual(enabled);

    clock.advance(60);
    const disabled = await switched(inactive.id, 'disable');
    expect(disabled).toMatchObject({ active: false, updated_at: clock.now().toISOString() });
    const [row] = await service.database.db.select().from(promotionTiers).where(eq(promotionTiers.id, inactive.id));
    expect(row).toMatchObject({ active: false, updatedAt: clock.now() });
  });

  it('enabling an active tier keeps it active and still refreshes updated_at', async () => {
    const { tiers } = await seededPromotion(service);
    const active = tiers.find((t) => t.active)!;
    clock.advance(60);
    expect(await switched(active.id, 'enable')).toMatchObject({ active: true, updated_at: clock.now().toISOString() });
  });

  it.each(['enable', 'disable'] as const)('%s answers the interface 404 body for an unknown tier', async (action) => {
    const id = 'promo_NzjTc3ZXTe7md5SziK3uYte';
    const body = await readAs(post(id, action), errorBodySchema, 404);
    expect(body).toEqual({
      code: 404,
      key: 'not_found',
      message: 'Resource not found',
      details: `Cannot find promotion_tier with id ${id}`,
      request_id: expect.stringMatching(/^v-[0-9a-f]{18}$/),
      resource_id: id,
      resource_type: 'promotion_tier',
    });
  });

  it('answers the same 404 body on GET', async () => {
    const error = await expectError(
      service.request('/v1/promotions/tiers/promo_missing', { headers: appHeaders }),
      404,
      'not_found',
    );
    expect(error).toMatchObject({
      message: 'Resource not found',
      details: 'Cannot find promotion_tier with id promo_missing',
      resource_id: 'promo_missing',
      resource_type: 'promotion_tier',
    });
  });
});
