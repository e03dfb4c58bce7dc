import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../contract/campaign.ts';
import { exportSchema } from '../../../contract/export.ts';
import { campaignTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import { voucherListSchema, voucherSchema } from '../../../contract/voucher.ts';
import { drainExports } from '../../jobs/export-worker.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { WEEKDAY_NOON, cart, redeemThroughApi, redeemable } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';
import { moved } from '../../testing/transactions.ts';

// Each step a second after the last, so the transactions' order is the order they were made in.
const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const get = (path: string) => service.request(path, { headers: appHeaders });
const post = (path: string, body: unknown) => {
  clock.advance(1);
  return service.request(path, jsonRequest('POST', body, appHeaders));
};

let made = 0;
async function newCampaign(body: Record<string, unknown>) {
  const campaign = await readAs(
    post('/v1/campaigns', { name: `Ledger ${++made} ${Date.now()}`, ...body }),
    campaignSchema,
    200,
  );
  const { vouchers } = await readAs(get(`/v1/vouchers?campaign_id=${campaign.id}&limit=100`), voucherListSchema, 200);
  return { campaign, codes: vouchers.map((v) => v.code).sort() };
}

/** A campaign's transactions, checked against the official schema of the path they were read on. */
async function transactions(path: string, query = '') {
  const official = path.startsWith('/v1/loyalties')
    ? '/v1/loyalties/{campaignId}/transactions'
    : '/v1/campaigns/{campaignId}/transactions';
  const list = await readAs(get(`${path}/transactions${query}`), campaignTransactionListSchema, 200);
  expect(officialErrors('get', official, 200, list)).toEqual([]);
  return list;
}

/** Runs the export queue and answers the finished export's CSV records (header first). */
async function csvOf(id: string) {
  await drainExports(service.database.db);
  const done = await readAs(get(`/v1/exports/${id}`), exportSchema, 200);
  expect(done.status).toBe('DONE');
  const { pathname, search } = new URL(done.result!.url);
  return (await (await service.request(`${pathname}${search}`)).text()).trimEnd().split('\r\n');
}

describe('GET /v1/campaigns/{campaignId}/transactions', () => {
  it("lists every gift card's credit movements, with each card's balance after each, page by page", async () => {
    const { campaign, codes } = await newCampaign({
      campaign_type: 'GIFT_VOUCHERS',
      vouchers_count: 2,
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 5000 } },
    });
    const [first, second] = codes as [string, string];
    clock.advance(1);
    const spent = await redeemThroughApi(service, { redeemables: [redeemable(first, 2000)], order: cart });
    clock.advance(1);
    await redeemThroughApi(service, { redeemables: [redeemable(second, 1000)], order: cart });
    expect((await post(`/v1/vouchers/${second}/balance`, { amount: 500, reason: 'Apology' })).status).toBe(200);
    const rolledBack = await post(`/v1/redemptions/${spent.parent_redemption.id}/rollbacks`, {});
    expect(rolledBack.status).toBe(200);

    const all = await transactions(`/v1/campaigns/${campaign.id}`);
    const secondId = (await readAs(get(`/v1/vouchers/${second}`), voucherSchema, 200)).id;
    expect(all.data.map((t) => [t.type, t.voucher_id === secondId ? second : first, ...moved(t)])).toEqual([
      ['CREDITS_REFUND', first, 2000, 5000],
      ['CREDITS_ADDITION', second, 500, 4500],
      ['CREDITS_REDEMPTION', second, -1000, 4000],
      ['CREDITS_REDEMPTION', first, -2000, 3000],
    ]);
    expect(all.data.every((t) => t.campaign_id === campaign.id)).toBe(true);
    expect(all.data[1]).toMatchObject({ reason: 'Apology', source: 'API' });
    expect(all.data[3]!.details).toEqual({
      redemption: { id: spent.redemptions[0]!.id },
      balance: expect.objectContaining({
        type: 'gift_voucher',
        amount: -2000,
        balance: 3000,
        operation_type: 'AUTOMATIC',
      }),
    });
    expect(all).toMatchObject({ has_more: false });
    expect(all).not.toHaveProperty('more_starting_after');

    // Cursor pages, both ways, meet exactly; the path takes the campaign's name too.
    const page = await transactions(`/v1/campaigns/${campaign.id}`, '?limit=3');
    expect(page).toMatchObject({ has_more: true, more_starting_after: all.data[2]!.id });
    const rest = await transactions(
      `/v1/campaigns/${campaign.id}`,
      `?limit=3&starting_after_id=${page.more_starting_after}`,
    );
    expect([...page.data, ...rest.data]).toEqual(all.data);
    const oldest = await transactions(`/v1/campaigns/${encodeURIComponent(campaign.name)}`, '?order=id');
    expect(oldest.data).toEqual([...all.data].reverse());

    const filtered = await transactions(
      `/v1/campaigns/${campaign.id}`,
      `?filters[voucher_id][conditions][$in][0]=${secondId}`,
    );
    expect(filtered.data.map((t) => t.type)).toEqual(['CREDITS_ADDITION', 'CREDITS_REDEMPTION']);
    const either = await transactions(
      `/v1/campaigns/${campaign.id}`,
      `?filters[junction]=or&filters[id][conditions][$is]=${all.data[3]!.id}&filters[voucher_id][conditions][$is]=${secondId}`,
    );
    expect(either.data).toHaveLength(3);
    await expectError(get(`/v1/campaigns/${campaign.id}/transactions?filters[amount][conditions][$is]=1`), 400);
  });

  it("lists a loyalty program's point transactions on both paths; other campaigns have none", async () => {
    const { campaign } = await newCampaign({
      campaign_type: 'LOYALTY_PROGRAM',
      type: 'AUTO_UPDATE',
      voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 }, code_config: { pattern: 'LEDG-######' } },
    });
    const join = async (sourceId: string) =>
      (
        await readAs(
          post(`/v1/loyalties/${campaign.id}/members`, { customer: { source_id: sourceId } }),
          voucherSchema,
          200,
        )
      ).code;
    const ann = await join(`ledger-ann-${made}`);
    const bob = await join(`ledger-bob-${made}`);
    const points = (code: string, body: unknown) => post(`/v1/loyalties/${campaign.id}/members/${code}/balance`, body);
    expect((await points(ann, { points: 100, reason: 'Welcome' })).status).toBe(200);
    expect((await points(bob, { points: 40 })).status).toBe(200);
    expect((await points(ann, { points: -30, reason: 'Correction' })).status).toBe(200);

    const list = await transactions(`/v1/loyalties/${campaign.id}`);
    expect(list.data.map((t) => [t.type, ...moved(t), t.reason])).toEqual([
      ['POINTS_REMOVAL', -30, 70, 'Correction'],
      ['POINTS_ADDITION', 40, 40, null],
      ['POINTS_ADDITION', 100, 100, 'Welcome'],
    ]);
    expect(await transactions(`/v1/campaigns/${campaign.id}`)).toEqual(list);

    const discount = await newCampaign({
      vouchers_count: 1,
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } },
    });
    const none = { object: 'list', data_ref: 'data', data: [], has_more: false };
    expect(await transactions(`/v1/campaigns/${discount.campaign.id}`)).toEqual(none);
    expect(await transactions(`/v1/loyalties/${discount.campaign.id}`)).toEqual(none);
    await expectError(get('/v1/campaigns/camp_nope/transactions'), 404, 'not_found');
    await expectError(service.request(`/v1/campaigns/${campaign.id}/transactions`), 401);
  });
});

