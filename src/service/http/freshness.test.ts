import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKeySecretSchema } from '../../contract/api-key.ts';
import { earningRuleSchema } from '../../contract/earning-rule.ts';
import { segmentSchema } from '../../contract/segment.ts';
import { voucherSchema } from '../../contract/voucher.ts';
import { promotionTierSchema } from '../../contract/promotion-tier.ts';
import { createApp } from '../app.ts';
import { templateListSchema } from '../../contract/campaign-template.ts';
import { campaignTemplates } from '../store/schema/catalog.ts';
import { insertTemplates } from '../store/repositories/templates.ts';
import { bearer, formPost, issueTokenThroughApi, listTemplates, readAs, seededPromotion } from '../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys, testPublicUrl } from '../testing/harness.ts';
import { addSegmentVoucher, cart, redeemable, redeemThroughApi, refusedRedemption } from '../testing/redemptions.ts';
import { useTestService } from '../testing/service.ts';

// Two apps on one database, each with its own memory: what one changes, the other's very next request sees.
const service = useTestService();
let otherApp: ReturnType<typeof createApp> | undefined;
const other = {
  request: async (path: string, init?: RequestInit) =>
    (otherApp ??= createApp({ database: service.database, publicUrl: testPublicUrl })).request(path, init),
};

const tierOn = (requests: { request: typeof service.request }, id: string, headers = appHeaders) =>
  readAs(requests.request(`/v1/promotions/tiers/${id}`, { headers }), promotionTierSchema, 200);

describe('what one process keeps in memory', () => {
  it('shows a tier switched off, and a redemption counted, on the other at once', async () => {
    // The second tier: the first has a weekday 09:00-17:00 window, and this test redeems at any hour.
    const tier = (await seededPromotion(service)).tiers[1]!;
    expect((await tierOn(other, tier.id)).active).toBe(true);
    const before = (await tierOn(other, tier.id)).summary.redemptions.total_redeemed;

    await readAs(
      service.request(`/v1/promotions/tiers/${tier.id}/disable`, { method: 'POST', headers: appHeaders }),
      promotionTierSchema,
      200,
    );
    expect((await tierOn(other, tier.id)).active).toBe(false);
    await service.request(`/v1/promotions/tiers/${tier.id}/enable`, { method: 'POST', headers: appHeaders });
    expect((await tierOn(other, tier.id)).active).toBe(true);

    await redeemThroughApi(service, { redeemables: [redeemable(tier.id)], order: cart });
    expect((await tierOn(other, tier.id)).summary.redemptions.total_redeemed).toBe(before + 1);
  });

  it('refuses a rotated key and a revoked token on the other at once', async () => {
    const base = `/promodesk/projects/${testKeys.project_id}/keys`;
    const key = await readAs(
      service.request(base, jsonRequest('POST', { family: 'app' }, managementHeaders)),
      apiKeySecretSchema,
      200,
    );
    const keyHeaders = (secret: string) => ({ 'x-app-id': key.id, 'x-app-token': secret });
    expect((await other.request('/v1/campaigns?limit=1', { headers: keyHeaders(key.secret) })).status).toBe(200);
    const rotated = await readAs(
      service.request(`${base}/${key.id}/rotate`, { method: 'POST', headers: managementHeaders }),
      apiKeySecretSchema,
      200,
    );
    expect((await other.request('/v1/campaigns?limit=1', { headers: keyHeaders(key.secret) })).status).toBe(401);
    expect((await other.request('/v1/campaigns?limit=1', { headers: keyHeaders(rotated.secret) })).status).toBe(200);

    const token = await issueTokenThroughApi(service, 'api');
    expect((await other.request('/v1/campaigns?limit=1', { headers: bearer(token) })).status).toBe(200);
    expect((await service.request('/v1/oauth/token/revoke', formPost(`access_token=${token}`))).status).toBe(204);
    expect((await other.request('/v1/campaigns?limit=1', { headers: bearer(token) })).status).toBe(401);
  });

  it('lists a template added by another process on the next page read', async () => {
    const idsOn = async (requests: typeof other) =>
      (await readAs(listTemplates(requests, 'limit=100&order=-id'), templateListSchema, 200)).data.map((t) => t.id);
    expect(await idsOn(other)).not.toContain('camp_tpl_zzz_fresh');
    const [template] = await service.database.db.select().from(campaignTemplates).limit(1);
    await insertTemplates(service.database.db, [{ ...template!, id: 'camp_tpl_zzz_fresh', name: 'Fresh template' }]);
    expect((await idsOn(other))[0]).toBe('camp_tpl_zzz_fresh');
  });

  it('answers a client origin allowed or withdrawn on the other at once', async () => {
    const origin = 'https://till.fresh.example';
    const preflight = () =>
      other.request('/client/v1/redemptions', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const setOrigins = (origins: string[]) =>
      service.request(
        `/promodesk/projects/${testKeys.project_id}/client-origins`,
        jsonRequest('PUT', { origins }, managementHeaders),
      );
    expect((await preflight()).status).toBe(403);
    expect((await setOrigins([testKeys.client_origin, origin])).status).toBe(200);
    expect((await preflight()).status).toBe(204);
    expect((await setOrigins([testKeys.client_origin])).status).toBe(200);
    expect((await preflight()).status).toBe(403);
  });

  it("applies a filtered segment's removal to the other's next redemption", async () => {
    const gold = { junction: 'and', 'metadata.tier': { conditions: { $in: ['gold'] } } };
    const segment = await readAs(
      service.request(
        '/v1/segments',
        jsonRequest('POST', { name: 'Fresh gold', type: 'auto-update', filter: gold }, appHeaders),
      ),
      segmentSchema,
      200,
    );
    const db = service.database.db;
    const code = await addSegmentVoucher(db, segment.id, {
      discount: { type: 'AMOUNT', amount_off: 100 },
      quantity: null,
    });
    const body = {
      redeemables: [redeemable(code)],
      order: cart,
      customer: { source_id: 'fresh-gold', metadata: { tier: 'gold' } },
    };
    await redeemThroughApi(other, body);
    expect(
      (await service.request(`/v1/segments/${segment.id}`, { method: 'DELETE', headers: appHeaders })).status,
    ).toBe(204);
    expect((await refusedRedemption(other, body)).key).toBe('customer_rules_violated');
  });

  it("awards an earning rule added or removed through one process on the other's next redemption", async () => {
    const tier = (await seededPromotion(service)).tiers[1]!;
    const card = async () =>
      (await readAs(service.request('/v1/vouchers/LOYAL-DEMO1', { headers: appHeaders }), voucherSchema, 200))
        .loyalty_card!.balance;
    const redeemedGains = async () => {
      const before = await card();
      await redeemThroughApi(other, {
        redeemables: [redeemable(tier.id)],
        order: cart,
        customer: { source_id: 'demo-customer' },
      });
      return (await card()) - before;
    };
    const unrewarded = await redeemedGains();
    const rules = '/v1/loyalties/Coffee%20club/earning-rules';
    const [rule] = await readAs(
      service.request(
        rules,
        jsonRequest('POST', [{ event: 'order.paid', loyalty: { type: 'FIXED', points: 7 } }], appHeaders),
      ),
      z.array(earningRuleSchema),
      200,
    );
    expect(await redeemedGains()).toBe(unrewarded + 7);
    expect((await service.request(`${rules}/${rule!.id}`, { method: 'DELETE', headers: appHeaders })).status).toBe(204);
    expect(await redeemedGains()).toBe(unrewarded);
  });
});
