import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, createTestService } from '../../testing/harness.ts';

let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  service = await createTestService();
});
afterAll(() => service.close());

const get = async (path: string) => {
  const res = await service.request(path, { headers: appHeaders });
  return { status: res.status, body: await res.json() };
};
const campaignId = async (type: string) =>
  (await get(`/v1/campaigns?campaign_type=${type}`)).body.campaigns[0].id as string;

describe('voucher, loyalty member and customer reads', () => {
  it('lists a campaign’s vouchers with codes, balances and redemption counts', async () => {
    const gift = await get(`/v1/vouchers?campaign_id=${await campaignId('GIFT_VOUCHERS')}&order=code`);
    expect(gift.status).toBe(200);
    expect(gift.body).toMatchObject({ object: 'list', data_ref: 'vouchers', total: 3 });
    const card = gift.body.vouchers.find((v: { code: string }) => v.code === 'GIFT-0001-0001');
    expect(card).toMatchObject({
      type: 'GIFT_VOUCHER',
      gift: { amount: 10000, balance: 10000 },
      campaign: 'Gift cards',
      object: 'voucher',
    });
    expect(gift.body.vouchers.map((v: { code: string }) => v.code)).toEqual(
      [...gift.body.vouchers.map((v: { code: string }) => v.code)].sort(),
    );
  });

  it('reads one voucher by code, with its quantity and holder', async () => {
    const { status, body } = await get('/v1/vouchers/BLCKFRDY');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 'BLCKFRDY',
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'AMOUNT', amount_off: 1000 },
      redemption: { quantity: 10, redeemed_quantity: 0 },
    });
    const referral = (await get('/v1/vouchers/REF-DEMO')).body;
    expect(referral).toMatchObject({ is_referral_code: true, holder: { source_id: 'demo-customer' } });
    expect((await get('/v1/vouchers/NOPE')).body).toMatchObject({ code: 404, resource_type: 'voucher' });
  });

  it('pages vouchers and rejects bad paging', async () => {
    const first = await get('/v1/vouchers?limit=2&page=1');
    const second = await get('/v1/vouchers?limit=2&page=2');
    expect(first.body.vouchers).toHaveLength(2);
    expect(second.body.vouchers[0].id).not.toBe(first.body.vouchers[0].id);
    expect((await get('/v1/vouchers?limit=0')).status).toBe(400);
    expect((await get('/v1/vouchers?page=101')).status).toBe(400);
  });

  it('lists a loyalty program’s cards', async () => {
    const members = await get(`/v1/loyalties/${await campaignId('LOYALTY_PROGRAM')}/members`);
    expect(members.body).toMatchObject({ object: 'list', data_ref: 'data', total: 3 });
    expect(members.body.data.every((v: { type: string }) => v.type === 'LOYALTY_CARD')).toBe(true);
    expect((await get('/v1/loyalties/camp_nope/members')).status).toBe(404);
  });

  it('reads a customer by id or source_id with summary figures', async () => {
    const bySource = await get('/v1/customers/demo-customer');
    expect(bySource.body).toMatchObject({
      object: 'customer',
      source_id: 'demo-customer',
      metadata: { tier: 'gold' },
      loyalty: { points: expect.any(Number) },
    });
    const byId = await get(`/v1/customers/${bySource.body.id}`);
    expect(byId.body.id).toBe(bySource.body.id);
    expect((await get('/v1/customers/nobody')).body).toMatchObject({ code: 404, resource_type: 'customer' });
  });
});