describe('POST /v1/campaigns/{campaignId}/transactions/export and /v1/loyalties/{campaignId}/transactions/export', () => {
  it("exports a gift card campaign's movements with spreadsheet formulas defused", async () => {
    const { campaign, codes } = await newCampaign({
      campaign_type: 'GIFT_VOUCHERS',
      vouchers_count: 2,
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 3000 } },
    });
    const [first, second] = codes as [string, string];
    clock.advance(1);
    await redeemThroughApi(service, { redeemables: [redeemable(first, 1200)], order: cart });
    const balance = { amount: -300, reason: '=HYPERLINK("http://evil.test","refund")', source_id: '+cmd' };
    expect((await post(`/v1/vouchers/${second}/balance`, balance)).status).toBe(200);

    const parameters = { order: 'created_at', fields: ['type', 'amount', 'balance', 'reason', 'source_id'] };
    const scheduled = await readAs(
      post(`/v1/campaigns/${campaign.id}/transactions/export`, { parameters }),
      exportSchema,
      200,
    );
    expect(officialErrors('post', '/v1/campaigns/{campaignId}/transactions/export', 200, scheduled)).toEqual([]);
    expect(scheduled).toMatchObject({
      status: 'SCHEDULED',
      exported_object: 'voucher_transactions',
      parameters: { ...parameters, filters: { campaign_id: { conditions: { $in: [campaign.id] } } } },
      result: null,
    });
    expect(await csvOf(scheduled.id)).toEqual([
      'type,amount,balance,reason,source_id',
      'CREDITS_REDEMPTION,-1200,1800,,',
      `CREDITS_REMOVAL,-300,2700,"'=HYPERLINK(""http://evil.test"",""refund"")",'+cmd`,
    ]);

    await expectError(
      post(`/v1/campaigns/${campaign.id}/transactions/export`, {
        parameters: { filters: { campaign_id: { conditions: { $in: ['camp_other'] } } } },
      }),
      400,
    );
    // The legacy loyalty path exports loyalty programs only.
    const forbidden = await expectError(post(`/v1/loyalties/${campaign.id}/transactions/export`, {}), 403);
    expect(forbidden.details).toBe('Transactions are allowed only for loyalty campaigns');
  });

  it("exports a loyalty program's transactions, filtered, and refuses campaigns without cards", async () => {
    const { campaign } = await newCampaign({
      campaign_type: 'LOYALTY_PROGRAM',
      type: 'AUTO_UPDATE',
      voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 }, code_config: { pattern: 'LEXP-######' } },
    });
    const member = await readAs(
      post(`/v1/loyalties/${campaign.id}/members`, { customer: { source_id: `ledger-exp-${made}` } }),
      voucherSchema,
      200,
    );
    const other = await readAs(
      post(`/v1/loyalties/${campaign.id}/members`, { customer: { source_id: `ledger-exp2-${made}` } }),
      voucherSchema,
      200,
    );
    for (const [code, pts] of [
      [member.code, 10],
      [other.code, 20],
      [member.code, 30],
    ] as const)
      expect((await post(`/v1/loyalties/${campaign.id}/members/${code}/balance`, { points: pts })).status).toBe(200);

    const scheduled = await readAs(
      post(`/v1/loyalties/${encodeURIComponent(campaign.name)}/transactions/export`, {
        parameters: {
          order: '-created_at',
          fields: ['voucher_id', 'amount', 'balance'],
          filters: { voucher_id: { conditions: { $in: [member.code] } } },
        },
      }),
      exportSchema,
      200,
    );
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/transactions/export', 200, scheduled)).toEqual([]);
    expect(await csvOf(scheduled.id)).toEqual([
      'voucher_id,amount,balance',
      `${member.id},30,40`,
      `${member.id},10,10`,
    ]);
    // Without parameters: the interface's default fields, every card of the program.
    const whole = await readAs(post(`/v1/campaigns/${campaign.id}/transactions/export`, {}), exportSchema, 200);
    expect(whole.parameters).toEqual({ filters: { campaign_id: { conditions: { $in: [campaign.id] } } } });
    expect(await csvOf(whole.id)).toHaveLength(4);

    const discount = await newCampaign({
      vouchers_count: 1,
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } },
    });
    const refused = await expectError(post(`/v1/campaigns/${discount.campaign.id}/transactions/export`, {}), 403);
    expect(refused.details).toBe('Transactions are allowed only for loyalty or gift campaigns');
    await expectError(post('/v1/loyalties/camp_nope/transactions/export', {}), 404, 'not_found');
  });
});

