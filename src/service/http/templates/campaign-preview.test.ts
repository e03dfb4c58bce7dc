import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignPreviewSchema, campaignTemplateDefaultsSchema } from '../../../contract/campaign-blueprint.ts';
import { allTemplates, expectError, readAs, setUpCampaignThroughApi } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';
import { campaignTemplates, campaigns, categories, validationRules, vouchers } from '../../store/schema/catalog.ts';
import { insertTemplates } from '../../store/repositories/templates.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { auditEntries } from '../../store/schema/people.ts';

const service = useTestService();
/** "Spring 10% off": 10% capped at $50 on the order, one rule, `PD-` codes; gift templates: `GIFT-####-####`. */
const templates = { percent: '', gift: '' };

beforeAll(async () => {
  const all = await allTemplates(service);
  templates.percent = all.find((t) => t.name === 'Spring 10% off')!.id;
  templates.gift = all.find((t) => t.campaign_type === 'GIFT_VOUCHERS')!.id;
});

const db = () => service.database.db;
const templatePath = (templateId: string, projectId = testKeys.project_id) =>
  `/promodesk/projects/${projectId}/templates/${templateId}`;
const preview = (templateId: string, body: unknown, headers: Record<string, string> = managementHeaders) =>
  service.request(`${templatePath(templateId)}/campaign-preview`, jsonRequest('POST', body, headers));
const rowCounts = async () => ({
  campaigns: (await db().select({ n: count() }).from(campaigns))[0]!.n,
  vouchers: (await db().select({ n: count() }).from(vouchers))[0]!.n,
  rules: (await db().select({ n: count() }).from(validationRules))[0]!.n,
  categories: (await db().select({ n: count() }).from(categories))[0]!.n,
  events: (await db().select({ n: count() }).from(webhookEvents))[0]!.n,
  audit: (await db().select({ n: count() }).from(auditEntries))[0]!.n,
});

describe('GET /promodesk/projects/{projectId}/templates/{templateId}', () => {
  it('answers the template with the blueprint a campaign made from it starts with', async () => {
    const template = await readAs(
      service.request(templatePath(templates.percent), { headers: managementHeaders }),
      campaignTemplateDefaultsSchema,
      200,
    );
    expect(template).toMatchObject({
      id: templates.percent,
      name: 'Spring 10% off',
      campaign_type: 'DISCOUNT_COUPONS',
      object: 'campaign_template',
      blueprint: {
        campaign: {
          campaign_type: 'DISCOUNT_COUPONS',
          voucher: {
            discount: { type: 'PERCENT', percent_off: 10, amount_limit: 5000 },
            code_config: { prefix: 'PD-', length: 8 },
            redemption: { quantity: 1 },
          },
        },
        validation_rules: [{ name: '10% off: orders from $50', rules: { logic: '1' } }],
      },
    });
  });

  it('answers 404 for a template or project it does not know, and 401 without credentials', async () => {
    await expectError(service.request(templatePath('camp_tpl_nope'), { headers: managementHeaders }), 404, 'not_found');
    await expectError(
      service.request(templatePath(templates.percent, 'proj_nope'), { headers: managementHeaders }),
      404,
      'not_found',
    );
    await expectError(service.request(templatePath(templates.percent)), 401);
  });
});

