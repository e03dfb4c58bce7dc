import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { loyaltyMemberListSchema, voucherListSchema, voucherSchema } from '../../../contract/voucher.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();

const get = (path: string) => service.request(path, { headers: appHeaders });
const campaignId = async (type: string) =>
  (await readAs(get(`/v1/campaigns?campaign_type=${type}`), campaignListSchema, 200)).campaigns[0]!.id;

describe('voucher, loyalty member and customer reads', () => {
  it('lists a campaign’s vouchers with codes, balances and redemption counts', async () => {
    const gift = await readAs(
      get(`/v1/vouchers?campaign_id=${await campaignId('GIFT_VOUCHERS')}&order=code`),
      voucherListSchema,
      200,
    );
    expect(gift).toMatchObject({ object: 'list', data_ref: 'vouchers', total: 3 });
    const card = gift.vouchers.find((v) => v.code === 'GIFT-0001-0001');
    expect(card).toMatchObject({
      type: 'GIFT_VOUCHER',
      gift: { amount: 10000, balance: 10000 },
      campaign: 'Gift cards',
      object: 'voucher',
    });
    expect(gift.vouchers.map((v) => v.code)).toEqual([...gift.vouchers.map((v) => v.code)].sort());
  });

  it('reads one voucher by code, with its quantity and holder', async () => {
    const body = await readAs(get('/v1/vouchers/BLCKFRDY'), voucherSchema, 200);
    expect(body).toMatchObject({
      code: 'BLCKFRDY',
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'AMOUNT', amount_off: 1000 },
      redemption: { quantity: 10, redeemed_quantity: 0 },
    });
    const referral = await readAs(get('/v1/vouchers/REF-DEMO'), voucherSchema, 200);
    expect(referral).toMatchObject({ is_referral_code: true, holder: { source_id: 'demo-customer' } });
    expect(await readAs(get('/v1/vouchers/NOPE'), errorBodySchema, 404)).toMatchObject({
      code: 404,
      resource_type: 'voucher',
    });
  });

  it('pages vouchers and rejects bad paging', async () => {
    const first = await readAs(get('/v1/vouchers?limit=2&page=1'), voucherListSchema, 200);
    const second = await readAs(get('/v1/vouchers?limit=2&page=2'), voucherListSchema, 200);
    expect(first.vouchers).toHaveLength(2);
    expect(second.vouchers[0]!.id).not.toBe(first.vouchers[0]!.id);
    await readAs(get('/v1/vouchers?limit=0'), errorBodySchema, 400);
    await readAs(get('/v1/vouchers?page=101'), errorBodySchema, 400);
  });

  it('lists a loyalty program’s cards', async () => {
    const members = await readAs(
      get(`/v1/loyalties/${await campaignId('LOYALTY_PROGRAM')}/members`),
      loyaltyMemberListSchema,
      200,
    );
    expect(members).toMatchObject({ object: 'list', data_ref: 'vouchers', total: 3 });
    expect(members.vouchers.every((v) => v.type === 'LOYALTY_CARD')).toBe(true);
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/members', 200, members)).toEqual([]);
    await readAs(get('/v1/loyalties/camp_nope/members'), errorBodySchema, 404);
  });

  it('reads a customer by id or source_id with summary figures', async () => {
    const bySource = await readAs(get('/v1/customers/demo-customer'), customerSchema, 200);
    expect(bySource).toMatchObject({
      object: 'customer',
      source_id: 'demo-customer',
      metadata: { tier: 'gold' },
      loyalty: { points: expect.any(Number) },
    });
    const byId = await readAs(get(`/v1/customers/${bySource.id}`), customerSchema, 200);
    expect(byId.id).toBe(bySource.id);
    expect(await readAs(get('/v1/customers/nobody'), errorBodySchema, 404)).toMatchObject({
      code: 404,
      resource_type: 'customer',
    });
  });
});
