import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingId } from '../../domain/qualification.ts';
import { newId } from '../../ids.ts';
import { customers, qualifications } from '../../store/schema/activity.ts';
import { campaigns, validationRuleAssignments, validationRules } from '../../store/schema/catalog.ts';
import { appHeaders, clientHeaders, createTestService, json, testKeys } from '../../testing/harness.ts';

const NOON_WEDNESDAY = new Date('2026-06-10T12:00:00.000Z');
const clock = { now: NOON_WEDNESDAY };
let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  service = await createTestService({ now: () => clock.now });
  // An order rule on "Ten off", so the cart decides whether it qualifies.
  const db = service.database.db;
  const [tenOff] = await db.select().from(campaigns).where(eq(campaigns.name, 'Ten off'));
  const ruleId = newId('val_');
  await db.insert(validationRules).values({
    id: ruleId,
    projectId: testKeys.project_id,
    name: 'Carts from $50',
    rules: { junction: 'and', conditions: [{ name: 'order.amount', conditions: { $more_than_or_equal: [5000] } }] },
  });
  await db.insert(validationRuleAssignments).values({
    id: newId('asgm_'),
    projectId: testKeys.project_id,
    ruleId,
    relatedObjectType: 'campaign',
    relatedObjectId: tenOff!.id,
  });
});
afterAll(() => service.close());

const qualify = async (body: unknown, query = '') => {
  const res = await service.request(`/v1/campaigns/qualification${query}`, json('POST', body, appHeaders));

  return { status: res.status, body: (await res.json()) as any };
};
const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name).sort();
const bigCart = { amount: 20000, items: [{ product_id: 'prod_a', quantity: 1, price: 20000 }] };

describe('POST /v1/campaigns/qualification', () => {
  it('lists the coupon, gift and referral campaigns valid for a gold customer and a big cart', async () => {
    const { status, body } = await qualify({ customer: { source_id: 'demo-customer' }, order: bigCart });
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Bring a friend', 'Fifteen percent', 'Gift cards', 'Half price VIP', 'Ten off']);
    expect(body).toMatchObject({
      object: 'list',
      data_ref: 'data',
      total: 5,
      created_at: NOON_WEDNESDAY.toISOString(),
      tracking_id: trackingId('demo-customer'),
    });
    expect(body.id).toMatch(/^qfl_/);
    expect(body.data[0]).toMatchObject({ object: 'campaign', validation_rules_assignments: { object: 'list' } });
  });

  it('the list changes when the cart meets a rule; audienceRulesOnly ignores order rules', async () => {
    const small = { amount: 1000 };
    expect(names((await qualify({ customer: { source_id: 'demo-customer' }, order: small })).body)).not.toContain(
      'Ten off',
    );
    expect(names((await qualify({ customer: { source_id: 'demo-customer' }, order: bigCart })).body)).toContain(
      'Ten off',
    );
    expect(
      names(
        (await qualify({ customer: { source_id: 'demo-customer' }, order: small }, '?audienceRulesOnly=true')).body,
      ),
    ).toContain('Ten off');
  });

  it('audience rules: a basic customer misses the gold-only campaign unless the request metadata says gold', async () => {
    const basic = await qualify({ customer: { source_id: 'new-customer' }, order: bigCart }, '?audienceRulesOnly=true');
    expect(names(basic.body)).not.toContain('Half price VIP');
    const asGold = await qualify(
      { customer: { source_id: 'new-customer', metadata: { tier: 'gold' } } },
      '?audienceRulesOnly=true',
    );
    expect(names(asGold.body)).toContain('Half price VIP');
  });

  it('limit cuts the list but total counts every qualifying campaign; order sorts it', async () => {
    const limited = await qualify(
      { customer: { source_id: 'demo-customer' }, order: bigCart },
      '?limit=2&order=campaign',
    );
    expect(limited.body.total).toBe(5);
    expect(limited.body.data.map((c: { name: string }) => c.name)).toEqual(['Bring a friend', 'Fifteen percent']);
    const descending = await qualify({ customer: { source_id: 'demo-customer' }, order: bigCart }, '?order=-campaign');
    expect(descending.body.data.map((c: { name: string }) => c.name)).toEqual(names(descending.body).reverse());
    const newest = await qualify(
      { customer: { source_id: 'demo-customer' }, order: bigCart },
      '?order=-created_at&limit=1',
    );
    expect(newest.body.data[0].name).toBe('Bring a friend');
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
      expect((await qualify({}, `?order=${order}`)).status).toBe(200);
    }
  });

  it('answers 400 for a limit outside 1..50 or an unknown order, 404 for an unknown customer id', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?order=name', '?audienceRulesOnly=maybe']) {
      const { status, body } = await qualify({}, query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ code: 400, key: 'invalid_payload' });
    }
    expect((await qualify({ customer: { id: 'cust_nobody' } })).body).toMatchObject({
      code: 404,
      key: 'not_found',
      resource_type: 'customer',
    });
    expect((await qualify({}, '?limit=50')).status).toBe(200);
  });

  it('records each qualification and does not create an unknown customer', async () => {
    const { body } = await qualify({ customer: { source_id: 'just-browsing' } });
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
    await db
      .update(campaigns)
      .set({
        validity: {
          start_date: '2026-01-05T00:00:00.000Z',
          expiration_date: '2026-12-31T23:59:59.000Z',
          validity_day_of_week: [0, 6],
        },
      })
      .where(eq(campaigns.name, 'Fifteen percent'));
    expect(names((await qualify({ order: bigCart })).body)).not.toContain('Fifteen percent');
    clock.now = new Date('2026-06-13T12:00:00.000Z');
    try {
      expect(names((await qualify({ order: bigCart })).body)).toContain('Fifteen percent');
      clock.now = new Date('2027-01-04T12:00:00.000Z');
      expect((await qualify({ order: bigCart })).body.total).toBe(0);
    } finally {
      clock.now = NOON_WEDNESDAY;
    }
  });

  it('needs server-side credentials', async () => {
    const res = await service.request('/v1/campaigns/qualification', json('POST', {}, clientHeaders));
    expect(res.status).toBe(401);
  });
});
