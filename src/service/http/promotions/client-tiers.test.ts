import { beforeAll, describe, expect, it } from 'vitest';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { promotionTierListSchema } from '../../../contract/promotion-tier.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

/** GET /client/v1/promotions/tiers: the project's tiers for a storefront, with the client keys and origin. */
const service = useTestService();
const clientList = async (query: string) => {
  const body = await readAs(
    service.request(`/client/v1/promotions/tiers?${query}`, { headers: clientHeaders }),
    promotionTierListSchema,
    200,
  );
  expect(officialErrors('get', '/client/v1/promotions/tiers', 200, body)).toEqual([]);
  return body;
};
const serverList = (query: string) =>
  readAs(service.request(`/v1/promotions/tiers?${query}`, { headers: appHeaders }), promotionTierListSchema, 200);

/** A promotion of its own, without dates: one tier on, one off. */
const ladder = { id: '', on: '', off: '' };

beforeAll(async () => {
  const created = await readAs(
    service.request(
      '/v1/campaigns',
      jsonRequest(
        'POST',
        {
          name: 'Client tiers ladder',
          campaign_type: 'PROMOTION',
          promotion: {
            tiers: [
              { name: 'On', action: { discount: { type: 'AMOUNT', amount_off: 100 } } },
              { name: 'Off', active: false, action: { discount: { type: 'AMOUNT', amount_off: 200 } } },
            ],
          },
        },
        appHeaders,
      ),
    ),
    campaignCreatedSchema,
    200,
  );
  const [on, off] = created.promotion!.tiers;
  Object.assign(ladder, { id: created.id, on: on!.id, off: off!.id });
});

describe('GET /client/v1/promotions/tiers', () => {
  it('lists the same tiers, pages and order as the server-side list', async () => {
    for (const query of ['limit=100', 'limit=2&page=2&order=-created_at', 'order=updated_at'])
      expect(await clientList(query)).toEqual(await serverList(query));
    const all = await clientList('limit=100');
    expect(all.tiers.map((t) => t.id)).toEqual(expect.arrayContaining([ladder.on, ladder.off]));
    expect(all).toMatchObject({ object: 'list', data_ref: 'tiers', total: all.tiers.length, has_more: false });
  });

  it('keeps with is_available=true only the tiers on, of a promotion that is on', async () => {
    const available = async () => (await clientList('limit=100&is_available=true')).tiers.map((t) => t.id);
    expect(await available()).toContain(ladder.on);
    expect(await available()).not.toContain(ladder.off);
    const disabled = await service.request(`/v1/campaigns/${ladder.id}/disable`, {
      method: 'POST',
      headers: appHeaders,
    });
    expect(disabled.status).toBe(200);
    expect(await available()).not.toContain(ladder.on);
  });

  it('takes client keys only, and refuses a limit out of range with 400', async () => {
    await expectError(service.request('/client/v1/promotions/tiers', { headers: appHeaders }), 401);
    await expectError(
      service.request('/client/v1/promotions/tiers?limit=101', { headers: clientHeaders }),
      400,
      'invalid_payload',
    );
  });
});
