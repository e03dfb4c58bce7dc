import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { categoryListSchema } from '../../../contract/category.ts';
import { categorySchema, errorBodySchema } from '../../../contract/common.ts';
import { readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const create = (body: unknown) => service.request('/v1/categories', jsonRequest('POST', body, appHeaders));
const list = () => readAs(service.request('/v1/categories', { headers: appHeaders }), categoryListSchema, 200);

describe('categories', () => {
  it('creates, lists, renames and deletes a category in the official shapes', async () => {
    const created = await readAs(create({ name: 'Summer', hierarchy: 3 }), categorySchema, 200);
    expect(officialErrors('post', '/v1/categories', 200, created)).toEqual([]);
    expect(created).toMatchObject({ name: 'Summer', hierarchy: 3, object: 'category' });
    expect(created.id).toMatch(/^cat_/);

    const listed = await list();
    expect(officialErrors('get', '/v1/categories', 200, listed)).toEqual([]);
    expect(listed.data[0]).toEqual(created);
    expect(listed.total).toBe(listed.data.length);

    const path = `/v1/categories/${created.id}`;
    const changed = await readAs(
      service.request(path, jsonRequest('PUT', { name: 'Summer sale', hierarchy: 1 }, appHeaders)),
      categorySchema,
      200,
    );
    expect(officialErrors('put', '/v1/categories/{categoryId}', 200, changed)).toEqual([]);
    expect(changed).toMatchObject({ id: created.id, name: 'Summer sale', hierarchy: 1 });
    const read = await readAs(service.request(path, { headers: appHeaders }), categorySchema, 200);
    expect(officialErrors('get', '/v1/categories/{categoryId}', 200, read)).toEqual([]);
    expect(read).toEqual(changed);

    expect((await service.request(path, { method: 'DELETE', headers: appHeaders })).status).toBe(204);
    const gone = await readAs(service.request(path, { headers: appHeaders }), errorBodySchema, 404);
    expect(gone).toMatchObject({ key: 'not_found', resource_type: 'category', resource_id: created.id });
    expect((await list()).data.map((c) => c.id)).not.toContain(created.id);
  });

  it('refuses a missing field, a negative hierarchy and a second category of one name, writing nothing', async () => {
    const before = (await list()).total;
    const missing = await readAs(create({ name: 'No hierarchy' }), errorBodySchema, 400);
    expect(missing.errors).toContainEqual(expect.objectContaining({ path: 'hierarchy' }));
    await readAs(create({ name: 'Below zero', hierarchy: -1 }), errorBodySchema, 400);
    await readAs(create({ name: '  ', hierarchy: 1 }), errorBodySchema, 400);
    await readAs(create({ name: 'Once', hierarchy: 1 }), categorySchema, 200);
    const twice = await readAs(create({ name: 'Once', hierarchy: 2 }), errorBodySchema, 409);
    expect(twice).toMatchObject({ key: 'duplicate_found', details: 'A category named Once already exists' });
    expect((await list()).total).toBe(before + 1);
  });

  it('takes a deleted category off the campaign that was in it', async () => {
    const { campaignId } = await seededPromotion(service);
    const category = await readAs(create({ name: 'For a campaign', hierarchy: 1 }), categorySchema, 200);
    const put = await service.request(
      `/v1/campaigns/${campaignId}`,
      jsonRequest('PUT', { category_id: category.id }, appHeaders),
    );
    expect(put.status, await put.text()).toBe(200);
    await service.request(`/v1/categories/${category.id}`, { method: 'DELETE', headers: appHeaders });
    const after = await service.request(`/v1/campaigns/${campaignId}`, { headers: appHeaders });
    const body = (await after.json()) as { category_id: string | null; categories: unknown[] };
    expect(body.category_id).toBeNull();
    expect(body.categories).toEqual([]);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.categories.create({ name: 'Through the SDK', hierarchy: 4 });
    expect(await sdk.categories.get(made.id)).toMatchObject({ name: 'Through the SDK', hierarchy: 4 });
    expect((await sdk.categories.list()).data.map((c) => c.id)).toContain(made.id);
    await sdk.categories.delete(made.id);
    await expect(sdk.categories.get(made.id)).rejects.toMatchObject({ code: 404 });
  });
});
