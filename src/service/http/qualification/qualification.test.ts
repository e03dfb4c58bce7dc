import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { qualificationResponseSchema } from '../../../contract/qualification.ts';
import { trackingId } from '../../domain/qualification.ts';
import { newId } from '../../ids.ts';
import { customers, qualifications } from '../../store/schema/activity.ts';
import { campaigns, validationRuleAssignments, validationRules } from '../../store/schema/catalog.ts';
import { readAs } from '../../testing/api.ts';
import { demoCalendar } from '../../seed/demo-calendar.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys, testSeedAt } from '../../testing/harness.ts';
import { WEEKDAY_NOON, daysFromNoon } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const clock = { now: WEEKDAY_NOON };
const service = useTestService({ now: () => clock.now });
beforeAll(async () => {
  // An order rule on "Ten off", so the cart decides whether it qualifies.
  const db = service.database.db;
  const [tenOff] = await db.select().from(campaigns).where(eq(campaigns.name, 'Ten off'));
  const ruleId = newId('val_');
  await db.insert(validationRules).values({
    id: ruleId,
    projectId: testKeys.project_id,
    name: 'Carts from $50',
    rules: { '1': { name: 'order.amount', conditions: { $more_than_or_equal: [5000] } }, logic: '1' },
  });
  await db.insert(validationRuleAssignments).values({
    id: newId('asgm_'),
    projectId: testKeys.project_id,
    ruleId,
    relatedObjectType: 'campaign',
    relatedObjectId: tenOff!.id,
  });
});

const qualify = (body: unknown, query = '') =>
  service.request(`/v1/campaigns/qualification${query}`, jsonRequest('POST', body, appHeaders));
const qualified = (body: unknown, query = '') => readAs(qualify(body, query), qualificationResponseSchema, 200);
const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name).sort();
const bigCart = { amount: 20000, items: [{ product_id: 'prod_a', quantity: 1, price: 20000 }] };

describe('POST /v1/campaigns/qualification', () => {
  it('lists the coupon, gift and referral campaigns valid for a gold customer and a big cart', async () => {
    const body = await qualified({ customer: { source_id: 'demo-customer' }, order: bigCart });
    expect(names(body)).toEqual([
      'Bring a friend',
      'Fifteen percent',
      'Flash sale',
      'Gift cards',
      'Half price VIP',
      'Ten off',
    ]);
    expect(body).toMatchObject({
      object: 'list',
      data_ref: 'data',
      total: 6,
      created_at: WEEKDAY_NOON.toISOString(),
      tracking_id: trackingId('demo-customer'),
    });
    expect(body.id).toMatch(/^qfl_/);
    expect(body.data[0]).toMatchObject({ object: 'campaign', validation_rules_assignments: { object: 'list' } });
  });

  it('the list changes when the cart meets a rule; audienceRulesOnly ignores order rules', async () => {
    const small = { amount: 1000 };
    expect(names(await qualified({ customer: { source_id: 'demo-customer' }, order: small }))).not.toContain('Ten off');
    expect(names(await qualified({ customer: { source_id: 'demo-customer' }, order: bigCart }))).toContain('Ten off');
    expect(
      names(await qualified({ customer: { source_id: 'demo-customer' }, order: small }, '?audienceRulesOnly=true')),
    ).toContain('Ten off');
  });

  it('audience rules: a basic customer misses the gold-only campaign unless the request metadata says gold', async () => {
    const basic = await qualified(
      { customer: { source_id: 'new-customer' }, order: bigCart },
      '?audienceRulesOnly=true',
    );
    expect(names(basic)).not.toContain('Half price VIP');
    const asGold = await qualified(
      { customer: { source_id: 'new-customer', metadata: { tier: 'gold' } } },
      '?audienceRulesOnly=true',
    );
    expect(names(asGold)).toContain('Half price VIP');
  });

  it('limit cuts the list but total counts every qualifying campaign; order sorts it', async () => {
    const limited = await qualified(
      { customer: { source_id: 'demo-customer' }, order: bigCart },
      '?limit=2&order=campaign',
    );
    expect(limited.total).toBe(6);
    expect(limited.data.map((c) => c.name)).toEqual(['Bring a friend', 'Fifteen percent']);
    const descending = await qualified(
      { customer: { source_id: 'demo-customer' }, order: bigCart },
      '?order=-campaign',
    );
    expect(descending.data.map((c) => c.name)).toEqual(names(descending).reverse());
    const newest = await qualified(
      { customer: { source_id: 'demo-customer' }, order: bigCart },
      '?order=-created_at&limit=1',
    );
    expect(newest.data[0]!.name).toBe('Flash sale');
    for (const order of [
      'created_at',
      'updated_at',
      '-updated_at',
      'type',
      '-type',
      'code',
      '-code',
      'category',
      '-category',
    ]) {
      await qualified({}, `?order=${order}`);
    }
  });

  it('answers 400 for a limit outside 1..50 or an unknown order, 404 for an unknown customer id', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?order=name', '?audienceRulesOnly=maybe']) {
      const body = await readAs(qualify({}, query), errorBodySchema, 400);
      expect(body, query).toMatchObject({ code: 400, key: 'invalid_payload' });
    }
    expect(await readAs(qualify({ customer: { id: 'cust_nobody' } }), errorBodySchema, 404)).toMatchObject({
      code: 404,
      key: 'not_found',
      resource_type: 'customer',
    });
    await qualified({}, '?limit=50');
  });

  it('records each qualification and does not create an unknown customer', async () => {
    const body = await qualified({ customer: { source_id: 'just-browsing' } });
    const [row] = await service.database.db.select().from(qualifications).where(eq(qualifications.id, body.id));
    expect(row).toMatchObject({
      trackingId: trackingId('just-browsing'),
      customerId: null,
      campaignIds: expect.any(Array),
    });
    expect(row!.campaignIds).toHaveLength(body.total);
    expect(await service.database.db.select().from(customers).where(eq(customers.sourceId, 'just-browsing'))).toEqual(
      [],
    );
  });

  it('only campaigns valid now qualify', async () => {
    const db = service.database.db;
    const season = demoCalendar(testSeedAt);
    await db
      .update(campaigns)
      .set({
        validity: { start_date: season.since, expiration_date: season.until, validity_day_of_week: [0, 6] },
      })
      .where(eq(campaigns.name, 'Fifteen percent'));
    expect(names(await qualified({ order: bigCart }))).not.toContain('Fifteen percent');
    // The Saturday after.
    clock.now = new Date(daysFromNoon(6 - WEEKDAY_NOON.getUTCDay()));
    try {
      expect(names(await qualified({ order: bigCart }))).toContain('Fifteen percent');
      // The demo's season is over.
      clock.now = new Date(Date.parse(season.until) + 86_400_000);
      expect((await qualified({ order: bigCart })).total).toBe(0);
    } finally {
      clock.now = WEEKDAY_NOON;
    }
  });

  it('needs server-side credentials', async () => {
    const res = await service.request('/v1/campaigns/qualification', jsonRequest('POST', {}, clientHeaders));
    expect(res.status).toBe(401);
  });
});
