import { VoucherifyServerSide } from '@voucherify/sdk';
import { asc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { loyaltyTierListSchema, loyaltyTierSchema } from '../../../contract/loyalty-tier.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const get = (path: string) => service.request(path, { headers: appHeaders });

let programs = 0;
/** A loyalty program of its own, and a card of it held by a new customer. */
async function programWithMember() {
  const name = `Tiers program ${++programs}`;
  const created = await post('/v1/campaigns', {
    name,
    campaign_type: 'LOYALTY_PROGRAM',
    vouchers_count: 2,
    voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 } },
  });
  const campaign = z.object({ id: z.string() }).parse(await created.json());
  const published = await post('/v1/publications', {
    campaign: { name },
    customer: { source_id: `tiers-member-${programs}` },
  });
  expect(published.status, await published.clone().text()).toBe(200);
  const { voucher } = z.object({ voucher: z.object({ code: z.string() }) }).parse(await published.json());
  return { campaignId: campaign.id, code: voucher.code };
}

const createTiers = (campaignId: string, body: unknown) => post(`/v1/loyalties/${campaignId}/tiers`, body);
const threeTiers = [
  { name: 'Bronze', points: { from: 0, to: 99 } },
  { name: 'Silver', points: { from: 100, to: 499 }, earning_rules: { ern_abc: { type: 'MULTIPLY', multiplier: 2 } } },
  { name: 'Gold', points: { from: 500 }, rewards: { rewa_xyz: { type: 'CUSTOM', points: 300 } }, metadata: { vip: 1 } },
];
const changePoints = (code: string, amount: number) =>
  post(`/v1/vouchers/${code}/balance`, { amount, reason: 'Tier test' }).then((r) => expect(r.status).toBe(200));
