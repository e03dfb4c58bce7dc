import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { productSchema, skuSchema } from '../../../contract/product.ts';
import { trashBinItemSchema, trashBinListSchema } from '../../../contract/trash-bin.ts';
import { validationRuleAssignmentListSchema } from '../../../contract/validation-rule-assignment.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { voucherListSchema, voucherSchema } from '../../../contract/voucher.ts';
import { allTemplates, expectError, personHeaders, readAs, setUpCampaignThroughApi } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = appHeaders) =>
  service.request(path, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const bin = async (query = '') => {
  const page = await readAs(send('GET', `/v1/trash-bin${query}`), trashBinListSchema, 200);
  expect(officialErrors('get', '/v1/trash-bin', 200, page)).toEqual([]);
  return page;
};
const entryOf = async (resourceId: string) =>
  (await bin(`?limit=100&filters[resource_id][conditions][$is]=${resourceId}`)).data[0];
const restorePath = (entryId: string, projectId = testKeys.project_id) =>
  `/promodesk/projects/${projectId}/trash-bin/${entryId}/restore`;
const restore = (entryId: string, projectId?: string) =>
  send('POST', restorePath(entryId, projectId), undefined, managementHeaders);
const newVoucher = (code: string, extra: Record<string, unknown> = {}) =>
  readAs(
    send('POST', `/v1/vouchers/${code}`, {
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'PERCENT', percent_off: 10 },
      ...extra,
    }),
    voucherSchema,
    200,
  );
const codesListed = async (code: string) =>
  (await readAs(send('GET', `/v1/vouchers?limit=100&code=${code}`), voucherListSchema, 200)).vouchers.map(
    (v) => v.code,
  );

