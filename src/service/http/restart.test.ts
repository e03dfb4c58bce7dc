import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { isEmpty } from '../seed/demo.ts';
import {
  appHeaders,
  json,
  managementHeaders,
  persistentTestStore,
  seedTestDatabase,
  testKeys,
  testPublicUrl,
} from '../testing/harness.ts';
import { allTemplates, formPost, issueToken, read, seededPromotion, setUpCampaign } from '../testing/suite.ts';
import type { Database } from '../store/db.ts';
import { invitations } from '../store/schema/access.ts';
import { vouchers } from '../store/schema/catalog.ts';

/**
 * Writes through the app, closes the store, opens it again and reads everything back: a PGlite data folder on
 * disk, or (with TEST_DATABASE_URL) a PostgreSQL database reached through a new connection pool.
 */
const store = await persistentTestStore();
let open: Database | undefined;
afterAll(async () => {
  await open?.close();
  await store.dispose();
});

const serviceOn = (database: Database) => {
  const app = createApp({ database, publicUrl: testPublicUrl });
  return { request: (path: string, init?: RequestInit) => app.request(path, init) };
};

describe('persistence across a restart', () => {
  it('keeps campaigns, vouchers, tier switches, invitations and tokens', async () => {
    open = await store.open();
    await seedTestDatabase(open);
    const before = serviceOn(open);
    const templates = await allTemplates(before);
    const setup = await setUpCampaign(before, templates[0]!.id, {
      name: 'Survives restarts',
      vouchers_count: 7,
      metadata: { kept: true },
    });
    expect(setup.status).toBe(200);
    const { tiers } = await seededPromotion(before);
    const switched = tiers.find((t) => t.active)!;
    const disabled = await read(
      before.request(`/v1/promotions/tiers/${switched.id}/disable`, { method: 'POST', headers: appHeaders }),
    );
    expect(disabled.body.active).toBe(false);
    const invite = {
      email: 'kept@example.com',
      first_name: 'Kept',
      last_name: 'Person',
      projects: { [testKeys.project_id]: 'VIEWER' },
    };
    expect(
      (await before.request('/management/v1/projects/users/invite', json('POST', invite, managementHeaders))).status,
    ).toBe(204);
    const token = await issueToken(before, 'promotions');
    const codes = (await open.db.select().from(vouchers).where(eq(vouchers.campaignId, setup.body.campaign.id)))
      .map((v) => v.code)
      .sort();
    expect(codes).toHaveLength(7);
    await open.close();
    open = undefined;
    if (store.kind === 'pglite') expect(existsSync(store.dataDir)).toBe(true);

    open = await store.open();
    expect(await isEmpty(open.db)).toBe(false);
    const after = serviceOn(open);
    expect(await allTemplates(after)).toEqual(templates);
    expect(await read(after.request(`/v1/campaigns/${setup.body.campaign.id}`, { headers: appHeaders }))).toMatchObject(
      { status: 200, body: setup.body.campaign },
    );
    const codesAfter = (await open.db.select().from(vouchers).where(eq(vouchers.campaignId, setup.body.campaign.id)))
      .map((v) => v.code)
      .sort();
    expect(codesAfter).toEqual(codes);
    expect(await read(after.request(`/v1/promotions/tiers/${switched.id}`, { headers: appHeaders }))).toMatchObject({
      status: 200,
      body: disabled.body,
    });
    const [invitation] = await open.db.select().from(invitations).where(eq(invitations.email, 'kept@example.com'));
    expect(invitation).toMatchObject({ firstName: 'Kept', projects: { [testKeys.project_id]: 'VIEWER' } });
    expect(
      (await after.request('/management/v1/projects/users/invite', json('POST', invite, managementHeaders))).status,
    ).toBe(409);
    const introspected = await read(after.request('/v1/oauth/introspect', formPost(`access_token=${token}`)));
    expect(introspected.body).toMatchObject({ active: true, scope: 'promotions' });
    expect(
      (await after.request(`/v1/promotions/tiers/${switched.id}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
    // Two cold opens of an on-disk database (initdb, then a restart) plus seeding: slower than one request test.
  }, 120_000);
});
