import { beforeAll, describe, expect, it } from 'vitest';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionTierListSchema } from '../../../contract/promotion-tier.ts';
import { tierSetupSchema } from '../../../contract/tier-setup.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { allTemplates, readAs, setUpCampaignThroughApi } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

/** POST /v1/templates/campaigns/{id}/tier-setup: a promotion tier made from a discount template. */
const service = useTestService();
const path = '/v1/templates/campaigns/{campaignTemplateId}/tier-setup';
const send = (method: string, url: string, body?: unknown) =>
  service.request(url, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const tierSetup = (templateId: string, body: unknown) =>
  send('POST', `/v1/templates/campaigns/${templateId}/tier-setup`, body);
const tiersOf = async (campaignId: string) =>
  (await readAs(send('GET', `/v1/promotions/${campaignId}/tiers`), promotionTierListSchema, 200)).tiers;

/** Seeded templates: "Spring 10% off" carries a rule (orders from $50), "Summer $15 off" none. */
const templates = { withRule: '', withoutRule: '', gift: '' };
let promotionId = '';

beforeAll(async () => {
  const all = await allTemplates(service);
  templates.withRule = all.find((t) => t.name === 'Spring 10% off')!.id;
  templates.withoutRule = all.find((t) => t.name === 'Summer $15 off')!.id;
  templates.gift = all.find((t) => t.campaign_type === 'GIFT_VOUCHERS')!.id;
  const promotion = await readAs(
    send('POST', '/v1/campaigns', {
      name: 'Tier setup ladder',
      campaign_type: 'PROMOTION',
      promotion: { tiers: [{ name: 'First', action: { discount: { type: 'AMOUNT', amount_off: 100 } } }] },
    }),
    campaignCreatedSchema,
    200,
  );
  promotionId = promotion.id;
});

describe('POST /v1/templates/campaigns/{campaignTemplateId}/tier-setup', () => {
  it("adds a tier with the template's discount and metadata after the last one, and a copy of its rule", async () => {
    const response = tierSetup(templates.withRule, { name: 'From the template', campaign_id: promotionId });
    const setup = await readAs(response, tierSetupSchema, 200);
    expect(officialErrors('post', path, 200, setup)).toEqual([]);
    expect(setup.object).toBe('promotion_tier_setup');
    expect(setup.created_resources).toEqual([{ id: expect.stringMatching(/^val_/), object: 'validation_rules' }]);
    const ruleId = setup.created_resources[0]!.id;
    expect(setup.promotion_tier).toMatchObject({
      id: expect.stringMatching(/^promo_/),
      name: 'From the template',
      campaign_id: promotionId,
      hierarchy: 2,
      active: true,
      action: { discount: { type: 'PERCENT', percent_off: 10, amount_limit: 5000, effect: 'APPLY_TO_ORDER' } },
      metadata: { channel: 'web' },
      validation_rule_assignments: { total: 1, data: [expect.objectContaining({ rule_id: ruleId })] },
      object: 'promotion_tier',
    });
    const rule = await readAs(send('GET', `/v1/validation-rules/${ruleId}`), validationRuleSchema, 200);
    expect(rule).toMatchObject({ name: '10% off: orders from $50', rules: { '1': { name: 'order.amount' } } });
    expect((await tiersOf(promotionId)).map((t) => t.id)).toContain(setup.promotion_tier.id);
  });

  it("takes the request's hierarchy, banner, metadata, window, category and switch over the template's", async () => {
    const body = {
      name: 'Overridden',
      campaign_id: promotionId,
      banner: 'Summer deal',
      hierarchy: 7,
      active: false,
      metadata: { shelf: 'top' },
      start_date: '2030-06-01T00:00:00.000Z',
      expiration_date: '2030-09-01T00:00:00.000Z',
      category: 'Tier setup',
    };
    const setup = await readAs(tierSetup(templates.withoutRule, body), tierSetupSchema, 200);
    expect(officialErrors('post', path, 200, setup)).toEqual([]);
    expect(setup.created_resources).toEqual([]);
    expect(setup.promotion_tier).toMatchObject({
      name: 'Overridden',
      banner: 'Summer deal',
      hierarchy: 7,
      active: false,
      metadata: { shelf: 'top' },
      start_date: body.start_date,
      expiration_date: body.expiration_date,
      action: { discount: { type: 'AMOUNT', amount_off: 1500 } },
      categories: [expect.objectContaining({ name: 'Tier setup' })],
      validation_rule_assignments: { total: 0 },
    });
  });

  it('copies the rules again for every tier, so no two tiers share a rule', async () => {
    const setups = [];
    for (const name of ['Copy one', 'Copy two'])
      setups.push(
        await readAs(tierSetup(templates.withRule, { name, campaign_id: promotionId }), tierSetupSchema, 200),
      );
    const [one, two] = setups.map((s) => s.created_resources[0]!.id);
    expect(one).not.toBe(two);
  });

  it('refuses a gift template, a campaign that is no promotion, and unknown ids, adding nothing', async () => {
    const before = await tiersOf(promotionId);
    const gift = await readAs(
      tierSetup(templates.gift, { name: 'Gift', campaign_id: promotionId }),
      errorBodySchema,
      400,
    );
    expect(gift.details).toMatch(/only a discount template makes a tier/);
    const coupons = await setUpCampaignThroughApi(service, templates.withoutRule, { name: 'Not a promotion' });
    const notPromotion = await readAs(
      tierSetup(templates.withRule, { name: 'Nope', campaign_id: coupons.campaign.id }),
      errorBodySchema,
      400,
    );
    expect(notPromotion.errors).toEqual([expect.objectContaining({ path: 'campaign_id' })]);
    const missingTemplate = await readAs(
      tierSetup('camp_tpl_nope', { name: 'Nope', campaign_id: promotionId }),
      errorBodySchema,
      404,
    );
    expect(officialErrors('post', path, 404, missingTemplate)).toEqual([]);
    expect(missingTemplate).toMatchObject({ resource_type: 'campaign_template', resource_id: 'camp_tpl_nope' });
    const missingCampaign = await readAs(
      tierSetup(templates.withRule, { name: 'Nope', campaign_id: 'camp_nope' }),
      errorBodySchema,
      404,
    );
    expect(missingCampaign).toMatchObject({ resource_type: 'campaign', resource_id: 'camp_nope' });
    const unnamed = await readAs(tierSetup(templates.withRule, { campaign_id: promotionId }), errorBodySchema, 400);
    expect(unnamed.errors).toEqual([expect.objectContaining({ path: 'name' })]);
    expect(await tiersOf(promotionId)).toEqual(before);
  });
});