describe('a campaign transaction export longer than one chunk', () => {
  /** Gives the card `count` one-unit transactions of `type`, a second apart from 2024-01-01, oldest first by id. */
  const bulkLedger = (voucherId: string, campaignId: string, type: string, count: number) =>
    service.database.db.execute(sql`
      INSERT INTO loyalty_transactions (id, project_id, voucher_id, campaign_id, type, amount, balance, created_at)
      SELECT 'vtx_bulk_' || ${type} || lpad(n::text, 6, '0'), ${testKeys.project_id}, ${voucherId}, ${campaignId},
             ${type}, 1, n, timestamptz '2024-01-01' + n * interval '1 second'
      FROM generate_series(1, ${count}) AS n`);

  it.each([
    ['GIFT_VOUCHERS', { type: 'GIFT_VOUCHER', gift: { amount: 100 } }, 'CREDITS_ADDITION', 'created_at'],
    ['LOYALTY_PROGRAM', { type: 'LOYALTY_CARD', loyalty_card: { points: 0 } }, 'POINTS_ADDITION', '-created_at'],
  ] as const)(
    'of a %s campaign lists every record once, in order, across chunks',
    async (type, voucher, kind, order) => {
      const { campaign, codes } = await newCampaign({ campaign_type: type, vouchers_count: 1, voucher });
      const card = await readAs(get(`/v1/vouchers/${codes[0]}`), voucherSchema, 200);
      const count = 10_050;
      await bulkLedger(card.id, campaign.id, kind, count);
      const body = { parameters: { order, fields: ['id'] } };
      const scheduled = await readAs(post(`/v1/campaigns/${campaign.id}/transactions/export`, body), exportSchema, 200);
      const ids = (await csvOf(scheduled.id)).slice(1);
      const expected = Array.from({ length: count }, (_, i) => `vtx_bulk_${kind}${String(i + 1).padStart(6, '0')}`);
      expect(ids).toEqual(order === 'created_at' ? expected : expected.reverse());
    },
  );
});
