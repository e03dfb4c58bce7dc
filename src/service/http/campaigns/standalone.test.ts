import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { readAs, readOfficial } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const create = (body: unknown) => post('/v1/campaigns', body);
const discount = { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 1500 } };
const codesOf = async (campaignId: string) =>
  (
    await readAs(
      service.request(`/v1/vouchers?campaign_id=${campaignId}`, { headers: appHeaders }),
      z.object({ vouchers: z.array(voucherSchema) }),
      200,
    )
  ).vouchers;
const campaignsNamed = async (name: string) =>
  (
    await readAs(service.request('/v1/campaigns?limit=100', { headers: appHeaders }), campaignListSchema, 200)
  ).campaigns.filter((c) => c.name === name);

describe('POST /v1/campaigns with type STANDALONE and voucher.code', () => {
  it('creates the generic campaign holding exactly that code, with the campaign’s settings', async () => {
    const campaign = await readOfficial(
      'post',
      '/v1/campaigns',
      create({ name: 'Summer generic', type: 'STANDALONE', voucher: { ...discount, code: 'SUMMER-GENERIC' } }),
      campaignCreatedSchema,
    );
    expect(campaign).toMatchObject({ type: 'STANDALONE', campaign_type: 'DISCOUNT_COUPONS', vouchers_count: 1 });
    const codes = await codesOf(campaign.id);
    expect(codes.map((v) => v.code)).toEqual(['SUMMER-GENERIC']);
    expect(codes[0]).toMatchObject({ campaign_id: campaign.id, discount: discount.discount, active: true });

    const gift = await readOfficial(
      'post',
      '/v1/campaigns',
      create({
        name: 'Gift generic',
        campaign_type: 'GIFT_VOUCHERS',
        type: 'STANDALONE',
        vouchers_count: 1,
        voucher: { type: 'GIFT_VOUCHER', gift: { amount: 2000 }, redemption: { quantity: 5 }, code: 'GIFT-GENERIC' },
      }),
      campaignCreatedSchema,
    );
    expect(gift.vouchers_count).toBe(1);
    const [card] = await codesOf(gift.id);
    expect(card).toMatchObject({ code: 'GIFT-GENERIC', gift: { amount: 2000, balance: 2000 } });
    expect(card!.redemption.quantity).toBe(5);
  });

  it('answers a code the project already holds as adding it to a campaign does, creating nothing', async () => {
    await readAs(
      create({ name: 'First holder', type: 'STANDALONE', voucher: { ...discount, code: 'TAKEN-GENERIC' } }),
      campaignCreatedSchema,
      200,
    );
    const refused = await readAs(
      create({ name: 'Second holder', type: 'STANDALONE', voucher: { ...discount, code: 'TAKEN-GENERIC' } }),
      errorBodySchema,
      409,
    );
    const empty = await readAs(
      create({ name: 'Empty generic', type: 'STANDALONE', voucher: discount }),
      campaignCreatedSchema,
      200,
    );
    const added = await readAs(post(`/v1/campaigns/${empty.id}/vouchers/TAKEN-GENERIC`, {}), errorBodySchema, 409);
    expect(refused).toMatchObject({ key: 'duplicate_found', resource_type: 'voucher', resource_id: 'TAKEN-GENERIC' });
    expect({ ...refused, request_id: '' }).toEqual({ ...added, request_id: '' });
    expect(await campaignsNamed('Second holder')).toEqual([]);
  });

  it('keeps a STANDALONE campaign without voucher.code empty until codes are added', async () => {
    const campaign = await readAs(
      create({ name: 'Codes later', type: 'STANDALONE', voucher: discount }),
      campaignCreatedSchema,
      200,
    );
    expect(campaign.vouchers_count).toBe(0);
    await readAs(post(`/v1/campaigns/${campaign.id}/vouchers/LATER-GENERIC`, {}), voucherSchema, 200);
    expect((await codesOf(campaign.id)).map((v) => v.code)).toEqual(['LATER-GENERIC']);
  });

  it('refuses voucher.code on any other campaign, and more codes than the one given', async () => {
    for (const body of [
      { name: 'Static with code', voucher: { ...discount, code: 'NOT-GENERIC' } },
      { name: 'Auto with code', type: 'AUTO_UPDATE', voucher: { ...discount, code: 'NOT-GENERIC' } },
      {
        name: 'Loyalty with code',
        campaign_type: 'LOYALTY_PROGRAM',
        type: 'AUTO_UPDATE',
        voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 }, code: 'NOT-GENERIC' },
      },
    ]) {
      const refused = await readAs(create(body), errorBodySchema, 400);
      expect(refused.errors).toContainEqual({
        path: 'voucher.code',
        message: expect.stringContaining('for STANDALONE campaigns') as string,
      });
      expect(await campaignsNamed(body.name)).toEqual([]);
    }
    const many = await readAs(
      create({ name: 'Many', type: 'STANDALONE', vouchers_count: 3, voucher: { ...discount, code: 'MANY-GENERIC' } }),
      errorBodySchema,
      400,
    );
    expect(many.errors).toContainEqual(expect.objectContaining({ path: 'vouchers_count' }));
    await readAs(
      create({ name: 'Bad code', type: 'STANDALONE', voucher: { ...discount, code: 'has space' } }),
      errorBodySchema,
      400,
    );
  });
});
