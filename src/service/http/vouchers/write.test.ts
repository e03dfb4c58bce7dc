import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { accessRoleListSchema, teamSchema } from '../../../contract/access.ts';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { loyaltyTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { voucherBalanceSchema } from '../../../contract/voucher-write.ts';
import { expectError, personHeaders, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';
import { moved } from '../../testing/transactions.ts';
import { asyncActionScheduledSchema } from '../../../contract/async-action.ts';

const service = useTestService({ live: true });
const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const get = (path: string) => service.request(path, { headers: appHeaders });
const campaignOf = async (type: string) =>
  (await readAs(get(`/v1/campaigns?campaign_type=${type}`), campaignListSchema, 200)).campaigns[0]!;
const percent = { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 15 } };

describe('voucher writes', () => {
  it('creates standalone vouchers with a given or drawn code, and refuses a taken code with the hosted 409', async () => {
    const given = await readAs(
      send('POST', '/v1/vouchers/WELCOME15', {
        ...percent,
        category: 'New customers',
        metadata: { channel: 'mail' },
        redemption: { quantity: 3 },
        expiration_date: '2030-01-01T00:00:00.000Z',
        additional_info: 'first order',
      }),
      voucherSchema,
      200,
    );
    expect(officialErrors('post', '/v1/vouchers/{code}', 200, given)).toEqual([]);
    expect(given).toMatchObject({
      code: 'WELCOME15',
      type: 'DISCOUNT_VOUCHER',
      category: 'New customers',
      metadata: { channel: 'mail' },
      redemption: { quantity: 3, redeemed_quantity: 0 },
      additional_info: 'first order',
      active: true,
    });
    expect(given.campaign_id).toBeUndefined();
    expect(await readAs(get('/v1/vouchers/WELCOME15'), voucherSchema, 200)).toEqual(given);

    const drawn = await readAs(
      send('POST', '/v1/vouchers', {
        type: 'GIFT_VOUCHER',
        gift: { amount: 5000 },
        code_config: { prefix: 'GC-', length: 6 },
      }),
      voucherSchema,
      200,
    );
    expect(officialErrors('post', '/v1/vouchers', 200, drawn)).toEqual([]);
    expect(drawn.code).toMatch(/^GC-.{6}$/);
    expect(drawn.gift).toMatchObject({ amount: 5000, balance: 5000 });

    const taken = await readAs(send('POST', '/v1/vouchers/WELCOME15', percent), errorBodySchema, 409);
    expect(taken).toMatchObject({ key: 'duplicate_found', resource_type: 'voucher', resource_id: 'WELCOME15' });
    const bad = await readAs(send('POST', '/v1/vouchers/NO-GIFT', { type: 'GIFT_VOUCHER' }), errorBodySchema, 400);
    expect(bad.errors?.map((e) => e.path)).toContain('gift');
    await readAs(get('/v1/vouchers/NO-GIFT'), errorBodySchema, 404);
    const card = await readAs(
      send('POST', '/v1/vouchers/CARD-1', { type: 'LOYALTY_CARD', loyalty_card: { points: 0 } }),
      errorBodySchema,
      400,
    );
    expect(card.details).toMatch(/loyalty campaign/);
  });

  it('adds vouchers to a campaign by name or id, counting them in the campaign', async () => {
    const campaign = await campaignOf('GIFT_VOUCHERS');
    const named = await readAs(
      send('POST', `/v1/campaigns/${encodeURIComponent(campaign.name)}/vouchers/GIFT-EXTRA`, {
        metadata: { batch: 2 },
      }),
      voucherSchema,
      200,
    );
    expect(officialErrors('post', '/v1/campaigns/{campaignId}/vouchers/{code}', 200, named)).toEqual([]);
    expect(named).toMatchObject({ campaign_id: campaign.id, type: 'GIFT_VOUCHER', metadata: { batch: 2 } });
    const generated = await readAs(send('POST', `/v1/campaigns/${campaign.id}/vouchers`, {}), voucherSchema, 200);
    expect(officialErrors('post', '/v1/campaigns/{campaignId}/vouchers', 200, generated)).toEqual([]);
    expect(generated.gift?.amount).toBe(named.gift?.amount);
    const after = await campaignOf('GIFT_VOUCHERS');
    expect(after.vouchers_count).toBe((campaign.vouchers_count ?? 0) + 2);
    // Several codes are a job, as hosted: the answer is its id (the job is tested with the async actions).
    const many = await readAs(
      send('POST', `/v1/campaigns/${campaign.id}/vouchers?vouchers_count=5`, {}),
      asyncActionScheduledSchema,
      202,
    );
    expect(many.async_action_id).toMatch(/^aa_/);
    await readAs(send('POST', `/v1/campaigns/${campaign.id}/vouchers/GIFT-EXTRA`, {}), errorBodySchema, 409);
    await readAs(send('POST', '/v1/campaigns/camp_nothing/vouchers/X1', {}), errorBodySchema, 404);
  });

  it('updates what the official body allows and deletes a voucher without history', async () => {
    await readAs(send('POST', '/v1/vouchers/EDIT-ME', percent), voucherSchema, 200);
    const changed = await readAs(
      send('PUT', '/v1/vouchers/EDIT-ME', { active: false, metadata: { tier: 'gold' }, category: 'Edited' }),
      voucherSchema,
      200,
    );
    expect(officialErrors('put', '/v1/vouchers/{code}', 200, changed)).toEqual([]);
    expect(changed).toMatchObject({ active: false, metadata: { tier: 'gold' }, category: 'Edited' });
    const retype = await readAs(
      send('PUT', '/v1/vouchers/EDIT-ME', { discount: { type: 'AMOUNT', amount_off: 100 } }),
      errorBodySchema,
      400,
    );
    expect(retype.key).toBe('invalid_voucher');

    expect((await send('DELETE', '/v1/vouchers/EDIT-ME?force=true')).status).toBe(204);
    await readAs(get('/v1/vouchers/EDIT-ME'), errorBodySchema, 404);
    await readAs(send('DELETE', '/v1/vouchers/EDIT-ME'), errorBodySchema, 404);
  });

  it('adds and removes gift credits and never takes a card below zero, even under concurrent removals', async () => {
    await readAs(
      send('POST', '/v1/vouchers/RACE-GIFT', { type: 'GIFT_VOUCHER', gift: { amount: 1000 } }),
      voucherSchema,
      200,
    );
    const added = await readAs(
      send('POST', '/v1/vouchers/RACE-GIFT/balance', { amount: 500 }),
      voucherBalanceSchema,
      200,
    );
    expect(officialErrors('post', '/v1/vouchers/{code}/balance', 200, added)).toEqual([]);
    expect(added).toMatchObject({ amount: 500, balance: 1500, total: 1500, type: 'gift_voucher', object: 'balance' });

    // Ten removals of 400 against 1,500: exactly three fit.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', '/v1/vouchers/RACE-GIFT/balance', { amount: -400 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 400, 400, 400, 400, 400, 400, 400]);
    const card = await readAs(get('/v1/vouchers/RACE-GIFT'), voucherSchema, 200);
    expect(card.gift).toMatchObject({ amount: 1500, balance: 300, subtracted_amount: 1200 });
    const history = await readAs(get('/v1/vouchers/RACE-GIFT/transactions'), loyaltyTransactionListSchema, 200);
    expect(history.data.map((t) => [t.type, ...moved(t)])).toEqual([
      ['CREDITS_REMOVAL', -400, 300],
      ['CREDITS_REMOVAL', -400, 700],
      ['CREDITS_REMOVAL', -400, 1100],
      ['CREDITS_ADDITION', 500, 1500],
    ]);
    const refused = await readAs(
      send('POST', '/v1/vouchers/RACE-GIFT/balance', { amount: -301 }),
      errorBodySchema,
      400,
    );
    expect(refused.details).toMatch(/below zero/);
    await readAs(send('POST', '/v1/vouchers/BLCKFRDY/balance', { amount: 5 }), errorBodySchema, 400);
  });

  it("asks a person for the points permission to change a loyalty card's points, not for a gift card's credits", async () => {
    const owner = await personHeaders(service, 'owner@example.com');
    const project = testKeys.project_id;
    const roles = await readAs(
      service.request(`/management/v1/projects/${project}/roles`, { headers: owner }),
      accessRoleListSchema,
      200,
    );
    const editor = roles.data.find((role) => role.name === 'Campaign editor')!;
    expect(editor.permissions).toContain('campaigns:write');
    expect(editor.permissions).not.toContain('loyalty:points');
    const team = await readAs(
      service.request(`/promodesk/projects/${project}/team`, { headers: owner }),
      teamSchema,
      200,
    );
    const umar = team.members.find((member) => member.email === 'user@example.com')!;
    const assigned = await service.request(
      `/promodesk/projects/${project}/members/${umar.user_id}/role`,
      jsonRequest('PUT', { role: editor.id }, owner),
    );
    expect(assigned.status).toBe(204);
    const asEditor = await personHeaders(service, 'user@example.com');
    const balance = (code: string, amount: number) =>
      service.request(`/v1/vouchers/${code}/balance`, jsonRequest('POST', { amount }, asEditor));

    const pointsBefore = (await readAs(get('/v1/vouchers/LOYAL-DEMO1'), voucherSchema, 200)).loyalty_card?.balance;
    const refused = await expectError(balance('LOYAL-DEMO1', 100_000), 403, 'missing_permission');
    expect(refused).toMatchObject({ resource_type: 'permission', resource_id: 'loyalty:points' });
    expect((await readAs(get('/v1/vouchers/LOYAL-DEMO1'), voucherSchema, 200)).loyalty_card?.balance).toBe(
      pointsBefore,
    );

    await readAs(
      send('POST', '/v1/vouchers/EDITOR-GIFT', { type: 'GIFT_VOUCHER', gift: { amount: 100 } }),
      voucherSchema,
      200,
    );
    expect(await readAs(balance('EDITOR-GIFT', 50), voucherBalanceSchema, 200)).toMatchObject({ balance: 150 });
  });

  it('releases a validation session and answers 404 for one it does not know', async () => {
    const missing = await readAs(send('DELETE', '/v1/vouchers/BLCKFRDY/sessions/ssn_none'), errorBodySchema, 404);
    expect(missing).toMatchObject({ resource_type: 'session', resource_id: 'ssn_none' });
    await readAs(send('DELETE', '/v1/vouchers/NOPE/sessions/ssn_none'), errorBodySchema, 404);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.vouchers.create({
      code: 'SDK-CODE',
      type: 'GIFT_VOUCHER',
      gift: { amount: 700, balance: 700 },
    });
    expect(made).toMatchObject({ code: 'SDK-CODE', gift: { amount: 700, balance: 700 } });
    expect(await sdk.vouchers.update({ code: 'SDK-CODE', metadata: { via: 'sdk' } })).toMatchObject({
      metadata: { via: 'sdk' },
    });
    expect(await sdk.vouchers.balance.create('SDK-CODE', { amount: 300 })).toMatchObject({ balance: 1000 });
    const campaign = await campaignOf('GIFT_VOUCHERS');
    expect(await sdk.campaigns.addCertainVoucher(campaign.id, 'SDK-IN-CAMPAIGN')).toMatchObject({
      code: 'SDK-IN-CAMPAIGN',
    });
    expect(await sdk.campaigns.addVoucher(campaign.id)).toMatchObject({ campaign: campaign.name });
    await sdk.vouchers.delete('SDK-IN-CAMPAIGN', { force: true });
    await expect(sdk.vouchers.get('SDK-IN-CAMPAIGN')).rejects.toMatchObject({ code: 404 });
  });
});
