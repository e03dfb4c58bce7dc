import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { campaignListSchema, campaignSchema } from '../../../contract/campaign.ts';
import { allTemplates, expectError, readAs, setUpCampaignThroughApi } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';
import { campaigns, categories, validationRules, vouchers } from '../../store/schema/catalog.ts';

const service = useTestService();
/** Seeded templates: "Spring 10% off" carries a validation rule and `PD-` codes; gift templates use `GIFT-####-####`. */
const templates = { withRule: '', withoutRule: '', gift: '' };

beforeAll(async () => {
  const all = await allTemplates(service);
  templates.withRule = all.find((t) => t.name === 'Spring 10% off')!.id;
  templates.withoutRule = all.find((t) => t.name === 'Summer $15 off')!.id;
  templates.gift = all.find((t) => t.campaign_type === 'GIFT_VOUCHERS')!.id;
});

const db = () => service.database.db;
const vouchersOf = async (campaignId: string) =>
  (await db().select().from(vouchers).where(eq(vouchers.campaignId, campaignId))).map((v) => v.code);
const campaignCount = async () => (await db().select({ n: count() }).from(campaigns))[0]!.n;

describe('POST /v1/templates/campaigns/{campaignTemplateId}/campaign-setup', () => {
  it('creates the campaign with the overrides, new copies of the template rules, and its vouchers', async () => {
    const overrides = {
      name: 'Spring launch',
      description: 'Our spring launch',
      auto_join: true,
      join_once: true,
      start_date: '2026-04-01T00:00:00.000Z',
      expiration_date: '2026-05-01T00:00:00.000Z',
      validity_day_of_week: [1, 2, 3],
      validity_hours: { daily: [{ start_time: '08:00', expiration_time: '12:30', days_of_week: [1, 2] }] },
      metadata: { region: 'EU' },
      category: 'Seasonal',
      vouchers_count: 25,
      voucher: { code_config: { prefix: 'SPRING-', length: 6 } },
    };
    const body = await setUpCampaignThroughApi(service, templates.withRule, overrides);
    expect(body.object).toBe('campaign_setup');
    const { campaign, created_resources } = body;
    expect(campaign).toMatchObject({
      id: expect.stringMatching(/^camp_/),
      name: 'Spring launch',
      description: 'Our spring launch',
      campaign_type: 'DISCOUNT_COUPONS',
      auto_join: true,
      join_once: true,
      start_date: overrides.start_date,
      expiration_date: overrides.expiration_date,
      validity_day_of_week: [1, 2, 3],
      validity_hours: overrides.validity_hours,
      metadata: { region: 'EU' },
      category: 'Seasonal',
      categories: [expect.objectContaining({ name: 'Seasonal', object: 'category' })],
      vouchers_count: 25,
      creation_status: 'DONE',
      object: 'campaign',
      voucher: {
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'PERCENT', percent_off: 10 },
        code_config: expect.objectContaining({ prefix: 'SPRING-', length: 6 }),
      },
    });

    expect(created_resources).toEqual([{ id: expect.stringMatching(/^val_/), object: 'validation_rules' }]);
    const ruleId = created_resources[0]!.id;
    expect(campaign.validation_rules_assignments).toMatchObject({
      total: 1,
      data: [
        {
          id: expect.stringMatching(/^asgm_/),
          rule_id: ruleId,
          related_object_id: campaign.id,
          related_object_type: 'campaign',
          object: 'validation_rules_assignment',
        },
      ],
    });
    const [rule] = await db().select().from(validationRules).where(eq(validationRules.id, ruleId));
    expect(rule?.rules).toMatchObject({ '1': { name: 'order.amount' }, logic: '1' });

    const codes = await vouchersOf(campaign.id);
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^SPRING-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);

    const readBack = await readAs(
      service.request(`/v1/campaigns/${campaign.id}`, { headers: appHeaders }),
      campaignSchema,
      200,
    );
    expect(readBack).toMatchObject(campaign);
  });

  it('copies the rules again for every campaign, so no two campaigns share a rule', async () => {
    const a = await setUpCampaignThroughApi(service, templates.withRule, { name: 'Copy A' });
    const b = await setUpCampaignThroughApi(service, templates.withRule, { name: 'Copy B' });
    expect(a.created_resources[0]!.id).not.toBe(b.created_resources[0]!.id);
    const none = await setUpCampaignThroughApi(service, templates.withoutRule, { name: 'No rules' });
    expect(none).toMatchObject({
      created_resources: [],
      campaign: { validation_rules_assignments: { data: [], total: 0 } },
    });
    expect(await vouchersOf(none.campaign.id)).toEqual([]);
  });

  it('generates codes from the template pattern', async () => {
    const body = await setUpCampaignThroughApi(service, templates.gift, {
      name: 'Gift drop',
      vouchers_count: 12,
    });
    expect(body.campaign).toMatchObject({ campaign_type: 'GIFT_VOUCHERS', voucher: { type: 'GIFT_VOUCHER' } });
    const codes = await vouchersOf(body.campaign.id);
    expect(new Set(codes).size).toBe(12);
    for (const code of codes) expect(code).toMatch(/^GIFT-\d{4}-\d{4}$/);
  });

  it('answers 404 not_found for an unknown template', async () => {
    const error = await expectError(
      service.request(
        '/v1/templates/campaigns/camp_tpl_nope/campaign-setup',
        jsonRequest('POST', { name: 'Orphan' }, appHeaders),
      ),
      404,
      'not_found',
    );
    expect(error).toMatchObject({
      resource_type: 'campaign_template',
      resource_id: 'camp_tpl_nope',
      details: 'Cannot find campaign_template with id camp_tpl_nope',
    });
  });

  it('answers 409 duplicate_found for a name already taken, and writes nothing', async () => {
    const before = await campaignCount();
    const error = await expectError(
      service.request(
        `/v1/templates/campaigns/${templates.withRule}/campaign-setup`,
        jsonRequest('POST', { name: 'Ten off' }, appHeaders),
      ),
      409,
      'duplicate_found',
    );
    expect(error).toMatchObject({ resource_type: 'campaign', details: 'Duplicated campaign exists with name Ten off' });
    expect(await campaignCount()).toBe(before);
  });

  it.each([
    ['no name', { description: 'x' }, 'name'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a start date that is not a date-time', { name: 'Bad date', start_date: 'next monday' }, 'start_date'],
    [
      'an expiration before the start',
      { name: 'Backwards', start_date: '2026-05-01T00:00:00.000Z', expiration_date: '2026-04-01T00:00:00.000Z' },
      'expiration_date',
    ],
    ['category and category_id together', { name: 'Both', category: 'Seasonal', category_id: 'cat_x' }, 'category'],
    [
      'a validity hour that is not HH:MM',
      {
        name: 'Late',
        validity_hours: { daily: [{ start_time: '25:00', expiration_time: '26:00', days_of_week: [1] }] },
      },
      'validity_hours',
    ],
    ['a day of week out of 0..6', { name: 'Day 7', validity_day_of_week: [7] }, 'validity_day_of_week'],
    [
      'a validity timeframe without start_date',
      { name: 'Frame', validity_timeframe: { interval: 'P2D', duration: 'PT1H' } },
      'start_date',
    ],
    ['an unknown campaign type', { name: 'Weekly', type: 'WEEKLY' }, 'type'],
    ['more than 100,000 vouchers', { name: 'Huge', vouchers_count: 100_001 }, 'vouchers_count'],
  ])('refuses %s with 400 invalid_payload naming the field', async (_, body, field) => {
    const before = await campaignCount();
    const error = await expectError(
      service.request(
        `/v1/templates/campaigns/${templates.withRule}/campaign-setup`,
        jsonRequest('POST', body, appHeaders),
      ),
      400,
      'invalid_payload',
    );
    expect(error.details).toContain(field);
    expect(await campaignCount()).toBe(before);
  });

  it('writes nothing when the code space cannot hold vouchers_count codes', async () => {
    const [campaignsBefore, rulesBefore] = [
      await campaignCount(),
      (await db().select({ n: count() }).from(validationRules))[0]!.n,
    ];
    const error = await expectError(
      service.request(
        `/v1/templates/campaigns/${templates.withRule}/campaign-setup`,
        jsonRequest(
          'POST',
          {
            name: 'Too many',
            vouchers_count: 50,
            category: 'Never created',
            voucher: { code_config: { pattern: 'X-##', charset: 'AB' } },
          },
          appHeaders,
        ),
      ),
      400,
      'invalid_payload',
    );
    expect(error.details).toContain('vouchers_count');
    expect(await campaignCount()).toBe(campaignsBefore);
    expect((await db().select({ n: count() }).from(validationRules))[0]!.n).toBe(rulesBefore);
    expect(
      await db()
        .select()
        .from(campaigns)
        .where(inArray(campaigns.name, ['Too many'])),
    ).toEqual([]);
    expect(await db().select().from(categories).where(eq(categories.name, 'Never created'))).toEqual([]);
    const list = await readAs(
      service.request('/v1/campaigns?limit=100', { headers: appHeaders }),
      campaignListSchema,
      200,
    );
    expect(list.campaigns.map((c) => c.name)).not.toContain('Too many');
  });

  it.each([5_000, 10_000])('generates %i vouchers with distinct codes in one setup', async (vouchersCount) => {
    const body = await setUpCampaignThroughApi(service, templates.withoutRule, {
      name: `Bulk ${vouchersCount}`,
      vouchers_count: vouchersCount,
      voucher: { code_config: { length: 10 } },
    });
    const codes = await vouchersOf(body.campaign.id);
    expect(codes).toHaveLength(vouchersCount);
    expect(new Set(codes).size).toBe(vouchersCount);
  });

  it('draws again the codes other campaigns of the project hold; with no free code left, 400 and nothing written', async () => {
    // Two codes exist (ZZ-A, ZZ-B); each setup may take at most half the space, so the second must find the other.
    const voucher = { code_config: { pattern: 'ZZ-#', charset: 'AB' } };
    const taken: string[] = [];
    for (const name of ['First half', 'Second half']) {
      const body = await setUpCampaignThroughApi(service, templates.withoutRule, {
        name,
        vouchers_count: 1,
        voucher,
      });
      taken.push(...(await vouchersOf(body.campaign.id)));
    }
    expect(taken.sort()).toEqual(['ZZ-A', 'ZZ-B']);

    const before = await campaignCount();
    const error = await expectError(
      service.request(
        `/v1/templates/campaigns/${templates.withoutRule}/campaign-setup`,
        jsonRequest('POST', { name: 'No code left', vouchers_count: 1, voucher }, appHeaders),
      ),
      400,
      'invalid_payload',
    );
    expect(error.details).toContain('vouchers_count');
    expect(await campaignCount()).toBe(before);
  });

  it('answers 404 for an unknown category_id and creates nothing', async () => {
    const before = await campaignCount();
    const error = await expectError(
      service.request(
        `/v1/templates/campaigns/${templates.withRule}/campaign-setup`,
        jsonRequest('POST', { name: 'Lost category', category_id: 'cat_missing' }, appHeaders),
      ),
      404,
      'not_found',
    );
    expect(error).toMatchObject({ resource_type: 'category', resource_id: 'cat_missing' });
    expect(await campaignCount()).toBe(before);
  });
});
