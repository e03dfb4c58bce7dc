import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../contract/campaign.ts';
import { campaignTemplateSchema } from '../../../contract/campaign-template.ts';
import { projectOverviewSchema } from '../../../contract/overview.ts';
import { campaigns } from '../../store/schema/catalog.ts';
import { campaignHistory } from '../../testing/campaign-history.ts';
import { allTemplates, expectError, readAs, setUpCampaignThroughApi } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { WEEKDAY_NOON, cart, daysFromNoon, redeemThroughApi, redeemable } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const db = () => service.database.db;
let percentTemplate = '';

beforeAll(async () => {
  percentTemplate = (await allTemplates(service)).find((t) => t.name === 'Spring 10% off')!.id;
});

const newCampaign = async (name: string, extra: Record<string, unknown> = {}) =>
  (await setUpCampaignThroughApi(service, percentTemplate, { name, vouchers_count: 2, ...extra })).campaign;
const update = (id: string, body: unknown, headers: Record<string, string> = appHeaders) =>
  service.request(`/v1/campaigns/${id}`, jsonRequest('PUT', body, headers));
const getCampaign = (id: string) =>
  readAs(service.request(`/v1/campaigns/${id}`, { headers: appHeaders }), campaignSchema, 200);
const { codesOf, eventsOf, auditedActions } = campaignHistory(service);

