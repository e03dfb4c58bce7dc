import { VoucherifyServerSide } from '@voucherify/sdk';
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../../contract/customer.ts';
import { memberActivityListSchema, memberBalanceSchema } from '../../../contract/loyalty-member.ts';
import { loyaltyTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { projects } from '../../store/schema/access.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';
import { moved, movedBy } from '../../testing/transactions.ts';

const service = useTestService({ live: true });
const sdk = () =>
  VoucherifyServerSide({ applicationId: testKeys.app_id, secretKey: testKeys.app_token, apiUrl: service.url });
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const get = (path: string) => service.request(path, { headers: appHeaders });

let programs = 0;
/** A fresh auto-update loyalty program, so each test owns its members. */
async function newProgram() {
  const response = await post('/v1/campaigns', {
    name: `Members ${++programs} ${Date.now()}`,
    campaign_type: 'LOYALTY_PROGRAM',
    type: 'AUTO_UPDATE',
    voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 }, code_config: { pattern: 'MEM-########' } },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}
const join = (campaignId: string, body: unknown) =>
  readAs(post(`/v1/loyalties/${campaignId}/members`, body), voucherSchema, 200);
const balance = (path: string, body: unknown) => post(`${path}/balance`, body);
const card = (code: string) => readAs(get(`/v1/loyalties/members/${code}`), voucherSchema, 200);
const ledger = (code: string) =>
  readAs(get(`/v1/loyalties/members/${code}/transactions?limit=100`), loyaltyTransactionListSchema, 200);

describe('loyalty members', () => {
  it('adds a member once, reads it on both paths and moves its points through the official SDK', async () => {
    const campaignId = await newProgram();
    const client = sdk();
    const member = await client.loyalties.createMember(campaignId, { customer: { source_id: 'member-alice' } });
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/members', 200, member)).toEqual([]);
    expect(member).toMatchObject({
      type: 'LOYALTY_CARD',
      campaign_id: campaignId,
      holder: { source_id: 'member-alice' },
    });
    expect(member.code).toMatch(/^MEM-/);
    // A program is join_once: the same customer joining again keeps their one card.
    expect((await join(campaignId, { customer: { source_id: 'member-alice' } })).code).toBe(member.code);

    const byCampaign = await client.loyalties.getMember(campaignId, member.code);
    const alone = await client.loyalties.getMember(null, member.code);
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/members/{memberId}', 200, byCampaign)).toEqual([]);
    expect(officialErrors('get', '/v1/loyalties/members/{memberId}', 200, alone)).toEqual([]);
    expect(alone).toEqual(byCampaign);

    const added = await client.loyalties.addOrRemoveCardBalance(
      member.code,
      { points: 120, reason: 'Welcome gift', source_id: 'welcome-1' },
      campaignId,
    );
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/members/{memberId}/balance', 200, added)).toEqual([]);
    expect(added).toMatchObject({
      points: 120,
      balance: 120,
      total: 120,
      type: 'loyalty_card',
      operation_type: 'MANUAL',
    });
    const more = await client.loyalties.addPoints(campaignId, member.code, { points: 30 });
    expect(more).toMatchObject({ balance: 150, total: 150 });
    const taken = await readAs(
      balance(`/v1/loyalties/members/${member.code}`, { points: -50, reason: 'Goodwill correction' }),
      memberBalanceSchema,
      200,
    );
    expect(officialErrors('post', '/v1/loyalties/members/{memberId}/balance', 200, taken)).toEqual([]);
    expect(taken).toMatchObject({ points: -50, balance: 100, total: 150 });

    const overdraw = await expectError(balance(`/v1/loyalties/members/${member.code}`, { points: -101 }), 400);
    expect(overdraw).toMatchObject({ key: 'invalid_voucher' });
    expect(overdraw.details).toContain('below zero');
    expect((await card(member.code)).loyalty_card).toMatchObject({ balance: 100 });

    const transactions = await client.loyalties.listCardTransactions(member.code, null, { limit: 100 });
    expect(officialErrors('get', '/v1/loyalties/members/{memberId}/transactions', 200, transactions)).toEqual([]);
    const rows = (await ledger(member.code)).data;
    expect(rows.map((t) => [t.type, ...moved(t), t.reason])).toEqual([
      ['POINTS_REMOVAL', -50, 100, 'Goodwill correction'],
      ['POINTS_ADDITION', 30, 150, null],
      ['POINTS_ADDITION', 120, 120, 'Welcome gift'],
    ]);
    // The source is the channel the SDK names itself by; a request that names none leaves it null, as hosted.
    expect(rows[2]).toMatchObject({
      source: expect.stringMatching(/^Node\.js-.*SDK/),
      source_id: 'welcome-1',
      details: { balance: { points: 120, balance: 120, total: 120, operation_type: 'MANUAL' } },
    });
    expect(rows[0]).toMatchObject({ source: null, source_id: null });
  });

  it('adds a customer described without an id or source id as a new customer, as the hosted service does', async () => {
    const campaignId = await newProgram();
    const member = await join(campaignId, { customer: { name: 'Named Only', email: 'named@example.com' } });
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/members', 200, member)).toEqual([]);
    const holder = await readAs(get(`/v1/customers/${member.holder_id}`), customerSchema, 200);
    expect(holder).toMatchObject({ name: 'Named Only', email: 'named@example.com' });
    expect(holder.source_id).toBeUndefined();
    // Each such request is a customer of its own.
    expect((await join(campaignId, { customer: { name: 'Named Only' } })).holder_id).not.toBe(member.holder_id);
  });

  it('lists the member activity on both spellings and paths, newest first, keyset paged', async () => {
    const campaignId = await newProgram();
    const member = await join(campaignId, { customer: { source_id: 'member-activity' } });
    const path = `/v1/loyalties/members/${member.code}`;
    await balance(path, { points: 40, reason: 'Event bonus' });
    await balance(path, { points: -15, reason: 'Fix' });

    const client = sdk();
    const activity = await client.loyalties.listMemberActivity(campaignId, member.code);
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/members/{memberId}/activity', 200, activity)).toEqual([]);
    expect(activity.data.map((a) => a.type)).toEqual([
      'customer.voucher.loyalty_card.points_added',
      'customer.voucher.loyalty_card.points_added',
      'customer.publication.succeeded',
    ]);
    expect(activity.data[0]!.data).toMatchObject({ transaction: { points: -15, balance: 25, reason: 'Fix' } });
    const older = await client.loyalties.getMemberActivities(null, member.code);
    expect(older).toEqual(activity);

    const first = await readAs(get(`${path}/activity?limit=1`), memberActivityListSchema, 200);
    expect(first).toMatchObject({ has_more: true, more_starting_after: first.data[0]!.id });
    const next = await readAs(
      get(`${path}/activity?limit=5&starting_after_id=${first.more_starting_after}`),
      memberActivityListSchema,
      200,
    );
    expect(next.data.map((a) => a.id)).toEqual(activity.data.slice(1).map((a) => a.id));
    expect(next).toMatchObject({ has_more: false });
    expect(next).not.toHaveProperty('more_starting_after');
    expect(officialErrors('get', '/v1/loyalties/members/{memberId}/activity', 200, next)).toEqual([]);
  });

  it("transfers points from the holder's other cards, all or nothing", async () => {
    const [target, other] = [await newProgram(), await newProgram()];
    const customer = { source_id: 'member-transfer' };
    const into = await join(target, { customer });
    const from = await join(other, { customer });
    const stranger = await join(other, { customer: { source_id: 'member-stranger' } });
    for (const code of [from.code, stranger.code]) await balance(`/v1/loyalties/members/${code}`, { points: 100 });

    const transferred = await sdk().loyalties.transferPoints(target, into.code, [
      { code: from.code, points: 60, reason: 'Merge cards', source_id: 'merge-1' },
    ]);
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/members/{memberId}/transfers', 200, transferred)).toEqual(
      [],
    );
    expect(transferred).toMatchObject({ code: into.code, loyalty_card: { balance: 60 } });
    expect((await card(from.code)).loyalty_card).toMatchObject({ balance: 40 });
    expect((await ledger(from.code)).data[0]).toMatchObject({
      type: 'POINTS_TRANSFER_OUT',
      details: { balance: { points: -60 } },
    });
    expect((await ledger(into.code)).data[0]).toMatchObject({
      type: 'POINTS_TRANSFER_IN',
      reason: 'Merge cards',
      details: {
        source_voucher: { code: from.code },
        destination_voucher: { code: into.code },
        balance: { points: 60, balance: 60 },
      },
    });

    const transfer = (body: unknown) => post(`/v1/loyalties/${target}/members/${into.code}/transfers`, body);
    const source = (code: string, points: number) => ({ code, points, source_id: `t-${code}` });
    // Too many points from one source refuses the whole transfer, the other source's points included.
    await expectError(transfer([source(from.code, 10), source(stranger.code, 5)]), 400, 'invalid_voucher');
    expect(await expectError(transfer([source(from.code, 41)]), 400, 'invalid_voucher')).toMatchObject({
      details: expect.stringContaining('below zero'),
    });
    await expectError(transfer([source(into.code, 1)]), 400, 'invalid_voucher');
    await expectError(transfer([source('NOPE-CARD', 1)]), 404, 'not_found');
    await expectError(transfer([source(from.code, 1), source(from.code, 1)]), 400, 'invalid_payload');
    await expectError(transfer([]), 400, 'invalid_payload');
    await expectError(transfer(Array.from({ length: 51 }, (_, i) => source(`C${i}`, 1))), 400, 'invalid_payload');
    expect((await card(from.code)).loyalty_card).toMatchObject({ balance: 40 });
    expect((await card(into.code)).loyalty_card).toMatchObject({ balance: 60 });
  });

  it('refuses bad input, unknown programs, cards of other programs and projects, writing nothing', async () => {
    const campaignId = await newProgram();
    const member = await join(campaignId, { customer: { source_id: 'member-bad-input' } });
    const path = `/v1/loyalties/${campaignId}/members/${member.code}`;
    for (const body of [
      { points: 0 },
      { points: 1.5 },
      { points: '10' },
      { points: 10, reason: 'x'.repeat(1001) },
      { points: 10, source_id: 'y'.repeat(201) },
      { points: 1e13 },
      {},
    ])
      await expectError(balance(path, body), 400, 'invalid_payload');
    const proto = await service.request(`${path}/balance`, {
      method: 'POST',
      headers: { ...appHeaders, 'content-type': 'application/json' },
      body: '{"points": 5, "__proto__": {"points": -1000}}',
    });
    await expectError(proto, 400, 'invalid_payload');
    expect((await card(member.code)).loyalty_card).toMatchObject({ balance: 0 });
    await expectError(post(`/v1/loyalties/${campaignId}/members`, { customer: {} }), 400);
    await expectError(post(`/v1/loyalties/${campaignId}/members`, { customer: { id: 'cust_nobody' } }), 404);
    await expectError(post('/v1/loyalties/camp_nope/members', { customer: { source_id: 'x' } }), 404, 'not_found');

    const otherProgram = await newProgram();
    const outsider = await expectError(get(`/v1/loyalties/${otherProgram}/members/${member.code}`), 404);
    expect(outsider).toMatchObject({ resource_type: 'voucher', resource_id: member.code });
    await expectError(post(`/v1/loyalties/${otherProgram}/members`, { voucher: member.code, customer: {} }), 404);
    await expectError(balance(`/v1/loyalties/camp_nope/members/${member.code}`, { points: 5 }), 404);

    // A card of another project is not found, whichever path names it.
    const db = service.database.db;
    const [second] = await db.select({ id: projects.id }).from(projects).where(ne(projects.id, testKeys.project_id));
    await db.update(vouchers).set({ projectId: second!.id }).where(eq(vouchers.code, member.code));
    for (const response of [
      get(`/v1/loyalties/members/${member.code}`),
      get(`/v1/loyalties/members/${member.code}/activity`),
      get(`/v1/loyalties/members/${member.code}/transactions`),
      balance(`/v1/loyalties/members/${member.code}`, { points: 5 }),
    ])
      await expectError(response, 404, 'not_found');
    const rows = await db.select().from(vouchers).where(eq(vouchers.code, member.code));
    expect(rows[0]!.loyaltyBalance).toBe(0);
  });
});

describe('loyalty members under concurrency', () => {
  it('gives one card to 50 concurrent joins of one new customer', async () => {
    const campaignId = await newProgram();
    const joins = await Promise.all(
      Array.from({ length: 50 }, () => join(campaignId, { customer: { source_id: 'member-racer', name: 'Racer' } })),
    );
    expect(new Set(joins.map((m) => m.code)).size).toBe(1);
    const held = await service.database.db.select().from(vouchers).where(eq(vouchers.campaignId, campaignId));
    expect(held.filter((v) => v.holderId !== null)).toHaveLength(1);
  });

  it('never takes a balance below zero under 50 concurrent subtractions, and the ledger sums to it', async () => {
    const campaignId = await newProgram();
    const member = await join(campaignId, { customer: { source_id: 'member-spender' } });
    const path = `/v1/loyalties/members/${member.code}`;
    await balance(path, { points: 200 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => balance(path, { points: -10 })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect((await card(member.code)).loyalty_card).toMatchObject({ balance: 0 });
    const rows = (await ledger(member.code)).data;
    expect(rows.reduce((sum, t) => sum + movedBy(t), 0)).toBe(0);
    expect(rows).toHaveLength(21);
  });
});