describe('POST /promodesk/projects/{projectId}/templates/{templateId}/campaign-preview', () => {
  it('shows the campaign the same request would create, with sample codes, and keeps nothing', async () => {
    const before = await rowCounts();
    const request = {
      name: 'Preview of spring',
      vouchers_count: 500,
      category: 'Preview category',
      voucher: { code_config: { prefix: 'SPR-', length: 5 }, discount: { type: 'PERCENT', percent_off: 20 } },
    };
    const shown = await readAs(preview(templates.percent, request), campaignPreviewSchema, 200);
    expect(shown.campaign).toMatchObject({
      name: 'Preview of spring',
      vouchers_count: 500,
      category: 'Preview category',
      // The template's cap and effect stay; only the percentage changed.
      voucher: {
        discount: { type: 'PERCENT', percent_off: 20, amount_limit: 5000, effect: 'APPLY_TO_ORDER' },
        code_config: { prefix: 'SPR-', length: 5 },
      },
      validation_rules_assignments: { total: 1 },
    });
    expect(shown.validation_rules).toEqual([
      expect.objectContaining({
        name: '10% off: orders from $50',
        error: { message: 'Spend at least $50 to use this code' },
      }),
    ]);
    expect(shown.sample_codes).toHaveLength(3);
    for (const code of shown.sample_codes) expect(code).toMatch(/^SPR-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{5}$/);
    expect(await rowCounts()).toEqual(before);
    expect(await db().select().from(campaigns).where(eq(campaigns.id, shown.campaign.id))).toEqual([]);

    // The same request then creates what the preview showed.
    const created = await setUpCampaignThroughApi(service, templates.percent, request);
    // Ids and times are new on create; every setting is what the preview showed.
    const {
      id: _id,
      created_at: _at,
      category_id: _cat,
      categories: _cats,
      validation_rules_assignments: _a,
      ...settings
    } = shown.campaign;
    expect(created.campaign).toMatchObject(settings);
  });

  it('refuses what the setup would refuse: a taken name (409), codes that do not fit or a wrong reward (400)', async () => {
    await setUpCampaignThroughApi(service, templates.percent, { name: 'Taken for preview' });
    const before = await rowCounts();
    await expectError(preview(templates.percent, { name: 'Taken for preview' }), 409, 'duplicate_found');
    const crowded = await expectError(
      preview(templates.percent, {
        name: 'Crowded',
        vouchers_count: 50,
        voucher: { code_config: { pattern: 'X-##', charset: 'AB' } },
      }),
      400,
      'invalid_payload',
    );
    expect(crowded.details).toContain('cannot produce 50 distinct codes');
    const wrongReward = await expectError(
      preview(templates.gift, {
        name: 'Gift with a discount',
        voucher: { discount: { type: 'AMOUNT', amount_off: 5 } },
      }),
      400,
      'invalid_payload',
    );
    expect(wrongReward.details).toContain('voucher.discount');
    await expectError(preview('camp_tpl_nope', { name: 'Nowhere' }), 404, 'not_found');
    await expectError(preview(templates.percent, { name: 'No keys' }, {}), 401);
    expect(await rowCounts()).toEqual(before);
  });

  it('draws no sample for a campaign without vouchers', async () => {
    const shown = await readAs(preview(templates.gift, { name: 'Empty gift run' }), campaignPreviewSchema, 200);
    expect(shown).toMatchObject({ campaign: { vouchers_count: 0 }, sample_codes: [] });
  });
});

describe('campaign setup: the reward and clearing a template value (Promodesk additions)', () => {
  it("sets a gift card's amount, and every voucher starts with it as balance", async () => {
    const setup = await setUpCampaignThroughApi(service, templates.gift, {
      name: 'Forty dollar gift',
      vouchers_count: 2,
      voucher: { gift: { amount: 4000 } },
    });
    expect(setup.campaign.voucher?.gift).toMatchObject({ amount: 4000, balance: 4000 });
    const issued = await db().select().from(vouchers).where(eq(vouchers.campaignId, setup.campaign.id));
    expect(issued.map((v) => [v.giftAmount, v.giftBalance])).toEqual([
      [4000, 4000],
      [4000, 4000],
    ]);
  });

  it('replaces a discount of another type whole, and refuses a gift amount on a discount template', async () => {
    const setup = await setUpCampaignThroughApi(service, templates.percent, {
      name: 'Flat five',
      voucher: { discount: { type: 'AMOUNT', amount_off: 500 } },
    });
    expect(setup.campaign.voucher?.discount).toEqual({ type: 'AMOUNT', amount_off: 500 });
    const error = await expectError(
      service.request(
        `/v1/templates/campaigns/${templates.percent}/campaign-setup`,
        jsonRequest('POST', { name: 'Gift on discount', voucher: { gift: { amount: 100 } } }, appHeaders),
      ),
      400,
      'invalid_payload',
    );
    expect(error.details).toContain('voucher.gift');
    expect(await db().select().from(campaigns).where(eq(campaigns.name, 'Gift on discount'))).toEqual([]);
  });

  it('takes null as "no value" for the dates and validity the template carries', async () => {
    const [spring] = await db().select().from(campaignTemplates).where(eq(campaignTemplates.id, templates.percent));
    const dated = { ...spring!, id: 'camp_tpl_dated', name: 'Dated spring' };
    dated.blueprint = {
      ...spring!.blueprint,
      campaign: {
        ...spring!.blueprint.campaign,
        start_date: '2026-03-01T00:00:00.000Z',
        expiration_date: '2026-06-01T00:00:00.000Z',
        validity_day_of_week: [1, 2],
      },
    };
    await insertTemplates(db(), [dated]);
    const kept = await setUpCampaignThroughApi(service, dated.id, { name: 'Dates kept' });
    expect(kept.campaign).toMatchObject({ start_date: '2026-03-01T00:00:00.000Z', validity_day_of_week: [1, 2] });
    const cleared = await setUpCampaignThroughApi(service, dated.id, {
      name: 'No dates',
      start_date: null,
      expiration_date: null,
      validity_day_of_week: null,
    });
    expect(cleared.campaign).not.toHaveProperty('start_date');
    expect(cleared.campaign).not.toHaveProperty('expiration_date');
    expect(cleared.campaign).not.toHaveProperty('validity_day_of_week');
  });
});
