import { beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, json, managementHeaders, testKeys } from '../testing/harness.ts';
import { introspectionErrors, officialErrors, officialResponseSchema } from '../testing/official-schema.ts';
import {
  allTemplates,
  formPost,
  issueToken,
  listTemplates,
  read,
  seededPromotion,
  setUpCampaign,
  useTestService,
} from '../testing/suite.ts';

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

/** Asserts the status and that the body validates against the official schema for that status. */
async function expectOfficial(
  method: string,
  path: string,
  response: Promise<{ status: number; body: unknown }>,
  status = 200,
) {
  const { status: actual, body } = await response;
  expect(actual).toBe(status);
  expect(officialErrors(method, path, status, body)).toEqual([]);
  return body as any;
}

describe('responses validate against the official OpenAPI subset', () => {
  it('has a schema for every operation checked here (a typo in a path would silently check nothing)', () => {
    expect(() => officialResponseSchema('get', '/v1/promotions/tiers/{promotionTierId}', 200)).not.toThrow();
    expect(() => officialResponseSchema('get', '/v1/promotions/tiers/{promotionTierId}', 418)).toThrow();
    expect(officialErrors('get', '/management/v1/projects/{projectId}/webhooks', 200, { object: 'list' })).not.toEqual(
      [],
    );
  });

  it('POST /v1/oauth/token and /v1/oauth/introspect', async () => {
    const token = await expectOfficial(
      'post',
      '/v1/oauth/token',
      read(service.request('/v1/oauth/token', formPost('grant_type=client_credentials&scope=api+templates'))),
    );
    const active = await read(service.request('/v1/oauth/introspect', formPost(`access_token=${token.access_token}`)));
    expect(active.body.active).toBe(true);
    expect(introspectionErrors(active.body)).toEqual([]);
    const inactive = await read(service.request('/v1/oauth/introspect', formPost('access_token=unknown')));
    expect(introspectionErrors(inactive.body)).toEqual([]);
  });

  it('OAuth 400 errors', async () => {
    await expectOfficial(
      'post',
      '/v1/oauth/token',
      read(service.request('/v1/oauth/token', formPost('grant_type=client_credentials&scope=a,b'))),
      400,
    );
    await expectOfficial(
      'post',
      '/v1/oauth/introspect',
      read(service.request('/v1/oauth/introspect', formPost(''))),
      400,
    );
  });

  it('GET /management/v1/projects/{projectId}/templates/campaigns, first, filtered and last pages', async () => {
    const path = '/management/v1/projects/{projectId}/templates/campaigns';
    const first = await expectOfficial('get', path, listTemplates(service, 'include_total=true'));
    expect(first.data.length).toBe(10);
    await expectOfficial(
      'get',
      path,
      listTemplates(service, 'order=-id&filters[campaign_type][conditions][$in][0]=GIFT_VOUCHERS'),
    );
    const last = await expectOfficial(
      'get',
      path,
      listTemplates(service, 'limit=100&starting_after_id=' + first.more_starting_after),
    );
    expect(last.has_more).toBe(false);
    await expectOfficial(
      'get',
      path,
      read(service.request('/management/v1/projects/proj_nope/templates/campaigns', { headers: managementHeaders })),
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
    const setup = await expectOfficial('post', path, setUpCampaign(service, templates.withRule, withOverrides));
    expect(setup.created_resources).toHaveLength(1);
    await expectOfficial(
      'post',
      path,
      setUpCampaign(service, templates.gift, { name: 'Compat gift', vouchers_count: 2 }),
    );
    await expectOfficial('post', path, setUpCampaign(service, 'camp_tpl_missing', { name: 'Nope' }), 404);
    await expectOfficial('post', path, setUpCampaign(service, templates.gift, { name: 'Compat gift' }), 409);
  });

  it('GET /v1/campaigns with every seeded and set-up campaign, and GET /v1/campaigns/{id}', async () => {
    const list = await expectOfficial(
      'get',
      '/v1/campaigns',
      read(service.request('/v1/campaigns?limit=100', { headers: appHeaders })),
    );
    expect(new Set(list.campaigns.map((c: { campaign_type: string }) => c.campaign_type))).toEqual(
      new Set(['PROMOTION', 'DISCOUNT_COUPONS', 'GIFT_VOUCHERS', 'LOYALTY_PROGRAM', 'REFERRAL_PROGRAM']),
    );
    // The subset has no single-campaign read; its body is the `Campaign` that campaign-setup returns.
    for (const campaign of list.campaigns) {
      const one = await read(service.request(`/v1/campaigns/${campaign.id}`, { headers: appHeaders }));
      expect(
        officialErrors('post', '/v1/templates/campaigns/{campaignTemplateId}/campaign-setup', 200, {
          object: 'campaign_setup',
          created_resources: [],
          campaign: one.body,
        }),
      ).toEqual([]);
    }
  });

  it('promotion tiers: list, get, enable, disable, and the 404 of enable/disable', async () => {
    const { campaignId, tiers } = await seededPromotion(service);
    await expectOfficial(
      'get',
      '/v1/promotions/{campaignId}/tiers',
      read(service.request(`/v1/promotions/${campaignId}/tiers`, { headers: appHeaders })),
    );
    for (const tier of tiers) {
      await expectOfficial(
        'get',
        '/v1/promotions/tiers/{promotionTierId}',
        read(service.request(`/v1/promotions/tiers/${tier.id}`, { headers: appHeaders })),
      );
      for (const action of ['enable', 'disable']) {
        const body = await expectOfficial(
          'post',
          `/v1/promotions/tiers/{promotionTierId}/${action}`,
          read(service.request(`/v1/promotions/tiers/${tier.id}/${action}`, { method: 'POST', headers: appHeaders })),
        );
        expect(body.active).toBe(action === 'enable');
      }
    }
    for (const action of ['enable', 'disable']) {
      await expectOfficial(
        'post',
        `/v1/promotions/tiers/{promotionTierId}/${action}`,
        read(service.request(`/v1/promotions/tiers/promo_missing/${action}`, { method: 'POST', headers: appHeaders })),
        404,
      );
    }
  });

  it('GET /management/v1/projects/{projectId}/webhooks', async () => {
    const body = await expectOfficial(
      'get',
      '/management/v1/projects/{projectId}/webhooks',
      read(service.request(`/management/v1/projects/${testKeys.project_id}/webhooks`, { headers: managementHeaders })),
    );
    expect(body.data.length).toBeGreaterThanOrEqual(5);
  });

  it('POST /management/v1/projects/users/invite: 204 with no body, and its 400, 404 and 409', async () => {
    const path = '/management/v1/projects/users/invite';
    const invite = (email: string, role: string, project = testKeys.project_id) =>
      read(
        service.request(
          path,
          json(
            'POST',
            { email, first_name: 'Compat', last_name: 'Check', projects: { [project]: role } },
            managementHeaders,
          ),
        ),
      );
    expect(await invite('compat@example.com', 'VIEWER')).toMatchObject({ status: 204, text: '' });
    await expectOfficial('post', path, invite('compat2@example.com', 'VICE_ADMIN'), 400);
    await expectOfficial('post', path, invite('compat3@example.com', 'USER', 'proj_nope'), 404);
    await expectOfficial('post', path, invite('compat@example.com', 'USER'), 409);
  });

  it('a bearer token works like the app keys on the interface operations', async () => {
    const token = await issueToken(service, 'promotions');
    const { tiers } = await seededPromotion(service);
    await expectOfficial(
      'get',
      '/v1/promotions/tiers/{promotionTierId}',
      read(service.request(`/v1/promotions/tiers/${tiers[0]!.id}`, { headers: { authorization: `Bearer ${token}` } })),
    );
  });
});
