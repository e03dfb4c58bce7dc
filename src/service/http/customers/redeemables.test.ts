import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { customerRedeemableListSchema } from '../../../contract/customer-redeemable.ts';
import { publicationSchema } from '../../../contract/publication.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const wallet = async (customer: string, query = '') => {
  const page = await readAs(
    send('GET', `/v1/customers/${customer}/redeemables${query}`),
    customerRedeemableListSchema,
    200,
  );
  expect(officialErrors('get', '/v1/customers/{customerId}/redeemables', 200, page)).toEqual([]);
  return page;
};
const campaign = (path: string, body: unknown) => readAs(send('POST', path, body), campaignCreatedSchema, 200);
const publish = async (sourceId: string, campaignName: string) => {
  const answer = await readAs(
    send('POST', '/v1/publications', { customer: { source_id: sourceId }, campaign: { name: campaignName } }),
    publicationSchema,
    200,
  );
  return 'voucher' in answer ? answer.voucher.code : expect.fail('one code expected');
};

describe("the customer's wallet", () => {
  it('lists the loyalty cards, gift cards and discount codes a customer holds, with what each is now', async () => {
    await campaign('/v1/loyalties', { name: 'Wallet club', vouchers_count: 2 });
    await campaign('/v1/campaigns', {
      name: 'Wallet gifts',
      campaign_type: 'GIFT_VOUCHERS',
      vouchers_count: 2,
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 5000 } },
    });
    await campaign('/v1/campaigns', {
      name: 'Wallet discounts',
      vouchers_count: 2,
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
    });
    const card = await publish('wallet-owner', 'Wallet club');
    const gift = await publish('wallet-owner', 'Wallet gifts');
    const discount = await publish('wallet-owner', 'Wallet discounts');
    await publish('someone-else', 'Wallet discounts');
    expect((await send('POST', `/v1/vouchers/${discount}/disable`)).status).toBe(200);

    const all = await wallet('wallet-owner', '?limit=100');
    expect(all.total).toBe(3);
    expect(all.has_more).toBe(false);
    const byCode = new Map(all.data.map((item) => [item.redeemable.voucher.code, item]));
    expect([...byCode.keys()].sort()).toEqual([card, gift, discount].sort());
    expect(byCode.get(card)).toMatchObject({
      campaign_type: 'LOYALTY_PROGRAM',
      voucher_type: 'LOYALTY_CARD',
      holder_role: 'OWNER',
      redeemable: { type: 'voucher', status: 'NO_BALANCE', voucher: { loyalty_card: { points: 0 } } },
    });
    expect(byCode.get(gift)).toMatchObject({
      campaign_type: 'GIFT_VOUCHERS',
      redeemable: { status: 'ACTIVE', voucher: { gift: { balance: 5000 } } },
    });
    expect(byCode.get(discount)?.redeemable.status).toBe('DISABLED');
    const customerId = all.data[0]!.customer_id;
    expect(all.data.every((item) => item.customer_id === customerId && item.id.startsWith('rh_'))).toBe(true);
    expect((await wallet(customerId, '?limit=100')).data).toEqual(all.data);

    // Cursor paging, both ways: pages meet exactly and never repeat.
    for (const order of ['id', '-id']) {
      const first = await wallet('wallet-owner', `?limit=2&order=${order}`);
      expect(first).toMatchObject({ has_more: true, total: 3 });
      const rest = await wallet(
        'wallet-owner',
        `?limit=2&order=${order}&starting_after_id=${first.more_starting_after}`,
      );
      expect(rest).toMatchObject({ has_more: false, total: 3 });
      const ids = [...first.data, ...rest.data].map((item) => item.id);
      const sorted = [...ids].sort();
      expect(ids).toEqual(order === 'id' ? sorted : sorted.reverse());
    }
  });

  it('is empty for a customer without codes, 404 for an unknown one, and refuses bad paging', async () => {
    await readAs(
      send('POST', '/v1/customers', { source_id: 'wallet-empty' }),
      customerRedeemableListSchema.pick({}).loose(),
      200,
    );
    expect(await wallet('wallet-empty')).toMatchObject({ data: [], total: 0, has_more: false });
    await expectError(send('GET', '/v1/customers/cust_nope/redeemables'), 404, 'not_found');
    await expectError(send('GET', '/v1/customers/wallet-empty/redeemables?limit=0'), 400, 'invalid_payload');
    await expectError(send('GET', '/v1/customers/wallet-empty/redeemables?order=code'), 400, 'invalid_payload');
  });

  it('answers the official SDK v2', async () => {
    await campaign('/v1/loyalties', { name: 'SDK wallet club', vouchers_count: 1 });
    const code = await publish('sdk-wallet', 'SDK wallet club');
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const answer = await sdk.customers.listRedeemables('sdk-wallet', { limit: 10 });
    expect(answer.data.map((item) => item.redeemable?.voucher?.code)).toEqual([code]);
  });
});
