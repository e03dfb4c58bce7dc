import { beforeAll, describe, expect, it } from 'vitest';
import { templateListSchema } from '../../contract/campaign-template.ts';
import { errorBodySchema } from '../../contract/common.ts';
import { introspectionSchema, tokenSchema } from '../../contract/oauth.ts';
import { exportSchema } from '../../contract/export.ts';
import { promotionTierSchema } from '../../contract/promotion-tier.ts';
import { drainExports } from '../jobs/export-worker.ts';
import { appHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { rawRequest, useTestService } from '../testing/service.ts';
import { allTemplates, readAs, seededPromotion } from '../testing/api.ts';

/** What the official clients put on the wire (client-wire.md), sent byte for byte to a live server. */
const live = useTestService({ live: true });
const raw = (target: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(live.url, target, options);
let tierId = '';

beforeAll(async () => {
  tierId = (await seededPromotion(live)).tiers[2]!.id;
});

describe('wire quirks of the official clients', () => {
  it('reads OAuth form bodies whose spaces arrive as +', async () => {
    const body = await readAs(
      raw('/v1/oauth/token', {
        method: 'POST',
        headers: { ...appHeaders, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&scope=api+vouchers+client_api',
      }),
      tokenSchema,
      200,
    );
    expect(body.scope).toBe('api vouchers client_api');
    const introspected = await readAs(
      raw('/v1/oauth/introspect', {
        method: 'POST',
        headers: { ...appHeaders, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: `access_token=${encodeURIComponent(body.access_token)}`,
      }),
      introspectionSchema,
      200,
    );
    expect(introspected).toMatchObject({ active: true, scope: 'api vouchers client_api' });
  });

  it('ignores Content-Type: application/json with an empty body on GET', async () => {
    const headers = { ...appHeaders, 'content-type': 'application/json' };
    expect((await raw('/v1/campaigns', { headers })).status).toBe(200);
    expect((await readAs(raw(`/v1/promotions/tiers/${tierId}`, { headers }), promotionTierSchema, 200)).id).toBe(
      tierId,
    );
    expect(
      (
        await raw(`/management/v1/projects/${testKeys.project_id}/templates/campaigns`, {
          headers: { ...managementHeaders, 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
  });

  it('enables and disables with no body and no Content-Type (v3), and with {} as JSON (v2)', async () => {
    const enabled = raw(`/v1/promotions/tiers/${tierId}/enable`, { method: 'POST', headers: appHeaders });
    expect(await readAs(enabled, promotionTierSchema, 200)).toMatchObject({ id: tierId, active: true });
    const disabled = raw(`/v1/promotions/tiers/${tierId}/disable`, {
      method: 'POST',
      headers: { ...appHeaders, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await readAs(disabled, promotionTierSchema, 200)).toMatchObject({ id: tierId, active: false });
  });

  it('routes //v1/... and //management/v1/... like their single-slash paths', async () => {
    expect(
      await readAs(raw(`//v1/promotions/tiers/${tierId}`, { headers: appHeaders }), promotionTierSchema, 200),
    ).toMatchObject({
      id: tierId,
      object: 'promotion_tier',
    });
    expect((await raw('//management/v1/projects', { headers: managementHeaders })).status).toBe(200);
    const viaApp = await readAs(
      live.app.request(new Request(`http://localhost//v1/promotions/tiers/${tierId}`, { headers: appHeaders })),
      promotionTierSchema,
      200,
    );
    expect(viaApp).toMatchObject({ id: tierId });
  });

  it('routes a trailing slash like its path, as the SDK posts a voucher to /v1/vouchers/, and reads 1 and 0 as flags', async () => {
    const created = await raw('/v1/vouchers/', {
      method: 'POST',
      headers: { ...appHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        code: 'WIRE-SLASH',
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'AMOUNT', amount_off: 100 },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    expect((await raw('/v1/vouchers/WIRE-SLASH/', { headers: appHeaders })).status).toBe(200);
    // force=1 deletes for good: the code is gone from the bin too, so it can be made again at once.
    expect((await raw('/v1/vouchers/WIRE-SLASH?force=1', { method: 'DELETE', headers: appHeaders })).status).toBe(204);
    const bin = await raw('/v1/trash-bin?limit=100', { headers: appHeaders });
    expect(bin.status).toBe(200);
    expect(await bin.text()).not.toContain('WIRE-SLASH');
  });

  it('reads percent-encoded bracket filters as sent by the clients', async () => {
    const gifts = (await allTemplates(live)).filter((t) => t.campaign_type === 'GIFT_VOUCHERS');
    const encoded = `${encodeURIComponent('filters[campaign_type][conditions][$in][0]')}=GIFT_VOUCHERS&limit=100`;
    expect(encoded).toContain('%5B');
    const body = await readAs(
      raw(`/management/v1/projects/${testKeys.project_id}/templates/campaigns?${encoded}`, {
        headers: managementHeaders,
      }),
      templateListSchema,
      200,
    );
    expect(body.data.map((t) => t.id)).toEqual(gifts.map((t) => t.id));

    const name = gifts[0]!.name;
    const query = `limit=10&order=-id&include_total=true&${encodeURIComponent('filters[junction]')}=and&${encodeURIComponent('filters[name][conditions][$is]')}=${encodeURIComponent(name)}`;
    const byName = await readAs(
      raw(`/management/v1/projects/${testKeys.project_id}/templates/campaigns?${query}`, {
        headers: managementHeaders,
      }),
      templateListSchema,
      200,
    );
    const all = await allTemplates(live);
    const named = all
      .filter((t) => t.name === name)
      .map((t) => t.id)
      .sort()
      .reverse();
    expect(byName.data.map((t) => t.id)).toEqual(named);
    expect(byName.total).toBe(all.length);
  });

  it('decodes percent-encoded path ids exactly once', async () => {
    const once = raw('/v1/promotions/tiers/a%2Fb%20c', { headers: appHeaders });
    expect(await readAs(once, errorBodySchema, 404)).toMatchObject({
      resource_id: 'a/b c',
      details: 'Cannot find promotion_tier with id a/b c',
    });
    const twice = raw('/v1/promotions/tiers/a%252Fb', { headers: appHeaders });
    expect(await readAs(twice, errorBodySchema, 404)).toMatchObject({ resource_id: 'a%2Fb' });
    const encodedReal = await raw(`/v1/promotions/tiers/${encodeURIComponent(tierId)}`, { headers: appHeaders });
    expect(encodedReal.status).toBe(200);
  });

  it("answers the v3 SDK's downloadExport (GET /v1/exports/{id}?token=, keys beside it) with the CSV", async () => {
    const scheduled = await readAs(
      raw('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
        method: 'POST',
        headers: { ...appHeaders, 'content-type': 'application/json' },
        body: '{"parameters":{"fields":["id","amount"]}}',
      }),
      exportSchema,
      200,
    );
    await drainExports(live.database.db);
    const done = await readAs(raw(`/v1/exports/${scheduled.id}`, { headers: appHeaders }), exportSchema, 200);
    const token = new URL(done.result!.url).searchParams.get('token')!;
    // ExportsApi.downloadExport(id, {token}): the path id encoded, `token` in the query, the app keys as headers.
    const response = await raw(`/v1/exports/${encodeURIComponent(scheduled.id)}?token=${token}`, {
      headers: {
        'X-App-Id': testKeys.app_id,
        'X-App-Token': testKeys.app_token,
        'User-Agent': 'OpenAPI-Javascript-SDK/3.0.1',
        Accept: 'text/plain',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,amount');
    expect(lines.length).toBeGreaterThan(1);
  });

  it('accepts and ignores the SDK channel and version headers, and lets app keys decide when a bearer token is also sent', async () => {
    const headers = {
      ...appHeaders,
      'x-voucherify-channel': 'Node.js-v20.20.2-SDK-v2.9.0',
      'x-voucherify-api-version': 'v2018-08-01',
      authorization: 'Bearer not-a-token',
    };
    expect((await raw(`/v1/promotions/tiers/${tierId}`, { headers })).status).toBe(200);
  });
});