describe('the bin', () => {
  it('takes a deleted voucher out of every lookup and restores it with its code, category and metadata', async () => {
    const voucher = await newVoucher('BIN-ME', { category: 'Bin tests', metadata: { channel: 'mail' } });
    expect((await send('DELETE', '/v1/vouchers/BIN-ME')).status).toBe(204);
    await expectError(send('GET', '/v1/vouchers/BIN-ME'), 404, 'not_found');
    expect(await codesListed('BIN-ME')).toEqual([]);
    const entry = await entryOf(voucher.id);
    expect(entry).toEqual({
      id: expect.stringMatching(/^tbe_/) as string,
      created_at: expect.any(String) as string,
      deleted_by_user_id: null,
      resource_id: voucher.id,
      resource_type: 'voucher',
      resource_name: 'BIN-ME',
      resource_parent_id: null,
      object: 'voucher',
    });

    const restored = await readAs(restore(entry!.id), trashBinItemSchema, 200);
    expect(restored).toEqual(entry);
    const back = await readAs(send('GET', '/v1/vouchers/BIN-ME'), voucherSchema, 200);
    expect(back).toMatchObject({ id: voucher.id, category: 'Bin tests', metadata: { channel: 'mail' } });
    expect(await entryOf(voucher.id)).toBeUndefined();
    await expectError(restore(entry!.id), 404, 'not_found');
  });

  it('refuses a restore while the code is taken, changing nothing; a permanent delete frees the code for good', async () => {
    const first = await newVoucher('TAKEN-CODE');
    expect((await send('DELETE', '/v1/vouchers/TAKEN-CODE')).status).toBe(204);
    const second = await newVoucher('TAKEN-CODE', { metadata: { second: true } });
    const entry = (await entryOf(first.id))!;

    const refused = await expectError(restore(entry.id), 409, 'duplicate_found');
    expect(refused.details).toContain('The code TAKEN-CODE has been taken since');
    expect(await entryOf(first.id)).toEqual(entry);
    expect(await readAs(send('GET', '/v1/vouchers/TAKEN-CODE'), voucherSchema, 200)).toMatchObject({
      id: second.id,
      metadata: { second: true },
    });

    expect((await send('DELETE', `/v1/trash-bin/${entry.id}`)).status).toBe(204);
    expect(await entryOf(first.id)).toBeUndefined();
    await expectError(restore(entry.id), 404, 'not_found');
    await expectError(send('DELETE', `/v1/trash-bin/${entry.id}`), 404, 'not_found');
    expect((await send('DELETE', '/v1/vouchers/TAKEN-CODE?force=true')).status).toBe(204);
    expect(await entryOf(second.id)).toBeUndefined();
    await newVoucher('TAKEN-CODE');
  });

  it("brings a campaign back with its vouchers and rule, refused while its name is someone else's", async () => {
    const template = (await allTemplates(service)).find((t) => t.name === 'Spring 10% off')!.id;
    const setUp = (name: string) => setUpCampaignThroughApi(service, template, { name, vouchers_count: 2 });
    const { campaign } = await setUp('Binned campaign');
    const rule = await readAs(
      send('POST', '/v1/validation-rules', {
        name: 'Bin rule',
        rules: { '1': { name: 'order.amount', conditions: { $more_than: [100] } }, logic: '1' },
      }),
      validationRuleSchema,
      200,
    );
    const assigned = await send('POST', `/v1/validation-rules/${rule.id}/assignments`, {
      related_object_type: 'campaign',
      related_object_id: campaign.id,
    });
    expect(assigned.status, await assigned.text()).toBe(200);

    expect((await send('DELETE', `/v1/campaigns/${campaign.id}`)).status).toBe(202);
    const entry = (await entryOf(campaign.id))!;
    expect(entry).toMatchObject({ resource_type: 'campaign', resource_name: 'Binned campaign' });

    const namesake = (await setUp('Binned campaign')).campaign;
    expect((await expectError(restore(entry.id), 409, 'duplicate_found')).details).toContain('Binned campaign');
    expect((await send('DELETE', `/v1/campaigns/${namesake.id}?force=true`)).status).toBe(202);
    expect(await entryOf(namesake.id)).toBeUndefined();

    await readAs(restore(entry.id), trashBinItemSchema, 200);
    const back = await readAs(send('GET', `/v1/campaigns/${campaign.id}`), campaignSchema, 200);
    expect(back).toMatchObject({ name: 'Binned campaign', active: true, deleted: false, vouchers_count: 2 });
    const codes = await readAs(
      send('GET', `/v1/vouchers?limit=100&campaign_id=${campaign.id}`),
      voucherListSchema,
      200,
    );
    expect(codes.total).toBe(2);
    const assignments = await readAs(
      send('GET', `/v1/validation-rules/${rule.id}/assignments`),
      validationRuleAssignmentListSchema,
      200,
    );
    expect(assignments.data.map((a) => a.related_object_id)).toEqual([campaign.id]);
  });

  it('restores a product with its SKUs, and an SKU alone; refused while a source id is taken', async () => {
    const product = await readAs(
      send('POST', '/v1/products', { source_id: 'bin-lamp', name: 'Lamp', price: 1000 }),
      productSchema,
      200,
    );
    const sku = await readAs(
      send('POST', `/v1/products/${product.id}/skus`, { source_id: 'bin-lamp-red', sku: 'Red lamp' }),
      skuSchema,
      200,
    );
    expect((await send('DELETE', `/v1/products/${product.id}/skus/${sku.id}`)).status).toBe(204);
    const skuEntry = (await entryOf(sku.id))!;
    expect(skuEntry).toMatchObject({ resource_type: 'sku', resource_name: 'Red lamp', resource_parent_id: product.id });
    await readAs(restore(skuEntry.id), trashBinItemSchema, 200);

    expect((await send('DELETE', `/v1/products/${product.id}`)).status).toBe(204);
    await expectError(send('GET', '/v1/skus/bin-lamp-red'), 404, 'not_found');
    const entry = (await entryOf(product.id))!;
    const other = await readAs(
      send('POST', '/v1/products', { source_id: 'bin-lamp', name: 'New lamp' }),
      productSchema,
      200,
    );
    expect((await expectError(restore(entry.id), 409, 'duplicate_found')).details).toContain('bin-lamp');
    expect((await send('DELETE', `/v1/products/${other.id}?force=true`)).status).toBe(204);

    await readAs(restore(entry.id), trashBinItemSchema, 200);
    const back = await readAs(send('GET', '/v1/products/bin-lamp'), productSchema, 200);
    expect(back).toMatchObject({
      id: product.id,
      name: 'Lamp',
      price: 1000,
      skus: { total: 1, data: [{ id: sku.id }] },
    });
  });

  it('pages by entry id and filters as the official list does', async () => {
    for (const code of ['PAGE-A', 'PAGE-B', 'PAGE-C']) {
      await newVoucher(code);
      expect((await send('DELETE', `/v1/vouchers/${code}`)).status).toBe(204);
    }
    const only = '&filters[resource_name][conditions][$starts_with]=PAGE-';
    const first = await bin(`?limit=2&order=id${only}`);
    expect(first.data.map((e) => e.resource_name)).toEqual(['PAGE-A', 'PAGE-B']);
    expect(first).toMatchObject({ total: 2, has_more: true, more_starting_after: first.data[1]!.id });
    const next = await bin(`?limit=2&order=id&starting_after_id=${first.more_starting_after}${only}`);
    expect(next.data.map((e) => e.resource_name)).toEqual(['PAGE-C']);
    expect(next.has_more).toBe(false);
    expect((await bin(`?limit=100${only}`)).data.map((e) => e.resource_name)).toEqual(['PAGE-C', 'PAGE-B', 'PAGE-A']);
    const products = await bin(`?limit=100&filters[resource_type][conditions][$in]=product${only}`);
    expect(products.data).toEqual([]);
    const bad = await expectError(send('GET', '/v1/trash-bin?filters[resource_type][conditions][$in]=coupon'), 400);
    expect(bad.details).toContain('filters');
    await expectError(send('GET', '/v1/trash-bin?limit=101'), 400);
  });

  it("names the person who deleted from the console, and answers 404 for another project's entry", async () => {
    const voucher = await newVoucher('BY-A-PERSON');
    const person = await personHeaders(service, 'owner@example.com');
    expect((await send('DELETE', '/v1/vouchers/BY-A-PERSON', undefined, person)).status).toBe(204);
    const entry = (await entryOf(voucher.id))!;
    expect(entry.deleted_by_user_id).toMatch(/\S/);
    await expectError(restore(entry.id, 'proj_elsewhere'), 404, 'not_found');
    const viewer = await personHeaders(service, 'viewer@example.com');
    await expectError(send('POST', restorePath(entry.id), undefined, viewer), 403);
    await expectError(send('GET', '/v1/vouchers/BY-A-PERSON'), 404);
    await readAs(send('POST', restorePath(entry.id), undefined, person), trashBinItemSchema, 200);
  });

  it('lets one of two concurrent restores of an entry win; the other finds no entry', async () => {
    const voucher = await newVoucher('RACE-BIN');
    expect((await send('DELETE', '/v1/vouchers/RACE-BIN')).status).toBe(204);
    const entry = (await entryOf(voucher.id))!;
    const answers = await Promise.all([
      restore(entry.id),
      restore(entry.id),
      send('DELETE', `/v1/trash-bin/${entry.id}`),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 404)).toHaveLength(2);
    expect(await codesListed('RACE-BIN')).toEqual(statuses.includes(200) ? ['RACE-BIN'] : []);
  });

  it('answers 409 to a restore that loses a race to a new voucher of the same code; one of them holds it', async () => {
    for (let round = 0; round < 5; round++) {
      const code = `RACE-CODE-${round}`;
      const voucher = await newVoucher(code);
      expect((await send('DELETE', `/v1/vouchers/${code}`)).status).toBe(204);
      const entry = (await entryOf(voucher.id))!;
      const [restored, created] = await Promise.all([
        restore(entry.id),
        send('POST', `/v1/vouchers/${code}`, {
          type: 'DISCOUNT_VOUCHER',
          discount: { type: 'PERCENT', percent_off: 5 },
        }),
      ]);
      expect([restored.status, created.status].sort()).toEqual([200, 409]);
      if (restored.status === 409)
        expect(await readAs(restored, errorBodySchema, 409)).toMatchObject({ key: 'duplicate_found' });
      expect(await codesListed(code)).toEqual([code]);
    }
  });
});