describe('PUT /v1/campaigns/{campaignId}', () => {
  it('changes the settings a marketer edits, merges metadata, and derives the status from the dates', async () => {
    const campaign = await newCampaign('Edit me', { metadata: { channel: 'web', region: 'EU' } });
    expect(campaign).toMatchObject({ status: 'ACTIVE', deleted: false, deleted_at: null });
    const edited = await readAs(
      update(campaign.id, {
        name: 'Edited',
        description: 'New words',
        start_date: daysFromNoon(21),
        expiration_date: daysFromNoon(52),
        validity_day_of_week: [1, 2],
        metadata: { region: 'US', tier: 'gold' },
        unset_metadata_fields: ['channel'],
        category: 'Summer',
      }),
      campaignSchema,
      200,
    );
    expect(edited).toMatchObject({
      id: campaign.id,
      name: 'Edited',
      description: 'New words',
      start_date: daysFromNoon(21),
      validity_day_of_week: [1, 2],
      metadata: { region: 'US', tier: 'gold' },
      category: 'Summer',
      status: 'SCHEDULED',
      updated_at: WEEKDAY_NOON.toISOString(),
    });
    expect(edited.metadata).not.toHaveProperty('channel');
    expect(await getCampaign(campaign.id)).toEqual(edited);

    const cleared = await readAs(
      update(campaign.id, { start_date: null, expiration_date: daysFromNoon(-9), category_id: null }),
      campaignSchema,
      200,
    );
    expect(cleared).toMatchObject({ status: 'EXPIRED', categories: [] });
    expect(cleared).not.toHaveProperty('start_date');
    expect(await eventsOf('campaign.updated', campaign.id)).toHaveLength(2);
    // Its two codes were generated at creation: one event for the batch.
    expect((await eventsOf('campaign.vouchers.generation.completed', campaign.id)).map((e) => e.payload)).toEqual([
      { campaign: { id: campaign.id, name: 'Edit me' }, source: 'GENERATION', vouchers_added: 2 },
    ]);
    expect(await auditedActions(campaign.id)).toEqual(['campaign.created', 'campaign.updated', 'campaign.updated']);
  });

  it('refuses what the merged campaign cannot be, and changes nothing', async () => {
    const campaign = await newCampaign('Guarded', { start_date: '2026-06-01T00:00:00.000Z' });
    await newCampaign('Taken name');
    const backwards = await expectError(
      update(campaign.id, { expiration_date: '2026-05-01T00:00:00.000Z' }),
      400,
      'invalid_payload',
    );
    expect(backwards.details).toContain('expiration_date');
    // Dates are from 1970 to 9999: a start in year 0000 is a slip, refused in words at its field.
    for (const [field, value] of [
      ['start_date', '0000-01-01T00:00:00.000Z'],
      ['start_date', '1969-12-31T23:59:59.000Z'],
      ['expiration_date', '+10000-01-01T00:00:00.000Z'],
    ]) {
      const outOfBounds = await expectError(update(campaign.id, { [field!]: value }), 400, 'invalid_payload');
      expect(outOfBounds.details, value).toContain(
        field === 'start_date' ? 'start_date: Enter a date from 1970 to 9999' : field,
      );
    }
    await expectError(update(campaign.id, { name: 'Taken name' }), 409, 'duplicate_found');
    await expectError(update(campaign.id, { category_id: 'cat_nope' }), 404, 'not_found');
    await expectError(update(campaign.id, { validity_day_of_week: [9] }), 400, 'invalid_payload');
    await expectError(update('camp_nope', { name: 'x' }), 404, 'not_found');
    await expectError(update(campaign.id, { name: 'x' }, {}), 401);
    expect(await getCampaign(campaign.id)).toEqual(campaign);
  });

  it('keeps every concurrent edit, and refuses a __proto__ metadata key without changing anything', async () => {
    const campaign = await newCampaign('Busy');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => update(campaign.id, { metadata: { [`k${i}`]: i } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const before = await getCampaign(campaign.id);
    expect(Object.keys(before.metadata ?? {}).sort()).toEqual(
      ['channel', 'k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7'].sort(),
    );
    const hostile = await expectError(
      update(campaign.id, JSON.parse('{"metadata":{"__proto__":{"polluted":true}}}')),
      400,
      'invalid_payload',
    );
    expect(hostile.details).toContain('metadata.__proto__');
    expect(await getCampaign(campaign.id)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('PUT /v1/campaigns/{campaignId}: the merged campaign is checked', () => {
  it('wants a start under a repeating timeframe, whichever request brings which', async () => {
    const frame = { interval: 'P1D', duration: 'PT2H' };
    const unstarted = await newCampaign('No start yet');
    const needsStart = await expectError(update(unstarted.id, { validity_timeframe: frame }), 400, 'invalid_payload');
    expect(needsStart.details).toBe('start_date: A repeating timeframe needs a start date');
    const started = await newCampaign('Started', { start_date: '2026-06-01T00:00:00.000Z' });
    await readAs(update(started.id, { validity_timeframe: frame }), campaignSchema, 200);
    await expectError(update(started.id, { start_date: null }), 400, 'invalid_payload');
    expect(await getCampaign(started.id)).toMatchObject({
      start_date: '2026-06-01T00:00:00.000Z',
      validity_timeframe: frame,
    });
  });

  it('compares dates as instants and keeps merged metadata within the limits', async () => {
    const campaign = await newCampaign('Offsets', { start_date: '2030-01-01T10:00:00+09:00' });
    // 01:00Z starts it; 05:00Z ends it after, although the text sorts before.
    await readAs(update(campaign.id, { expiration_date: '2030-01-01T05:00:00Z' }), campaignSchema, 200);
    await expectError(update(campaign.id, { expiration_date: '2030-01-01T00:30:00Z' }), 400, 'invalid_payload');

    const half = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`a${i}`, 'x'.repeat(100)]));
    const other = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`b${i}`, 'x'.repeat(100)]));
    await readAs(update(campaign.id, { metadata: half }), campaignSchema, 200);
    const grown = await expectError(update(campaign.id, { metadata: other }), 400, 'invalid_payload');
    expect(grown.details).toContain('metadata');
    expect(Object.keys((await getCampaign(campaign.id)).metadata ?? {})).not.toContain('b0');
  });
});

describe('POST /promodesk/projects/{projectId}/campaigns/{campaignId}/duplicate', () => {
  const duplicate = (id: string, name: string) =>
    service.request(
      `/promodesk/projects/${testKeys.project_id}/campaigns/${id}/duplicate`,
      jsonRequest('POST', { name }, managementHeaders),
    );

  it('copies the settings and the rules (as new rules) and draws new codes', async () => {
    const source = await newCampaign('Original', {
      metadata: { channel: 'shop' },
      voucher: { code_config: { prefix: 'ORI-', length: 6 } },
    });
    const copy = await readAs(duplicate(source.id, 'Original copy'), campaignSchema, 200);
    const { id, name: _name, created_at: _at, validation_rules_assignments: _rules, ...settings } = source;
    expect(copy).toMatchObject({ ...settings, name: 'Original copy', status: 'ACTIVE', vouchers_count: 2 });
    expect(copy.id).not.toBe(id);
    const ruleOf = (c: typeof copy) => c.validation_rules_assignments!.data[0]!.rule_id;
    expect(ruleOf(copy)).not.toBe(ruleOf(source));
    const codes = await codesOf(copy.id);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^ORI-/);
    expect(codes).not.toEqual(expect.arrayContaining(await codesOf(source.id)));
  });

  it('refuses to copy more vouchers than one request generates', async () => {
    const source = await newCampaign('Grown by imports');
    await db().update(campaigns).set({ vouchersCount: 100_001 }).where(eq(campaigns.id, source.id));
    const refused = await expectError(duplicate(source.id, 'Too big a copy'), 400, 'invalid_payload');
    expect(refused.details).toContain('at most 100000');
  });

  it('refuses a taken name (409), an unknown campaign (404) and a kind it cannot copy (400)', async () => {
    const source = await newCampaign('Copy guard');
    await expectError(duplicate(source.id, 'Copy guard'), 409, 'duplicate_found');
    await expectError(duplicate('camp_nope', 'x'), 404, 'not_found');
    const [loyalty] = await db().select().from(campaigns).where(eq(campaigns.campaignType, 'LOYALTY_PROGRAM'));
    const refused = await expectError(duplicate(loyalty!.id, 'Loyalty copy'), 400, 'invalid_payload');
    expect(refused.details).toContain('LOYALTY_PROGRAM');
  });
});

