import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { rewardListSchema, rewardSchema } from '../../../contract/reward.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';
import { assign, campaignOf, createReward, loyaltyProgram, post, productId } from '../loyalties/reward-fixtures.ts';

const service = useTestService({ live: true });
const list = () => readAs(service.request('/v1/rewards?limit=100', { headers: appHeaders }), rewardListSchema, 200);

describe('/v1/rewards', () => {
  it('creates, lists, changes and deletes rewards of each type in the official shapes', async () => {
    const product = await productId(service);
    const material = await createReward(service, {
      parameters: { product: { id: product } },
      stock: 5,
      attributes: { description: 'A mug' },
    });
    expect(officialErrors('post', '/v1/rewards', 200, material)).toEqual([]);
    expect(material).toMatchObject({ type: 'MATERIAL', stock: 5, redeemed: 0, object: 'reward' });
    expect(material.id).toMatch(/^rew_/);

    const coupons = await campaignOf(service, {
      name: 'Reward coupons',
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'AUTO_UPDATE',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
    });
    const digital = await createReward(service, { parameters: { campaign: { id: coupons } } });
    expect(digital).toMatchObject({
      type: 'CAMPAIGN',
      stock: null,
      parameters: { campaign: { id: coupons, type: 'DISCOUNT_COUPONS' } },
    });
    const coin = await createReward(service, { parameters: { coin: { exchange_ratio: '0.5', points_ratio: '1' } } });
    expect(coin).toMatchObject({ type: 'COIN', parameters: { coin: { exchange_ratio: 0.5, points_ratio: 1 } } });

    const listed = await list();
    expect(officialErrors('get', '/v1/rewards', 200, listed)).toEqual([]);
    expect(listed.data.slice(0, 3).map((r) => r.id)).toEqual([coin.id, digital.id, material.id]);

    const path = `/v1/rewards/${material.id}`;
    const changed = await readAs(
      service.request(path, jsonRequest('PUT', { stock: 2, name: 'Mug' }, appHeaders)),
      rewardSchema,
      200,
    );
    expect(officialErrors('put', '/v1/rewards/{rewardId}', 200, changed)).toEqual([]);
    expect(changed).toMatchObject({ id: material.id, stock: 2, name: 'Mug', attributes: { description: 'A mug' } });
    const read = await readAs(service.request(path, { headers: appHeaders }), rewardSchema, 200);
    expect(officialErrors('get', '/v1/rewards/{rewardId}', 200, read)).toEqual([]);
    expect(read).toEqual(changed);

    expect((await service.request(path, { method: 'DELETE', headers: appHeaders })).status).toBe(204);
    const gone = await readAs(service.request(path, { headers: appHeaders }), errorBodySchema, 404);
    expect(gone).toMatchObject({ resource_type: 'reward', resource_id: material.id });
  });

  it('refuses bad rewards and writes nothing', async () => {
    const before = (await list()).total;
    const bad = [
      { name: 'No parameters' },
      { name: 'Unknown campaign', parameters: { campaign: { id: 'camp_nope' } } },
      { name: 'Unknown product', parameters: { product: { id: 'prod_nope' } } },
      { name: 'Stock on coin', parameters: { coin: { exchange_ratio: 1 } }, stock: 3 },
      { name: 'Zero ratio', parameters: { coin: { exchange_ratio: 0 } } },
      { name: 'x'.repeat(201), parameters: { coin: { exchange_ratio: 1 } } },
      { name: 'Negative stock', parameters: { product: { id: 'prod_nope' } }, stock: -1 },
      JSON.parse('{"name":"Proto","parameters":{"coin":{"exchange_ratio":1}},"__proto__":{"stock":1}}') as unknown,
    ];
    const statuses = [];
    for (const body of bad) statuses.push((await post(service, '/v1/rewards', body)).status);
    expect(statuses).toEqual([400, 404, 404, 400, 400, 400, 400, 400]);
    const gift = await campaignOf(service, {
      name: 'Reward gift',
      campaign_type: 'GIFT_VOUCHERS',
      type: 'AUTO_UPDATE',
      voucher: { type: 'GIFT_VOUCHER', gift: { amount: 100 } },
    });
    const noBalance = await readAs(
      post(service, '/v1/rewards', { name: 'Gift', parameters: { campaign: { id: gift } } }),
      errorBodySchema,
      400,
    );
    expect(noBalance.errors).toContainEqual(expect.objectContaining({ path: 'parameters.campaign.balance' }));
    expect((await list()).total).toBe(before);
  });

  it('refuses to delete a reward a program offers, naming the assignment', async () => {
    const reward = await createReward(service, { parameters: { coin: { exchange_ratio: 1 } } });
    const assignment = await assign(service, await loyaltyProgram(service), reward.id);
    const refused = await readAs(
      service.request(`/v1/rewards/${reward.id}`, { method: 'DELETE', headers: appHeaders }),
      errorBodySchema,
      400,
    );
    expect(refused).toMatchObject({ key: 'resource_in_use' });
    expect(refused.details).toContain(assignment.id);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const product = await productId(service);
    const made = await sdk.rewards.create({
      name: 'Through the SDK',
      parameters: { product: { id: product } },
      stock: 3,
    });
    expect(await sdk.rewards.get(made.id)).toMatchObject({ name: 'Through the SDK', stock: 3 });
    expect((await sdk.rewards.list({ limit: 100 })).data.map((r) => r.id)).toContain(made.id);
    expect(
      await sdk.rewards.update({ id: made.id, name: 'Renamed', parameters: { product: { id: product } }, stock: 4 }),
    ).toMatchObject({ stock: 4 });
    const program = await loyaltyProgram(service);
    const assignment = await sdk.rewards.createAssignment(made.id, {
      campaign: program,
      parameters: { loyalty: { points: 10 } },
    });
    expect(await sdk.rewards.getAssignment(made.id, assignment.id)).toMatchObject({ related_object_id: program });
    expect((await sdk.rewards.listAssignments(made.id)).data.map((a) => a.id)).toEqual([assignment.id]);
    expect(
      await sdk.rewards.updateAssignment(made.id, { id: assignment.id, parameters: { loyalty: { points: 20 } } }),
    ).toMatchObject({ parameters: { loyalty: { points: 20 } } });
    await sdk.rewards.deleteAssignment(made.id, assignment.id);
    await sdk.rewards.delete(made.id);
    await expect(sdk.rewards.get(made.id)).rejects.toMatchObject({ code: 404 });
  });
});
