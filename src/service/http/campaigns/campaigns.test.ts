import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignListSchema, campaignSchema, type Campaign } from '../../../contract/campaign.ts';
import { appHeaders, testKeys } from '../../testing/harness.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';
import { campaigns } from '../../store/schema/catalog.ts';

const service = useTestService();
const list = (query = '') =>
  readAs(service.request(`/v1/campaigns${query ? `?${query}` : ''}`, { headers: appHeaders }), campaignListSchema, 200);

/** Names of the demo project's campaigns straight from the database, newest first. */
async function namesInDatabase(campaignType?: Campaign['campaign_type']) {
  const rows = await service.database.db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.projectId, testKeys.project_id),
        campaignType ? eq(campaigns.campaignType, campaignType) : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id));
  return rows.map((r) => r.name);
}
const names = (body: { campaigns: { name: string }[] }) => body.campaigns.map((c) => c.name);

describe('GET /v1/campaigns', () => {
  it('lists campaigns newest first, 10 by default, with the total', async () => {
    const expected = await namesInDatabase();
    expect(expected.length).toBeGreaterThanOrEqual(7);
    const body = await list();
    expect(body).toMatchObject({ object: 'list', data_ref: 'campaigns', total: expected.length });
    expect(body).not.toHaveProperty('has_more');
    expect(names(body)).toEqual(expected.slice(0, 10));
    expect(body.campaigns[0]).toMatchObject({
      id: expect.stringMatching(/^camp_/),
      object: 'campaign',
      creation_status: 'DONE',
    });
  });

  it('pages with limit and page', async () => {
    const expected = await namesInDatabase();
    const pages = await Promise.all([list('limit=2&page=1'), list('limit=2&page=2'), list('limit=2&page=3')]);
    expect(pages.flatMap((p) => names(p))).toEqual(expected.slice(0, 6));
    expect(await list('limit=5&page=100')).toMatchObject({ campaigns: [], total: expected.length });
  });

  it('orders oldest first with order=created_at', async () => {
    expect(names(await list('order=created_at&limit=100'))).toEqual((await namesInDatabase()).reverse());
  });

  it('finds campaigns whose name contains the text, ignoring case, with % and _ taken literally', async () => {
    const expected = (await namesInDatabase()).filter((name) => name.toLowerCase().includes('club'));
    expect(expected.length).toBeGreaterThan(0);
    const body = await list(`name=${encodeURIComponent('CLUB')}&limit=100`);
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect((await list('name=%25')).total).toBe(0);
    expect((await list('name=_')).total).toBe(0);
    await expectError(service.request('/v1/campaigns?name=', { headers: appHeaders }), 400, 'invalid_payload');
  });

  it('filters by campaign_type', async () => {
    const expected = await namesInDatabase('DISCOUNT_COUPONS');
    expect(expected.length).toBeGreaterThan(1);
    const body = await list('campaign_type=DISCOUNT_COUPONS&limit=100');
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.campaigns.every((c) => c.campaign_type === 'DISCOUNT_COUPONS')).toBe(true);
  });

  it.each(['limit=0', 'limit=101', 'page=0', 'page=101', 'campaign_type=COUPONS', 'order=name'])(
    'refuses %s with 400 invalid_payload',
    async (query) => {
      const error = await expectError(
        service.request(`/v1/campaigns?${query}`, { headers: appHeaders }),
        400,
        'invalid_payload',
      );
      expect(error.details).toContain(query.split('=')[0]);
    },
  );
});

describe('GET /v1/campaigns/{campaignId}', () => {
  it('returns the campaign as the list shows it', async () => {
    const body = await list('limit=100');
    const loyalty = body.campaigns.find((c) => c.campaign_type === 'LOYALTY_PROGRAM')!;
    const one = await readAs(
      service.request(`/v1/campaigns/${loyalty.id}`, { headers: appHeaders }),
      campaignSchema,
      200,
    );
    expect(one).toMatchObject(loyalty);
    expect(one).toMatchObject({ join_once: true, voucher: { type: 'LOYALTY_CARD' } });
  });

  it('answers 404 not_found for an unknown campaign', async () => {
    const error = await expectError(
      service.request('/v1/campaigns/camp_missing', { headers: appHeaders }),
      404,
      'not_found',
    );
    expect(error).toMatchObject({
      details: 'Cannot find campaign with id camp_missing',
      resource_id: 'camp_missing',
      resource_type: 'campaign',
    });
  });
});
