import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerEligibilitySchema, type CampaignEligibility } from '../../../contract/customer-eligibility.ts';
import type { ValidationRuleRules } from '../../../contract/validation-rule.ts';
import { newId } from '../../ids.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { qualifications, webhookEvents } from '../../store/schema/activity.ts';
import { campaigns, validationRuleAssignments, validationRules } from '../../store/schema/catalog.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, managementHeaders, testKeys } from '../../testing/harness.ts';
import { WEEKDAY_NOON } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const projectPath = `/promodesk/projects/${testKeys.project_id}`;

const vipOnly: ValidationRuleRules = {
  '1': { name: 'customer.segment', conditions: { $in: ['seg_vip'] } },
  logic: '1',
};

/** Assigns a new rule to the seeded campaign of that name. */
async function assignRule(campaignName: string, name: string, rules: ValidationRuleRules) {
  const db = service.database.db;
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.name, campaignName));
  const ruleId = newId('val_');
  await db.insert(validationRules).values({ id: ruleId, projectId: testKeys.project_id, name, rules });
  await db.insert(validationRuleAssignments).values({
    id: newId('asgm_'),
    projectId: testKeys.project_id,
    ruleId,
    relatedObjectType: 'campaign',
    relatedObjectId: campaign!.id,
  });
  return ruleId;
}

let vipRuleId = '';
beforeAll(async () => {
  vipRuleId = await assignRule('Gift cards', 'VIP segment', vipOnly);
  // An order rule: without an order only audience rules count, so it stops nobody here.
  await assignRule('Ten off', 'Carts from $50', {
    '1': { name: 'order.amount', conditions: { $more_than_or_equal: [5000] } },
    logic: '1',
  });
});

const eligibility = (customer: string, query = '', headers: Record<string, string> = managementHeaders) =>
  service.request(`${projectPath}/customers/${encodeURIComponent(customer)}/eligibility${query}`, { headers });
const byName = (entries: CampaignEligibility[]) => new Map(entries.map((e) => [e.campaign.name, e]));

describe('GET /promodesk/projects/{projectId}/customers/{customerId}/eligibility', () => {
  it('says which rule stops a basic customer: the gold-tier metadata rule and the VIP segment rule', async () => {
    const body = await readAs(eligibility('new-customer'), customerEligibilitySchema, 200);
    expect(body).toMatchObject({
      object: 'list',
      data_ref: 'data',
      audience_rules_only: true,
      evaluated_at: WEEKDAY_NOON.toISOString(),
      total: 6,
    });
    expect(body.customer_id).toMatch(/^cust_/);
    const entries = byName(body.data);
    expect([...entries.keys()].sort()).toEqual([
      'Bring a friend',
      'Fifteen percent',
      'Flash sale',
      'Gift cards',
      'Half price VIP',
      'Ten off',
    ]);
    expect(entries.get('Half price VIP')).toMatchObject({
      object: 'campaign_eligibility',
      campaign: { campaign_type: 'DISCOUNT_COUPONS' },
      qualifies: false,
      failure: {
        kind: 'rule',
        rule: { name: 'Gold customers', rules: { logic: '1' } },
        condition: { name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } },
        failure_code: 'customer_rules_violated',
        message: 'Only for gold members',
      },
    });
    expect(entries.get('Gift cards')).toMatchObject({
      qualifies: false,
      failure: {
        kind: 'rule',
        rule: { id: vipRuleId, name: 'VIP segment', rules: vipOnly },
        condition: vipOnly['1'],
        failure_code: 'customer_rules_violated',
        message: 'Customer is not in a required segment',
      },
    });
    for (const name of ['Ten off', 'Fifteen percent', 'Bring a friend'])
      expect(entries.get(name), name).toMatchObject({ qualifies: true, failure: null });
  });

  it('a gold VIP customer qualifies for every campaign, by source id or id', async () => {
    const body = await readAs(eligibility('demo-customer'), customerEligibilitySchema, 200);
    expect(body.data.every((e) => e.qualifies && e.failure === null)).toBe(true);
    const byId = await readAs(eligibility(body.customer_id), customerEligibilitySchema, 200);
    expect(byId.data).toEqual(body.data);
  });

  it('lists in qualification order (newest first), a page at a time; a campaign not valid now says why', async () => {
    const all = await readAs(eligibility('demo-customer'), customerEligibilitySchema, 200);
    const paged = await readAs(eligibility('demo-customer', '?limit=2&page=2'), customerEligibilitySchema, 200);
    expect(paged.total).toBe(6);
    expect(paged.data).toEqual(all.data.slice(2, 4));

    const db = service.database.db;
    const [tenOff] = await db.select().from(campaigns).where(eq(campaigns.name, 'Ten off'));
    await db
      .update(campaigns)
      .set({ validity: { ...tenOff!.validity, start_date: '2030-01-01T00:00:00.000Z' } })
      .where(eq(campaigns.id, tenOff!.id));
    try {
      const later = byName((await readAs(eligibility('demo-customer'), customerEligibilitySchema, 200)).data);
      expect(later.get('Ten off')).toMatchObject({
        qualifies: false,
        failure: { kind: 'validity', reason: 'not_active_yet' },
      });
    } finally {
      await db.update(campaigns).set({ validity: tenOff!.validity }).where(eq(campaigns.id, tenOff!.id));
    }
  });

  it('writes nothing: no qualification, event or audit entry', async () => {
    const db = service.database.db;
    const counts = async () =>
      Promise.all(
        [qualifications, webhookEvents, auditEntries].map(
          async (table) => (await db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    await readAs(eligibility('new-customer'), customerEligibilitySchema, 200);
    await readAs(eligibility('demo-customer', '?limit=1'), customerEligibilitySchema, 200);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown customer or project, 400 naming limit, 401 without management keys', async () => {
    expect(await expectError(eligibility('nobody-at-all'), 404, 'not_found')).toMatchObject({
      resource_type: 'customer',
    });
    const otherProject = await service.request('/promodesk/projects/proj_nowhere/customers/demo-customer/eligibility', {
      headers: managementHeaders,
    });
    expect(await expectError(otherProject, 404, 'not_found')).toMatchObject({ resource_type: 'project' });
    for (const query of ['?limit=0', '?limit=101', '?page=0'])
      expect((await expectError(eligibility('demo-customer', query), 400)).details, query).toContain(
        query.slice(1).split('=')[0],
      );
    await expectError(eligibility('demo-customer', '', {}), 401);
    await expectError(eligibility('demo-customer', '', appHeaders), 401);
  });
});
