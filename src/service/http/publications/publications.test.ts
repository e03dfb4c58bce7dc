import { VoucherifyClientSide, VoucherifyServerSide } from '@voucherify/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { publicationListSchema, publicationSchema } from '../../../contract/publication.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { customers, webhookEvents } from '../../store/schema/activity.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { publications } from '../../store/schema/publications.ts';
import { allTemplates, readAs, setUpCampaignThroughApi } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const db = () => service.database.db;
let templateId = '';
let campaigns = 0;

beforeAll(async () => {
  templateId = (await allTemplates(service)).find((t) => t.name === 'Summer $15 off')!.id;
});

/** A campaign of its own with `count` free codes. */
async function campaignWith(count: number, overrides: Record<string, unknown> = {}) {
  const name = `Publications ${++campaigns}`;
  const setup = await setUpCampaignThroughApi(service, templateId, {
    name,
    type: 'STATIC',
    vouchers_count: count,
    ...overrides,
  });
  return { id: setup.campaign.id, name };
}

const create = (body: unknown, query = '') =>
  service.request(`/v1/publications${query}`, jsonRequest('POST', body, appHeaders));
const published = async (body: unknown, query = '') => {
  const answer = await readAs(create(body, query), publicationSchema, 200);
  expect(officialErrors('post', '/v1/publications', 200, answer)).toEqual([]);
  return answer;
};
const refused = (response: Promise<Response>, status = 400) => readAs(response, errorBodySchema, status);
const list = async (query: string) => {
  const page = await readAs(
    service.request(`/v1/publications?${query}`, { headers: appHeaders }),
    publicationListSchema,
    200,
  );
  expect(officialErrors('get', '/v1/publications', 200, page)).toEqual([]);
  return page;
};
const voucher = async (code: string) =>
  readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200);
type Answer = z.infer<typeof publicationSchema>;
const codeOf = (answer: Answer) => ('voucher' in answer ? answer.voucher.code : expect.fail('one voucher expected'));
const codesOf = (answer: Answer) => ('vouchers' in answer ? answer.vouchers : expect.fail('codes expected'));
const publicationsOf = (campaignId: string) =>
  db().select().from(publications).where(eq(publications.campaignId, campaignId));

