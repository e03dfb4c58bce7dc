import { beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../testing/harness.ts';
import { officialErrors, officialResponseSchema } from '../official/official-schema.ts';
import { campaignSetupSchema } from '../../contract/campaign-setup.ts';
import { templateListSchema } from '../../contract/campaign-template.ts';
import { campaignListSchema, campaignSchema } from '../../contract/campaign.ts';
import { errorBodySchema } from '../../contract/common.ts';
import { introspectionSchema, tokenSchema } from '../../contract/oauth.ts';
import { promotionTierListSchema, promotionTierSchema } from '../../contract/promotion-tier.ts';
import { webhookListSchema } from '../../contract/webhook.ts';
import {
  allTemplates,
  campaignSetupRequest,
  formPost,
  issueTokenThroughApi,
  listTemplates,
  readAs,
  readOfficial,
  seededPromotion,
} from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';

/**
 * Every success response of the foundation's operations, and their documented errors, validated with ajv against
 * the official subset (see official-schema.ts for where the document contradicts itself and interface.md decides).
 * Some official schemas declare no `required` list, so the service tests assert the fields that matter as well.
 */
const service = useTestService();
const templates = { withRule: '', gift: '' };

beforeAll(async () => {
  const all = await allTemplates(service);
  templates.withRule = all.find((t) => t.name === 'Spring 10% off')!.id;
  templates.gift = all.find((t) => t.campaign_type === 'GIFT_VOUCHERS')!.id;
});

describe('responses validate against the official OpenAPI subset', () => {
  it('has a schema for every operation checked here (a typo in a path would silently check nothing)', () => {
    expect(() => officialResponseSchema('get', '/v1/promotions/tiers/{promotionTierId}', 200)).not.toThrow();
    expect(() => officialResponseSchema('get', '/v1/promotions/tiers/{promotionTierId}', 418)).toThrow();
    expect(officialErrors('get', '/management/v1/projects/{projectId}/webhooks', 200, { object: 'list' })).not.toEqual(
      [],
    );
  });

  it('POST /v1/oauth/token and /v1/oauth/introspect', async () => {
    const token = await readOfficial(
      'post',
      '/v1/oauth/token',
      service.request('/v1/oauth/token', formPost('grant_type=client_credentials&scope=api+templates')),
      tokenSchema,
    );
    const introspect = (body: string) =>
      readAs(service.request('/v1/oauth/introspect', formPost(body)), introspectionSchema, 200);
    const active = await introspect(`access_token=${token.access_token}`);
    expect(active.active).toBe(true);
    expect(officialErrors('post', '/v1/oauth/introspect', 200, active)).toEqual([]);
    const inactive = await introspect('access_token=unknown');
    expect(officialErrors('post', '/v1/oauth/introspect', 200, inactive)).toEqual([]);
  });

  it('OAuth 400 errors', async () => {
    await readOfficial(
      'post',
      '/v1/oauth/token',
      service.request('/v1/oauth/token', formPost('grant_type=client_credentials&scope=a,b')),
      errorBodySchema,
      400,
    );
    await readOfficial(
      'post',
      '/v1/oauth/introspect',
      service.request('/v1/oauth/introspect', formPost('')),
      errorBodySchema,
      400,
    );
  });

  it('GET /management/v1/projects/{projectId}/templates/campaigns, first, filtered and last pages', async () => {
    const path = '/management/v1/projects/{projectId}/templates/campaigns';
    const first = await readOfficial('get', path, listTemplates(service, 'include_total=true'), templateListSchema);
    expect(first.data.length).toBe(10);
    await readOfficial(
      'get',
      path,
      listTemplates(service, 'order=-id&filters[campaign_type][conditions][$in][0]=GIFT_VOUCHERS'),
      templateListSchema,
    );
    const last = await readOfficial(
      'get',
      path,
      listTemplates(service, 'limit=100&starting_after_id=' + first.more_starting_after),
      templateListSchema,
    );
    expect(last.has_more).toBe(false);
    await readOfficial(
      'get',
      path,
      service.request('/management/v1/projects/proj_nope/templates/campaigns', { headers: managementHeaders }),
      errorBodySchema,
      404,
    );
  });

  it('POST /v1/templates/campaigns/{campaignTemplateId}/campaign-setup, its 404 and 409', async () => {
    const path = '/v1/templates/campaigns/{campaignTemplateId}/campaign-setup';
    const withOverrides = {
      name: 'Compat discount',
      start_date: '2026-04-01T00:00:00.000Z',
      expiration_date: '2026-09-01T00:00:00.000Z',
      validity_timeframe: { interval: 'P2D', duration: 'PT1H' },
      validity_day_of_week: [0, 6],
      validity_hours: { daily: [{ start_time: '10:00', expiration_time: '14:00', days_of_week: [0, 6] }] },
      activity_duration_after_publishing: 'P30D',
      category: 'Compat',
      metadata: { source: 'compat' },
      vouchers_count: 3,
    };
    const setup = await readOfficial(
      'post',
      path,
      campaignSetupRequest(service, templates.withRule, withOverrides),
      campaignSetupSchema,
    );
    expect(setup.created_resources).toHaveLength(1);
    await readOfficial(
      'post',
      path,
      campaignSetupRequest(service, templates.gift, { name: 'Compat gift', vouchers_count: 2 }),
      campaignSetupSchema,
    );
    const refused = (templateId: string, body: unknown, status: number) =>
      readOfficial('post', path, campaignSetupRequest(service, templateId, body), errorBodySchema, status);
    await refused('camp_tpl_missing', { name: 'Nope' }, 404);
    await refused(templates.gift, { name: 'Compat gift' }, 409);
  });

  it('GET /v1/campaigns with every seeded and set-up campaign, and GET /v1/campaigns/{id}', async () => {
    const list = await readOfficial(
      'get',
      '/v1/campaigns',
      service.request('/v1/campaigns?limit=100', { headers: appHeaders }),
      campaignListSchema,
    );
    expect(new Set(list.campaigns.map((c) => c.campaign_type))).toEqual(
      new Set(['PROMOTION', 'DISCOUNT_COUPONS', 'GIFT_VOUCHERS', 'LOYALTY_PROGRAM', 'REFERRAL_PROGRAM']),
    );
    // The subset has no single-campaign read; its body is the `Campaign` that campaign-setup returns.
    for (const campaign of list.campaigns) {
      const one = await readAs(
        service.request(`/v1/campaigns/${campaign.id}`, { headers: appHeaders }),
        campaignSchema,
        200,
      );
      expect(
        officialErrors('post', '/v1/templates/campaigns/{campaignTemplateId}/campaign-setup', 200, {
          object: 'campaign_setup',
          created_resources: [],
          campaign: one,
        }),
      ).toEqual([]);
    }
  });

  it('promotion tiers: list, get, enable, disable, and the 404 of enable/disable', async () => {
    const { campaignId, tiers } = await seededPromotion(service);
    await readOfficial(
      'get',
      '/v1/promotions/{campaignId}/tiers',
      service.request(`/v1/promotions/${campaignId}/tiers`, { headers: appHeaders }),
      promotionTierListSchema,
    );
    for (const tier of tiers) {
      await readOfficial(
        'get',
        '/v1/promotions/tiers/{promotionTierId}',
        service.request(`/v1/promotions/tiers/${tier.id}`, { headers: appHeaders }),
        promotionTierSchema,
      );
      for (const action of ['enable', 'disable']) {
        const body = await readOfficial(
          'post',
          `/v1/promotions/tiers/{promotionTierId}/${action}`,
          service.request(`/v1/promotions/tiers/${tier.id}/${action}`, { method: 'POST', headers: appHeaders }),
          promotionTierSchema,
        );
        expect(body.active).toBe(action === 'enable');
      }
    }
    for (const action of ['enable', 'disable']) {
      await readOfficial(
        'post',
        `/v1/promotions/tiers/{promotionTierId}/${action}`,
        service.request(`/v1/promotions/tiers/promo_missing/${action}`, { method: 'POST', headers: appHeaders }),
        errorBodySchema,
        404,
      );
    }
  });

  it('GET /management/v1/projects/{projectId}/webhooks', async () => {
    const body = await readOfficial(
      'get',
      '/management/v1/projects/{projectId}/webhooks',
      service.request(`/management/v1/projects/${testKeys.project_id}/webhooks`, { headers: managementHeaders }),
      webhookListSchema,
    );
    expect(body.data.length).toBeGreaterThanOrEqual(5);
  });

  it('POST /management/v1/projects/users/invite: 204 with no body, and its 400, 404 and 409', async () => {
    const path = '/management/v1/projects/users/invite';
    const invite = (email: string, role: string, project = testKeys.project_id) =>
      service.request(
        path,
        jsonRequest(
          'POST',
          { email, first_name: 'Compat', last_name: 'Check', projects: { [project]: role } },
          managementHeaders,
        ),
      );
    const accepted = await invite('compat@example.com', 'VIEWER');
    expect({ status: accepted.status, text: await accepted.text() }).toEqual({ status: 204, text: '' });
    await readOfficial('post', path, invite('compat2@example.com', 'VICE_ADMIN'), errorBodySchema, 400);
    await readOfficial('post', path, invite('compat3@example.com', 'USER', 'proj_nope'), errorBodySchema, 404);
    await readOfficial('post', path, invite('compat@example.com', 'USER'), errorBodySchema, 409);
  });

  it('a bearer token works like the app keys on the interface operations', async () => {
    const token = await issueTokenThroughApi(service, 'promotions');
    const { tiers } = await seededPromotion(service);
    await readOfficial(
      'get',
      '/v1/promotions/tiers/{promotionTierId}',
      service.request(`/v1/promotions/tiers/${tiers[0]!.id}`, { headers: { authorization: `Bearer ${token}` } }),
      promotionTierSchema,
    );
  });
});
