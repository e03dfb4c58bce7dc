import { beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { rawRequest, useLiveService } from '../testing/live-server.ts';
import { allTemplates, read, seededPromotion } from '../testing/suite.ts';

/** What the official clients put on the wire (client-wire.md), sent byte for byte to a live server. */
const live = useLiveService();
const raw = (target: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(live.url, target, options);
let tierId = '';

beforeAll(async () => {
  tierId = (await seededPromotion(live)).tiers[2]!.id;
});

describe('wire quirks of the official clients', () => {
  it('reads OAuth form bodies whose spaces arrive as +', async () => {
    const { status, body } = await raw('/v1/oauth/token', {
      method: 'POST',
      headers: { ...appHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=api+vouchers+client_api',
    });
    expect(status).toBe(200);
    expect(body.scope).toBe('api vouchers client_api');
    const introspected = await raw('/v1/oauth/introspect', {
      method: 'POST',
      headers: { ...appHeaders, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: `access_token=${encodeURIComponent(body.access_token)}`,
    });
    expect(introspected.body).toMatchObject({ active: true, scope: 'api vouchers client_api' });
  });

  it('ignores Content-Type: application/json with an empty body on GET', async () => {
    const headers = { ...appHeaders, 'content-type': 'application/json' };
    expect((await raw('/v1/campaigns', { headers })).status).toBe(200);
    expect((await raw(`/v1/promotions/tiers/${tierId}`, { headers })).body.id).toBe(tierId);
    expect(
      (
        await raw(`/management/v1/projects/${testKeys.project_id}/templates/campaigns`, {
          headers: { ...managementHeaders, 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
  });

  it('enables and disables with no body and no Content-Type (v3), and with {} as JSON (v2)', async () => {
    const enabled = await raw(`/v1/promotions/tiers/${tierId}/enable`, { method: 'POST', headers: appHeaders });
    expect(enabled).toMatchObject({ status: 200, body: { id: tierId, active: true } });
    const disabled = await raw(`/v1/promotions/tiers/${tierId}/disable`, {
      method: 'POST',
      headers: { ...appHeaders, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(disabled).toMatchObject({ status: 200, body: { id: tierId, active: false } });
  });

  it('routes //v1/... and //management/v1/... like their single-slash paths', async () => {
    expect((await raw(`//v1/promotions/tiers/${tierId}`, { headers: appHeaders })).body).toMatchObject({
      id: tierId,
      object: 'promotion_tier',
    });
    expect((await raw('//management/v1/projects', { headers: managementHeaders })).status).toBe(200);
    const viaApp = await read(
      live.app.request(new Request(`http://localhost//v1/promotions/tiers/${tierId}`, { headers: appHeaders })),
    );
    expect(viaApp).toMatchObject({ status: 200, body: { id: tierId } });
  });

  it('reads percent-encoded bracket filters as sent by the clients', async () => {
    const gifts = (await allTemplates(live)).filter((t) => t.campaign_type === 'GIFT_VOUCHERS');
    const encoded = `${encodeURIComponent('filters[campaign_type][conditions][$in][0]')}=GIFT_VOUCHERS&limit=100`;
    expect(encoded).toContain('%5B');
    const { status, body } = await raw(
      `/management/v1/projects/${testKeys.project_id}/templates/campaigns?${encoded}`,
      { headers: managementHeaders },
    );
    expect(status).toBe(200);
    expect(body.data.map((t: { id: string }) => t.id)).toEqual(gifts.map((t) => t.id));

    const name = gifts[0]!.name;
    const query = `limit=10&order=-id&include_total=true&${encodeURIComponent('filters[junction]')}=and&${encodeURIComponent('filters[name][conditions][$is]')}=${encodeURIComponent(name)}`;
    const byName = await raw(`/management/v1/projects/${testKeys.project_id}/templates/campaigns?${query}`, {
      headers: managementHeaders,
    });
    const all = await allTemplates(live);
    const named = all
      .filter((t) => t.name === name)
      .map((t) => t.id)
      .sort()
      .reverse();
    expect(byName.body.data.map((t: { id: string }) => t.id)).toEqual(named);
    expect(byName.body.total).toBe(all.length);
  });

  it('decodes percent-encoded path ids exactly once', async () => {
    const once = await raw('/v1/promotions/tiers/a%2Fb%20c', { headers: appHeaders });
    expect(once).toMatchObject({
      status: 404,
      body: { resource_id: 'a/b c', details: 'Cannot find promotion_tier with id a/b c' },
    });
    const twice = await raw('/v1/promotions/tiers/a%252Fb', { headers: appHeaders });
    expect(twice.body).toMatchObject({ resource_id: 'a%2Fb' });
    const encodedReal = await raw(`/v1/promotions/tiers/${encodeURIComponent(tierId)}`, { headers: appHeaders });
    expect(encodedReal.status).toBe(200);
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