const memberTiers = async (code: string) => {
  const answer = await readAs(get(`/v1/loyalties/members/${code}/tiers`), loyaltyTierListSchema, 200);
  expect(officialErrors('get', '/v1/loyalties/members/{memberId}/tiers', 200, answer)).toEqual([]);
  return answer;
};
const tierEvents = (campaignId: string) =>
  service.database.db
    .select({ type: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(like(webhookEvents.type, 'customer.loyalty_tier.%'))
    .orderBy(asc(webhookEvents.createdAt))
    .then((rows) => rows.filter((r) => (r.payload.campaign as { id: string }).id === campaignId));

describe('loyalty tiers', () => {
  it('creates tiers in bulk, lists and reads them in the official shapes', async () => {
    const { campaignId } = await programWithMember();
    const created = await readAs(createTiers(campaignId, threeTiers), z.array(loyaltyTierSchema), 200);
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/tiers', 200, created)).toEqual([]);
    expect(created.map((t) => [t.name, t.points])).toEqual([
      ['Bronze', { from: 0, to: 99 }],
      ['Silver', { from: 100, to: 499 }],
      ['Gold', { from: 500 }],
    ]);
    expect(created[1]).toMatchObject({
      id: expect.stringMatching(/^ltr_/),
      campaign_id: campaignId,
      earning_rules: { ern_abc: { type: 'MULTIPLY', multiplier: 2 } },
      config: { points: { from: 100, to: 499 } },
      object: 'loyalty_tier',
    });
    expect(created[2]).toMatchObject({ rewards: { rewa_xyz: { type: 'CUSTOM', points: 300 } }, metadata: { vip: 1 } });

    const listed = await readAs(get(`/v1/loyalties/${campaignId}/tiers`), loyaltyTierListSchema, 200);
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/tiers', 200, listed)).toEqual([]);
    expect(listed).toMatchObject({ total: 3, data: created });
    const newest = await readAs(
      get(`/v1/loyalties/${campaignId}/tiers?order=-created_at&limit=1`),
      loyaltyTierListSchema,
      200,
    );
    expect(newest.data.map((t) => t.name)).toEqual(['Gold']);

    const one = await readAs(get(`/v1/loyalties/${campaignId}/tiers/${created[0]!.id}`), loyaltyTierSchema, 200);
    expect(officialErrors('get', '/v1/loyalties/{campaignId}/tiers/{loyaltyTierId}', 200, one)).toEqual([]);
    expect(one).toEqual(created[0]);
  });

  it('refuses overlapping ranges naming the tier, and bad input, writing nothing', async () => {
    const { campaignId } = await programWithMember();
    await readAs(
      createTiers(campaignId, [{ name: 'Base', points: { from: 0, to: 100 } }]),
      z.array(loyaltyTierSchema),
      200,
    );
    const overlap = await readAs(
      createTiers(campaignId, [{ name: 'Clash', points: { from: 100, to: 200 } }]),
      errorBodySchema,
      400,
    );
    expect(overlap.details).toContain('Clash');
    const inside = await readAs(
      createTiers(campaignId, [
        { name: 'Fine', points: { from: 300, to: 400 } },
        { name: 'Within', points: { from: 350, to: 360 } },
      ]),
      errorBodySchema,
      400,
    );
    expect(inside.details).toContain('Within');
    for (const bad of [
      [],
      [{ name: 'No range' }],
      [{ name: 'Backwards', points: { from: 900, to: 800 } }],
      [{ name: 'Negative', points: { from: -1 } }],
      [
        {
          name: 'Proto',
          points: { from: 1000 },
          earning_rules: JSON.parse('{"__proto__": {"type":"CUSTOM","points":1}}'),
        },
      ],
      [{ name: 'Huge', points: { from: 1000, to: 10_000_000_000 } }],
      Array.from({ length: 101 }, (_, i) => ({
        name: `T${i}`,
        points: { from: 2000 + i * 10, to: 2000 + i * 10 + 5 },
      })),
    ])
      await readAs(createTiers(campaignId, bad), errorBodySchema, 400);
    expect((await readAs(get(`/v1/loyalties/${campaignId}/tiers`), loyaltyTierListSchema, 200)).total).toBe(1);
  });

  it('takes a tier without a range (points {}), which no balance reaches, beside ranged ones', async () => {
    const { campaignId, code } = await programWithMember();
    const created = await readAs(
      createTiers(campaignId, [
        { name: 'Ranged', points: { from: 10, to: 100 } },
        { name: 'Unranged', earning_rules: {}, points: {} },
      ]),
      z.array(loyaltyTierSchema),
      200,
    );
    expect(officialErrors('post', '/v1/loyalties/{campaignId}/tiers', 200, created)).toEqual([]);
    expect(created.map((tier) => [tier.name, tier.points])).toEqual([
      ['Ranged', { from: 10, to: 100 }],
      ['Unranged', {}],
    ]);
    await changePoints(code, 1000);
    expect((await memberTiers(code)).data).toEqual([]);
    await changePoints(code, -950);
    expect((await memberTiers(code)).data.map((tier) => tier.name)).toEqual(['Ranged']);
  });

  it('lets one of 20 concurrent requests add overlapping ranges', async () => {
    const { campaignId } = await programWithMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createTiers(campaignId, [{ name: `Racer ${i}`, points: { from: i, to: 100 } }]),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    expect((await readAs(get(`/v1/loyalties/${campaignId}/tiers`), loyaltyTierListSchema, 200)).total).toBe(1);
  });

  it('moves a member between tiers as its balance changes, with the official webhook events', async () => {
    const { campaignId, code } = await programWithMember();
    await changePoints(code, 150); // before any tier: the tiers place it when they are made
    const [bronze, silver, gold] = await readAs(createTiers(campaignId, threeTiers), z.array(loyaltyTierSchema), 200);
    const held = await memberTiers(code);
    expect(held.data.map((t) => t.id)).toEqual([silver!.id]);
    expect(held.data[0]!.expiration).toMatchObject({ campaign_id: campaignId, tier_id: silver!.id });
    expect(held.data[0]!.expiration?.customer_id).toMatch(/^cust_/);

    await changePoints(code, 400);
    expect((await memberTiers(code)).data.map((t) => t.name)).toEqual(['Gold']);
    await changePoints(code, -500);
    expect((await memberTiers(code)).data.map((t) => t.name)).toEqual(['Bronze']);
    await changePoints(code, 10);
    expect((await memberTiers(code)).data.map((t) => t.name)).toEqual(['Bronze']);

    const events = await tierEvents(campaignId);
    expect(events.map((e) => [e.type, (e.payload.loyalty_tier as { id: string }).id])).toEqual([
      ['customer.loyalty_tier.joined', silver!.id],
      ['customer.loyalty_tier.upgraded', gold!.id],
      ['customer.loyalty_tier.downgraded', bronze!.id],
    ]);
  });

  it('keeps the tier in step with the balance under 50 concurrent point additions', async () => {
    const { campaignId, code } = await programWithMember();
    await readAs(createTiers(campaignId, threeTiers), z.array(loyaltyTierSchema), 200);
    await Promise.all(Array.from({ length: 50 }, () => changePoints(code, 10)));
    expect((await memberTiers(code)).data.map((t) => t.name)).toEqual(['Gold']);
    // Each threshold crossed once: joined Bronze when the tiers came, then Silver at 100 and Gold at 500.
    expect((await tierEvents(campaignId)).map((e) => e.type)).toEqual([
      'customer.loyalty_tier.joined',
      'customer.loyalty_tier.upgraded',
      'customer.loyalty_tier.upgraded',
    ]);
  });

  it('leaves a member below every tier with no tier', async () => {
    const { campaignId, code } = await programWithMember();
    await readAs(createTiers(campaignId, [{ name: 'Club', points: { from: 50 } }]), z.array(loyaltyTierSchema), 200);
    expect((await memberTiers(code)).total).toBe(0);
    await changePoints(code, 60);
    expect((await memberTiers(code)).data.map((t) => t.name)).toEqual(['Club']);
    await changePoints(code, -20);
    expect((await memberTiers(code)).total).toBe(0);
    expect((await tierEvents(campaignId)).map((e) => e.type)).toEqual([
      'customer.loyalty_tier.joined',
      'customer.loyalty_tier.left',
    ]);
  });

  it('answers 404 for a program, tier or member it does not have', async () => {
    const { campaignId } = await programWithMember();
    const [tier] = await readAs(
      createTiers(campaignId, [{ name: 'Only', points: { from: 0 } }]),
      z.array(loyaltyTierSchema),
      200,
    );
    const missing = async (response: Promise<Response>, type: string) =>
      expect(await readAs(response, errorBodySchema, 404)).toMatchObject({ resource_type: type });
    await missing(get('/v1/loyalties/camp_nope/tiers'), 'campaign');
    await missing(createTiers('camp_nope', [{ name: 'X', points: { from: 0 } }]), 'campaign');
    await missing(get(`/v1/loyalties/${campaignId}/tiers/ltr_nope`), 'loyalty_tier');
    await missing(get('/v1/loyalties/members/NO-SUCH-CARD/tiers'), 'voucher');
    // A tier is found only under its own program.
    const { campaignId: otherProgram } = await programWithMember();
    await missing(get(`/v1/loyalties/${otherProgram}/tiers/${tier!.id}`), 'loyalty_tier');
  });

  it('answers the official SDK v2', async () => {
    const { campaignId, code } = await programWithMember();
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.loyalties.createTiers(campaignId, [
      { name: 'Start', points: { from: 0, to: 9 } },
      { name: 'Next', points: { from: 10 } },
    ]);
    expect(made.map((t) => t.name)).toEqual(['Start', 'Next']);
    expect((await sdk.loyalties.listTiers(campaignId)).data.map((t) => t.name)).toEqual(['Start', 'Next']);
    expect(await sdk.loyalties.getTier(campaignId, made[1]!.id)).toMatchObject({ name: 'Next' });
    expect((await sdk.loyalties.listMemberLoyaltyTiers(code)).data.map((t) => t.name)).toEqual(['Start']);
  });
});
