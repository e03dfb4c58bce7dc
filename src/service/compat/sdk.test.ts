import { VoucherifyServerSide } from '@voucherify/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { testKeys } from '../testing/harness.ts';
import { useTestService } from '../testing/service.ts';
import { seededPromotion } from '../testing/api.ts';

/** The official `@voucherify/sdk` 2.9.0, unchanged, against a live server. */
const live = useTestService({ live: true });
const sdk = (apiUrl = live.url, secretKey = testKeys.app_token) =>
  VoucherifyServerSide({ applicationId: testKeys.app_id, secretKey, apiUrl });
let promotion: Awaited<ReturnType<typeof seededPromotion>>;

beforeAll(async () => {
  promotion = await seededPromotion(live);
});

/** The rejection of a promise, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the SDK call to reject');
}

describe('@voucherify/sdk 2.9.0 against a live service', () => {
  it('promotions.tiers.get returns the tier', async () => {
    const expected = promotion.tiers[0]!;
    const tier = await sdk().promotions.tiers.get(expected.id);
    expect(tier).toMatchObject({
      id: expected.id,
      object: 'promotion_tier',
      active: expected.active,
      hierarchy: 1,
      name: 'Orders over $100',
    });
    expect(tier.action).toMatchObject({ discount: { type: 'AMOUNT', amount_off: 1000 } });
  });

  it('promotions.tiers.get with an unknown id rejects with the fields of the 404 body', async () => {
    const error = await rejection(sdk().promotions.tiers.get('promo_missing'));
    expect(error).toMatchObject({
      code: 404,
      key: 'not_found',
      message: 'Resource not found',
      details: 'Cannot find promotion_tier with id promo_missing',
      request_id: expect.stringMatching(/^v-[0-9a-f]{18}$/),
      resource_id: 'promo_missing',
      resource_type: 'promotion_tier',
    });
  });

  it('encodes an id with a slash and a space, and the service decodes it once', async () => {
    const error = await rejection(sdk().promotions.tiers.get('a/b c'));
    expect(error).toMatchObject({
      code: 404,
      resource_id: 'a/b c',
      details: 'Cannot find promotion_tier with id a/b c',
    });
  });

  it('works with a base URL that ends in a slash (the SDK then requests //v1/...)', async () => {
    const tier = await sdk(`${live.url}/`).promotions.tiers.get(promotion.tiers[1]!.id);
    expect(tier.id).toBe(promotion.tiers[1]!.id);
  });

  it('promotions.tiers.list lists the campaign tiers', async () => {
    const list = await sdk().promotions.tiers.list(promotion.campaignId);
    expect(list.tiers.map((t) => t.id)).toEqual(promotion.tiers.map((t) => t.id));
  });

  it('rejects with the 401 body for a wrong secret', async () => {
    const error = await rejection(sdk(live.url, 'wrong-secret').promotions.tiers.get(promotion.tiers[0]!.id));
    expect(error).toMatchObject({ code: 401, key: 'unauthorized', request_id: expect.stringMatching(/^v-/) });
  });
});
