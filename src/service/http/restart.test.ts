import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../contract/campaign.ts';
import { introspectionSchema } from '../../contract/oauth.ts';
import { promotionTierSchema } from '../../contract/promotion-tier.ts';
import { isEmpty } from '../seed/demo.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../testing/harness.ts';
import {
  allTemplates,
  formPost,
  issueTokenThroughApi,
  readAs,
  seededPromotion,
  setUpCampaignThroughApi,
} from '../testing/api.ts';
import { useTestService } from '../testing/service.ts';
import { invitations } from '../store/schema/access.ts';
import { vouchers } from '../store/schema/catalog.ts';

/**
 * Writes through the app, closes the store, opens it again and reads everything back: a PGlite data folder on
 * disk, or (with TEST_DATABASE_URL) a PostgreSQL database reached through a new connection pool.
 */
const service = useTestService({ persistent: true });

describe('persistence across a restart', () => {
  it('keeps campaigns, vouchers, tier switches, invitations and tokens', async () => {
    const templates = await allTemplates(service);
    const setup = await setUpCampaignThroughApi(service, templates[0]!.id, {
      name: 'Survives restarts',
      vouchers_count: 7,
      metadata: { kept: true },
    });
    const { tiers } = await seededPromotion(service);
    const switched = tiers.find((t) => t.active)!;
    const disabled = await readAs(
      service.request(`/v1/promotions/tiers/${switched.id}/disable`, { method: 'POST', headers: appHeaders }),
      promotionTierSchema,
      200,
    );
    expect(disabled.active).toBe(false);
    const invite = {
      email: 'kept@example.com',
      first_name: 'Kept',
      last_name: 'Person',
      projects: { [testKeys.project_id]: 'VIEWER' },
    };
    expect(
      (await service.request('/management/v1/projects/users/invite', jsonRequest('POST', invite, managementHeaders)))
        .status,
    ).toBe(204);
    const token = await issueTokenThroughApi(service, 'promotions');
    const codesOf = async () =>
      (await service.database.db.select().from(vouchers).where(eq(vouchers.campaignId, setup.campaign.id)))
        .map((v) => v.code)
        .sort();
    const codes = await codesOf();
    expect(codes).toHaveLength(7);
    await service.restart(() => {
      if (service.dataDir) expect(existsSync(service.dataDir)).toBe(true);
    });

    expect(await isEmpty(service.database.db)).toBe(false);
    expect(await allTemplates(service)).toEqual(templates);
    expect(
      await readAs(service.request(`/v1/campaigns/${setup.campaign.id}`, { headers: appHeaders }), campaignSchema, 200),
    ).toMatchObject(setup.campaign);
    expect(await codesOf()).toEqual(codes);
    expect(
      await readAs(
        service.request(`/v1/promotions/tiers/${switched.id}`, { headers: appHeaders }),
        promotionTierSchema,
        200,
      ),
    ).toMatchObject(disabled);
    const [invitation] = await service.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'kept@example.com'));
    expect(invitation).toMatchObject({ firstName: 'Kept', projects: { [testKeys.project_id]: 'VIEWER' } });
    expect(
      (await service.request('/management/v1/projects/users/invite', jsonRequest('POST', invite, managementHeaders)))
        .status,
    ).toBe(409);
    const introspected = await readAs(
      service.request('/v1/oauth/introspect', formPost(`access_token=${token}`)),
      introspectionSchema,
      200,
    );
    expect(introspected).toMatchObject({ active: true, scope: 'promotions' });
    expect(
      (await service.request(`/v1/promotions/tiers/${switched.id}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
    // Two cold opens of an on-disk database (initdb, then a restart) plus seeding: slower than one request test.
  }, 120_000);
});