describe('publications', () => {
  it('hands a free code to a customer, who becomes its holder, and lists the publication', async () => {
    const campaign = await campaignWith(2);
    const answer = await published({
      campaign: { name: campaign.name },
      customer: { source_id: 'pub-ann', name: 'Ann', email: 'ann@example.com' },
      metadata: { batch: 7 },
    });
    expect(answer).toMatchObject({
      id: expect.stringMatching(/^pub_/),
      object: 'publication',
      tracking_id: 'pub-ann',
      channel: 'API',
      source_id: null,
      result: 'SUCCESS',
      metadata: { batch: 7 },
      customer: { source_id: 'pub-ann', name: 'Ann', object: 'customer' },
    });
    const code = codeOf(answer);
    const read = await voucher(code);
    expect(read).toMatchObject({ holder_id: answer.customer_id, publish: { object: 'list', count: 1 } });
    expect(answer).toMatchObject({
      vouchers_id: [read.id],
      voucher: { campaign_id: campaign.id, publish: { count: 1 } },
    });

    const events = await db().select().from(webhookEvents).where(eq(webhookEvents.projectId, testKeys.project_id));
    const about = events.filter(
      (e) => JSON.stringify(e.payload).includes(answer.id) || JSON.stringify(e.payload).includes(code),
    );
    expect(about.map((e) => e.type).sort()).toEqual(['publication.succeeded', 'voucher.published']);

    const byCustomer = await list(`customer=pub-ann&campaign=${encodeURIComponent(campaign.name)}`);
    expect(byCustomer.total).toBe(1);
    expect(byCustomer.publications[0]).toMatchObject({ id: answer.id, voucher: { code, object: 'voucher' } });
    expect((await list(`voucher=${code}`)).publications.map((p) => p.id)).toEqual([answer.id]);
    expect((await list('result=FAILURE')).total).toBe(0);
    const over = await refused(service.request('/v1/publications?page=1001', { headers: appHeaders }));
    expect(over.key).toBe('page_over_limit');
  });

  it('answers the same publication again for a source_id, and refuses it for another customer', async () => {
    const campaign = await campaignWith(3);
    const body = { campaign: { name: campaign.id }, customer: { source_id: 'pub-bob' }, source_id: 'crm-1' };
    const first = await published(body);
    const again = await published(body);
    expect(again.id).toBe(first.id);
    expect(codeOf(again)).toBe(codeOf(first));
    const other = await refused(create({ ...body, customer: { source_id: 'pub-carl' } }));
    expect(other).toMatchObject({
      key: 'duplicate_source_id',
      details: "Publication with source_id: 'crm-1' already exists",
    });
    expect(await publicationsOf(campaign.id)).toHaveLength(1);
    expect((await voucher(codeOf(first))).publish?.count).toBe(1);
  });

  it('gives a customer one code of a join_once campaign, whatever they ask', async () => {
    const campaign = await campaignWith(3, { join_once: true });
    const body = { campaign: { name: campaign.name }, customer: { source_id: 'pub-dora' } };
    const first = await published(body);
    const second = await published(body);
    expect(second.id).toBe(first.id);
    expect(codeOf(second)).toBe(codeOf(first));
    const several = await refused(create({ ...body, campaign: { name: campaign.name, count: 2 } }));
    expect(several.key).toBe('too_many_vouchers_requested');
    const another = await published({ ...body, customer: { source_id: 'pub-ed' } });
    expect(codeOf(another)).not.toBe(codeOf(first));
    // Without join_once on the campaign, the query flag asks for it.
    const open = await campaignWith(3);
    const flagged = { campaign: { name: open.name }, customer: { source_id: 'pub-dora' } };
    const a = await published(flagged, '?join_once=true');
    expect(codeOf(await published(flagged, '?join_once=true'))).toBe(codeOf(a));
    expect(codeOf(await published(flagged))).not.toBe(codeOf(a));
  });

  it('hands several codes at once, all or none, and answers the hosted error when the campaign runs out', async () => {
    const campaign = await campaignWith(3);
    const customer = { source_id: 'pub-fay' };
    const two = await published({ campaign: { name: campaign.name, count: 2 }, customer });
    expect(codesOf(two)).toHaveLength(2);
    expect(two.vouchers_id).toHaveLength(2);
    const tooMany = await refused(create({ campaign: { name: campaign.name, count: 2 }, customer }));
    expect(tooMany).toMatchObject({ key: 'no_voucher_suitable_for_publication' });
    // Nothing was taken by the refused request: the last code is still free.
    const last = await published({ campaign: campaign.name, customer });
    expect(codesOf(two)).not.toContain(codeOf(last));
    const listed = await list(`campaign=${encodeURIComponent(campaign.name)}&order=created_at`);
    expect(listed.publications.map((p) => p.id)).toEqual([two.id, last.id]);
    expect(listed.publications[0]).toMatchObject({ vouchers: codesOf(two) });
    const above = await refused(create({ campaign: { name: campaign.name, count: 51 }, customer }));
    expect(above.key).toBe('invalid_payload');
  });

  it('issues a code when an auto-update campaign has none free', async () => {
    const campaign = await campaignWith(0, { type: 'AUTO_UPDATE' });
    const answer = await published({ campaign: { name: campaign.name }, customer: { source_id: 'pub-kim' } });
    expect(await voucher(codeOf(answer))).toMatchObject({ campaign_id: campaign.id, holder_id: answer.customer_id });
    const read = await service.request(`/v1/campaigns/${campaign.id}`, { headers: appHeaders });
    expect(await read.json()).toMatchObject({ vouchers_count: 1 });
  });

  it('publishes a specific code, and refuses one another customer holds', async () => {
    const campaign = await campaignWith(1);
    const [row] = await db().select().from(vouchers).where(eq(vouchers.campaignId, campaign.id));
    const answer = await published({ voucher: row!.code, customer: { source_id: 'pub-gus' }, channel: 'Email' });
    expect(answer).toMatchObject({ channel: 'Email', voucher: { code: row!.code } });
    const taken = await refused(create({ voucher: row!.code, customer: { source_id: 'pub-hal' } }));
    expect(taken.key).toBe('voucher_already_published');
    const missing = await refused(create({ customer: { source_id: 'pub-hal' } }));
    expect(missing).toMatchObject({ key: 'missing_vouchers', details: 'Either Campaign or Voucher is required' });
    const unknown = await refused(create({ campaign: { name: 'No such campaign' }, customer: { id: 'x' } }), 404);
    expect(unknown.resource_type).toBe('customer');
    const noCampaign = await refused(
      create({ campaign: { name: 'No such campaign' }, customer: { source_id: 'pub-hal' } }),
      404,
    );
    expect(noCampaign).toMatchObject({ resource_type: 'campaign', resource_id: 'No such campaign' });
    const [hal] = await db().select().from(customers).where(eq(customers.sourceId, 'pub-hal'));
    expect(hal).toBeUndefined();
  });

  it('publishes from the query string, one code at most', async () => {
    const campaign = await campaignWith(2);
    const name = encodeURIComponent(campaign.name);
    const path = `/v1/publications/create?campaign[name]=${name}&customer[source_id]=pub-ivy&customer[name]=Ivy&metadata[from]=link`;
    const answer = await readAs(service.request(path, { headers: appHeaders }), publicationSchema, 200);
    expect(officialErrors('get', '/v1/publications/create', 200, answer)).toEqual([]);
    expect(answer).toMatchObject({ customer: { source_id: 'pub-ivy', name: 'Ivy' }, metadata: { from: 'link' } });
    const two = `/v1/publications/create?campaign[name]=${name}&campaign[count]=2&customer[source_id]=pub-ivy`;
    const refusedTwo = await refused(service.request(two, { headers: appHeaders }));
    expect(refusedTwo).toMatchObject({ key: 'too_many_vouchers_requested', details: 'Only up to 1 can be published' });
  });

  it('publishes client-side with the client keys, and never changes a stored customer from there', async () => {
    const campaign = await campaignWith(1);
    await published({ campaign: campaign.name, customer: { source_id: 'pub-jo', name: 'Jo' } });
    const other = await campaignWith(1);
    const res = service.request(
      `/client/v1/publish?campaign=${encodeURIComponent(other.name)}`,
      jsonRequest(
        'POST',
        { customer: { source_id: 'pub-jo', name: 'Renamed' }, channel: 'Voucherify.js' },
        clientHeaders,
      ),
    );
    const answer = await readAs(res, publicationSchema, 200);
    expect(answer).toMatchObject({ channel: 'Voucherify.js', customer: { name: 'Jo' } });
    expect(await voucher(codeOf(answer))).toMatchObject({ campaign_id: other.id, holder_id: answer.customer_id });
  });

  it('never hands one code twice to concurrent publications, and refuses the one too many', async () => {
    const campaign = await campaignWith(20);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        readAs(
          create({ campaign: { name: campaign.name }, customer: { source_id: `pub-race-${i}` } }),
          publicationSchema,
          200,
        ),
      ),
    );
    const codes = answers.map(codeOf);
    expect(new Set(codes).size).toBe(20);
    const late = await refused(create({ campaign: { name: campaign.name }, customer: { source_id: 'pub-race-late' } }));
    expect(late.key).toBe('no_voucher_suitable_for_publication');
    const rows = await db().select().from(vouchers).where(eq(vouchers.campaignId, campaign.id));
    expect(rows.every((r) => r.publishCount === 1 && r.holderId)).toBe(true);
    expect(new Set(rows.map((r) => r.holderId)).size).toBe(20);
    expect(await publicationsOf(campaign.id)).toHaveLength(20);
    const lateCustomer = await db()
      .select()
      .from(customers)
      .where(and(eq(customers.projectId, testKeys.project_id), inArray(customers.sourceId, ['pub-race-late'])));
    expect(lateCustomer).toEqual([]);
  });

  it('answers the official SDK v2, server- and client-side', async () => {
    const campaign = await campaignWith(2);
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.distributions.publications.create({
      campaign: { name: campaign.name },
      customer: { source_id: 'pub-sdk' },
    });
    expect(made).toMatchObject({ object: 'publication', customer: { source_id: 'pub-sdk' } });
    const listed = await sdk.distributions.publications.list({ customer: 'pub-sdk' });
    expect(listed.publications?.map((p) => p.id)).toEqual([made.id]);
    const client = VoucherifyClientSide({
      clientApplicationId: testKeys.client_app_id,
      clientSecretKey: testKeys.client_token,
      apiUrl: service.url,
      origin: testKeys.client_origin,
    });
    const fromClient = await client.publish(campaign.name, { customer: { source_id: 'pub-sdk-client' } });
    expect(fromClient.voucher?.code).not.toBe(made.voucher.code);
  });
});
