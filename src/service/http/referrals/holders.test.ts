import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { referralHolderListSchema, referralHoldersAddedSchema } from '../../../contract/referral-holder.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const get = (path: string) => service.request(path, { headers: appHeaders });

let programs = 0;
/** A referral program of its own and a code of it published to (held by) a new referrer. */
async function referralCode() {
  const name = `Holders program ${++programs}`;
  const created = await post('/v1/campaigns', {
    name,
    campaign_type: 'REFERRAL_PROGRAM',
    vouchers_count: 2,
    voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const campaign = z.object({ id: z.string() }).parse(await created.json());
  const published = await post('/v1/publications', {
    campaign: { name },
    customer: { source_id: `referrer-${programs}` },
  });
  const { voucher, customer_id } = z
    .object({ voucher: z.object({ code: z.string() }), customer_id: z.string() })
    .parse(await published.json());
  return { campaignId: campaign.id, code: voucher.code, referrerId: customer_id };
}

const holdersPath = (code: string, campaignId?: string) =>
  `/v1/referrals${campaignId ? `/${campaignId}` : ''}/members/${code}/holders`;
const template = (campaignId?: string) =>
  `/v1/referrals${campaignId ? '/{campaignId}' : ''}/members/{memberId}/holders`;

async function holders(code: string, campaignId?: string, query = '') {
  const page = await readAs(get(`${holdersPath(code, campaignId)}${query}`), referralHolderListSchema, 200);
  expect(officialErrors('get', template(campaignId), 200, page)).toEqual([]);
  return page;
}

describe('referral code holders', () => {
  it('adds referees next to the referrer, lists and removes them on both paths', async () => {
    const { campaignId, code, referrerId } = await referralCode();
    const added = await readAs(
      post(holdersPath(code, campaignId), {
        holders: [{ source_id: 'referee-a', name: 'Alex' }, { source_id: 'referee-b' }, { source_id: 'referee-a' }],
        metadata: { influencer: true },
      }),
      referralHoldersAddedSchema,
      200,
    );
    expect(officialErrors('post', template(campaignId), 200, added)).toEqual([]);
    // A customer sent twice holds the code once.
    expect(added.holders).toHaveLength(2);
    expect(added.holders[0]).toMatchObject({
      id: expect.stringMatching(/^rh_/),
      holder_role: 'REFEREE',
      campaign_id: campaignId,
      campaign_type: 'REFERRAL_PROGRAM',
      voucher_type: 'DISCOUNT_VOUCHER',
      metadata: { influencer: true },
      object: 'redeemable_holder',
    });

    const listed = await holders(code);
    expect(listed.total).toBe(3);
    expect(listed.data.map((h) => [h.holder_role, h.customer_id])).toEqual([
      ['REFERRER', referrerId],
      ['REFEREE', added.holders[0]!.customer_id],
      ['REFEREE', added.holders[1]!.customer_id],
    ]);
    const first = await holders(code, campaignId, '?limit=2');
    expect(first).toMatchObject({ has_more: true, more_starting_after: first.data[1]!.id });
    const rest = await holders(code, campaignId, `?limit=2&starting_after_id=${first.more_starting_after}`);
    expect(rest.data.map((h) => h.id)).toEqual([listed.data[2]!.id]);
    expect(rest.has_more).toBe(false);
    const newest = await holders(code, undefined, '?order=-created_at&limit=1');
    expect(newest.data[0]!.holder_role).toBe('REFEREE');

    const removed = await service.request(`${holdersPath(code)}/${added.holders[1]!.id}`, {
      method: 'DELETE',
      headers: appHeaders,
    });
    expect(removed.status).toBe(204);
    expect((await holders(code, campaignId)).total).toBe(2);
    const again = await service.request(`${holdersPath(code, campaignId)}/${added.holders[1]!.id}`, {
      method: 'DELETE',
      headers: appHeaders,
    });
    expect((await readAs(again, errorBodySchema, 404)).resource_type).toBe('redeemable_holder');
  });

  it('answers 404 for a code of another kind or program, and refuses bad input writing nothing', async () => {
    const { campaignId, code } = await referralCode();
    const other = await referralCode();
    const missing = async (response: Promise<Response>, type: string) =>
      expect((await readAs(response, errorBodySchema, 404)).resource_type).toBe(type);
    await missing(get(holdersPath('NO-SUCH-CODE')), 'voucher');
    await missing(get(holdersPath('LOYAL-DEMO1')), 'voucher');
    await missing(get(holdersPath(code, other.campaignId)), 'voucher');
    await missing(get(holdersPath(code, 'camp_nope')), 'campaign');
    await missing(post(holdersPath(code), { holders: [{ id: 'cust_nope' }] }), 'customer');
    for (const bad of [
      {},
      { holders: [] },
      { holders: [{ name: 'No id' }] },
      { holders: Array.from({ length: 101 }, (_, i) => ({ source_id: `many-${i}` })) },
      { holders: [{ source_id: 'x'.repeat(201) }] },
    ])
      await readAs(post(holdersPath(code, campaignId), bad), errorBodySchema, 400);
    expect((await holders(code)).total).toBe(1);
    const customers = await readAs(
      get('/v1/customers?limit=100'),
      z.object({ customers: z.array(z.object({ source_id: z.string().nullable() })) }),
      200,
    );
    expect(customers.customers.some((c) => c.source_id === 'many-0')).toBe(false);
  });

  it('removing the referrer leaves the code without a holder', async () => {
    const { code } = await referralCode();
    const [referrer] = (await holders(code)).data;
    expect(referrer!.holder_role).toBe('REFERRER');
    const removed = await service.request(`${holdersPath(code)}/${referrer!.id}`, {
      method: 'DELETE',
      headers: appHeaders,
    });
    expect(removed.status).toBe(204);
    const voucher = await readAs(get(`/v1/vouchers/${code}`), z.object({ holder_id: z.string().nullish() }), 200);
    expect(voucher.holder_id ?? null).toBeNull();
    expect((await holders(code)).total).toBe(0);
  });
});
