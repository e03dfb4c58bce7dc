import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { campaignListSchema, campaignSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionTierListSchema } from '../../../contract/promotion-tier.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const create = (body: unknown) => service.request('/v1/campaigns', jsonRequest('POST', body, appHeaders));
const created = async (body: unknown) => {
  const campaign = await readAs(create(body), campaignCreatedSchema, 200);
  expect(officialErrors('post', '/v1/campaigns', 200, campaign)).toEqual([]);
  return campaign;
};
const vouchersOf = async (campaignId: string) => {
  const response = await service.request(`/v1/vouchers?campaign_id=${campaignId}&limit=100`, { headers: appHeaders });
  expect(response.status).toBe(200);
  return ((await response.json()) as { vouchers: { code: string; type: string; gift?: { balance: number } }[] })
    .vouchers;
};
const allCampaigns = async () =>
  (await readAs(service.request('/v1/campaigns?limit=100', { headers: appHeaders }), campaignListSchema, 200)).total;

describe('POST /v1/campaigns', () => {
  it('fills what is not sent as the hosted service does', async () => {
    const coupons = await created({
      name: 'Defaults',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 1000 } },
    });
    expect(coupons).toMatchObject({
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'STATIC',
      use_voucher_metadata_schema: true,
      vouchers_count: 0,
      voucher: {
        code_config: {
          length: 8,
          pattern: '########',
          charset: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
        },
      },
    });
    const promotion = await created({
      name: 'Defaults promotion',
      campaign_type: 'PROMOTION',
      promotion: { tiers: [{ name: 'Ten off', action: { discount: { type: 'AMOUNT', amount_off: 1000 } } }] },
    });
    expect(promotion).toMatchObject({ type: 'STATIC', use_voucher_metadata_schema: false });
  });

  it('creates a discount campaign with its codes, category and an existing rule', async () => {
    const rule = (await (
      await service.request(
        '/v1/validation-rules',
        jsonRequest(
          'POST',
          {
            name: 'Orders over 50',
            rules: { '1': { name: 'order.amount', conditions: { $more_than: [5000] } }, logic: '1' },
          },
          appHeaders,
        ),
      )
    ).json()) as { id: string };
    const campaign = await created({
      name: 'Issue 25 ten off',
      campaign_type: 'DISCOUNT_COUPONS',
      join_once: true,
      vouchers_count: 3,
      start_date: '2020-08-16T00:00:00Z',
      expiration_date: '2040-12-26T00:00:00Z',
      category: 'Spring',
      metadata: { region: 'AMER' },
      validation_rules: [rule.id],
      voucher: {
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'PERCENT', percent_off: 10 },
        redemption: { quantity: 10 },
        code_config: { pattern: '10OFF-#######' },
      },
    });
    expect(campaign).toMatchObject({
      name: 'Issue 25 ten off',
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'STATIC',
      vouchers_count: 3,
      join_once: true,
      category: 'Spring',
      metadata: { region: 'AMER' },
      voucher: { discount: { percent_off: 10 }, redemption: { quantity: 10 } },
    });
    expect(campaign.validation_rules_assignments?.data.map((a) => a.rule_id)).toEqual([rule.id]);
    const codes = await vouchersOf(campaign.id);
    expect(codes).toHaveLength(3);
    for (const voucher of codes) expect(voucher.code).toMatch(/^10OFF-.{7}$/);
    // Each code answers the campaign's rule assignment too, as the hosted service does: the rule guards it.
    const code = await readAs(
      service.request(`/v1/vouchers/${codes[0]!.code}`, { headers: appHeaders }),
      voucherSchema,
      200,
    );
    expect(code.validation_rules_assignments).toMatchObject({
      total: 1,
      data: [{ rule_id: rule.id, related_object_type: 'campaign', related_object_id: campaign.id }],
    });
    const read = await readAs(
      service.request(`/v1/campaigns/${campaign.id}`, { headers: appHeaders }),
      campaignSchema,
      200,
    );
    expect(read.id).toBe(campaign.id);
  });

  it('creates gift, loyalty and referral programs the engine can use', async () => {
    const gift = await created({
      name: 'Issue 25 gift cards',
      campaign_type: 'GIFT_VOUCHERS',
      vouchers_count: 2,
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 1000, effect: 'APPLY_TO_ORDER' } },
    });
    expect(gift.voucher?.gift).toMatchObject({ amount: 1000, balance: 1000 });
    expect((await vouchersOf(gift.id)).map((v) => v.gift?.balance)).toEqual([1000, 1000]);

    const loyalty = await created({
      name: 'Issue 25 points',
      campaign_type: 'LOYALTY_PROGRAM',
      join_once: false,
      voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 } },
    });
    expect(loyalty).toMatchObject({ join_once: true, voucher: { type: 'LOYALTY_CARD' } });

    const referral = await created({
      name: 'Issue 25 friends',
      campaign_type: 'REFERRAL_PROGRAM',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
      referral_program: {
        conversion_event_type: 'custom_event',
        custom_event: { name: 'signed_up' },
        referee_reward: { related_object_parent: { id: loyalty.id }, type: 'LOYALTY_CARD', amount: 100 },
      },
    });
    expect(referral.voucher?.is_referral_code).toBe(true);
    expect(referral.referral_program?.referee_reward?.related_object_parent).toEqual({
      id: loyalty.id,
      name: 'Issue 25 points',
      object: 'CAMPAIGN',
    });
  });

  it('creates a promotion with its tiers, hierarchy in order, answered with the campaign', async () => {
    const promotion = await created({
      name: 'Issue 25 spend more',
      campaign_type: 'PROMOTION',
      type: 'STATIC',
      promotion: {
        tiers: [
          { name: 'Forty off', banner: 'Get 40% off', action: { discount: { type: 'PERCENT', percent_off: 40 } } },
          {
            name: 'Thirty off',
            active: false,
            metadata: { level: 'A' },
            action: { discount: { type: 'AMOUNT', amount_off: 3000, effect: 'APPLY_TO_ORDER' } },
          },
        ],
      },
    });
    expect(promotion.voucher).toBeUndefined();
    expect(promotion.promotion?.tiers.map((t) => [t.name, t.hierarchy, t.active])).toEqual([
      ['Forty off', 1, true],
      ['Thirty off', 2, false],
    ]);
    const listed = await readAs(
      service.request(`/v1/promotions/${promotion.id}/tiers`, { headers: appHeaders }),
      promotionTierListSchema,
      200,
    );
    expect(listed.tiers.map((t) => t.id)).toEqual(promotion.promotion?.tiers.map((t) => t.id));
  });

  it('refuses a taken name, a mismatched voucher, an unknown rule or category, writing nothing', async () => {
    const before = await allCampaigns();
    const voucher = { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } };
    await created({ name: 'Only once', voucher });
    const twice = await readAs(create({ name: 'Only once', voucher }), errorBodySchema, 409);
    expect(twice).toMatchObject({
      key: 'duplicate_found',
      details: 'Duplicated campaign exists with name Only once',
      resource_type: 'campaign',
    });
    const wrongType = await readAs(
      create({ name: 'Wrong', campaign_type: 'GIFT_VOUCHERS', voucher }),
      errorBodySchema,
      400,
    );
    expect(wrongType.errors).toContainEqual(expect.objectContaining({ path: 'voucher.type' }));
    await readAs(create({ name: 'No voucher', campaign_type: 'DISCOUNT_COUPONS' }), errorBodySchema, 400);
    await readAs(create({ name: 'Promo codes', campaign_type: 'PROMOTION', voucher }), errorBodySchema, 400);
    const rule = await readAs(create({ name: 'Ruled', voucher, validation_rules: ['val_nope'] }), errorBodySchema, 404);
    expect(rule).toMatchObject({ resource_type: 'validation_rule', resource_id: 'val_nope' });
    await readAs(create({ name: 'Filed', voucher, category_id: 'cat_nope' }), errorBodySchema, 404);
    await readAs(
      create({
        name: 'Too many',
        voucher: { ...voucher, code_config: { length: 1, charset: 'ab' } },
        vouchers_count: 5,
      }),
      errorBodySchema,
      400,
    );
    const badTier = await readAs(
      create({
        name: 'Bad tier',
        campaign_type: 'PROMOTION',
        promotion: {
          tiers: [{ name: 'ok', action: { discount: { type: 'AMOUNT', amount_off: 1 } }, validation_rules: ['val_x'] }],
        },
      }),
      errorBodySchema,
      404,
    );
    expect(badTier.resource_id).toBe('val_x');
    await readAs(create({ name: { __proto__: 'x' }, voucher }), errorBodySchema, 400);
    expect(await allCampaigns()).toBe(before + 1);
  });

  it('answers the official SDK v2 campaigns.create and promotions.create', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    // The SDK's types lag the API (they want a `type` and its enum objects); the wire shape is what counts.
    const coupons = {
      name: 'Through the SDK',
      campaign_type: 'DISCOUNT_COUPONS',
      vouchers_count: 1,
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 250 } },
    };
    const campaign = await sdk.campaigns.create(coupons as unknown as Parameters<typeof sdk.campaigns.create>[0]);
    expect(campaign).toMatchObject({ name: 'Through the SDK', vouchers_count: 1 });
    const body = {
      name: 'SDK promotion',
      campaign_type: 'PROMOTION',
      promotion: { tiers: [{ name: 'Five off', action: { discount: { type: 'AMOUNT', amount_off: 500 } } }] },
    };
    const promotion = await sdk.promotions.create(body as unknown as Parameters<typeof sdk.promotions.create>[0]);
    expect(promotion.promotion.tiers?.map((t) => t.name)).toEqual(['Five off']);
  });
});