describe('POST /v1/templates/campaigns', () => {
  it("judges a setup's dates against the template's, and creates nothing when they clash", async () => {
    const source = await newCampaign('Ends in December', { expiration_date: '2026-12-01T00:00:00.000Z' });
    const template = await readAs(
      service.request(
        '/v1/templates/campaigns',
        jsonRequest('POST', { campaign_id: source.id, name: 'Ends in December' }, appHeaders),
      ),
      campaignTemplateSchema,
      200,
    );
    const before = (await db().select({ id: campaigns.id }).from(campaigns)).length;
    const clash = await expectError(
      service.request(
        `/v1/templates/campaigns/${template.id}/campaign-setup`,
        jsonRequest('POST', { name: 'Starts too late', start_date: '2027-01-01T00:00:00.000Z' }, appHeaders),
      ),
      400,
      'invalid_payload',
    );
    expect(clash.details).toBe('expiration_date: The campaign must end after it starts');
    expect((await db().select({ id: campaigns.id }).from(campaigns)).length).toBe(before);
  });

  it('saves a campaign as a template that sets up the same campaign, rules included', async () => {
    const source = await newCampaign('Template source', {
      expiration_date: '2026-12-01T00:00:00.000Z',
      voucher: { discount: { type: 'PERCENT', percent_off: 35 } },
    });
    const template = await readAs(
      service.request(
        '/v1/templates/campaigns',
        jsonRequest('POST', { campaign_id: source.id, name: 'Thirty-five off' }, appHeaders),
      ),
      campaignTemplateSchema,
      200,
    );
    expect(template).toMatchObject({ name: 'Thirty-five off', campaign_type: 'DISCOUNT_COUPONS' });
    expect((await allTemplates(service)).map((t) => t.id)).toContain(template.id);
    const made = await newCampaign('From the saved template', {});
    const fromSaved = (await setUpCampaignThroughApi(service, template.id, { name: 'Made from saved' })).campaign;
    expect(fromSaved).toMatchObject({
      expiration_date: '2026-12-01T00:00:00.000Z',
      vouchers_count: 2,
      voucher: { discount: { type: 'PERCENT', percent_off: 35 } },
      validation_rules_assignments: { total: 1 },
    });
    expect(made.id).not.toBe(fromSaved.id);
    await expectError(
      service.request(
        '/v1/templates/campaigns',
        jsonRequest('POST', { campaign_id: 'camp_nope', name: 'x' }, appHeaders),
      ),
      404,
      'not_found',
    );
  });
});

describe('GET /promodesk/projects/{id}/overview?campaign_id=', () => {
  it("counts one campaign's redeemables only, and 404s for a campaign the project does not have", async () => {
    const mine = await newCampaign('Figures of mine', { voucher: { redemption: { quantity: 5 } } });
    const other = await newCampaign('Figures of another');
    const [code] = await codesOf(mine.id);
    const [otherCode] = await codesOf(other.id);
    await redeemThroughApi(service, { redeemables: [redeemable(code!)], order: cart });
    await redeemThroughApi(service, { redeemables: [redeemable(code!)], order: cart });
    await redeemThroughApi(service, { redeemables: [redeemable(otherCode!)], order: cart });
    const today = WEEKDAY_NOON.toISOString().slice(0, 10);
    const path = `/promodesk/projects/${testKeys.project_id}/overview?from=${today}&to=${today}`;
    const figures = await readAs(
      service.request(`${path}&campaign_id=${mine.id}`, { headers: managementHeaders }),
      projectOverviewSchema,
      200,
    );
    expect(figures.totals.succeeded).toBe(2);
    expect(figures.top_campaigns).toEqual([expect.objectContaining({ campaign_id: mine.id, redemptions: 2 })]);
    await expectError(
      service.request(`${path}&campaign_id=camp_nope`, { headers: managementHeaders }),
      404,
      'not_found',
    );
  });
});
