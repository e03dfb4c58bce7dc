import { asyncActionScheduledSchema } from '../../../contract/async-action.ts';
import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../contract/campaign.ts';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { loyaltyProgramListSchema } from '../../../contract/loyalty-program.ts';
import { expectError, readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const list = (query = '') => readAs(send('GET', `/v1/loyalties${query}`), loyaltyProgramListSchema, 200);

const tiersExpiration = {
  qualification_type: 'BALANCE',
  start_date: { type: 'IMMEDIATE' },
  expiration_date: { type: 'CUSTOM', extend: 'P3M', rounding: { type: 'MONTH', strategy: 'END' } },
};

describe('loyalty programs', () => {
  it('creates a program with its card settings, reads, lists, changes and bins it in the official shapes', async () => {
    const created = await readAs(
      send('POST', '/v1/loyalties', {
        name: 'Tea club',
        description: 'A stamp card',
        auto_join: true,
        vouchers_count: 2,
        voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 10 }, code_config: { pattern: 'CLUB-####' } },
        start_date: '2026-01-01T00:00:00Z',
        metadata: { region: 'north' },
        category: 'Members',
        loyalty_tiers_expiration: tiersExpiration,
      }),
      campaignCreatedSchema,
      200,
    );
    expect(officialErrors('post', '/v1/loyalties', 200, created)).toEqual([]);
    expect(created).toMatchObject({
      campaign_type: 'LOYALTY_PROGRAM',
      auto_join: true,
      join_once: true,
      vouchers_count: 2,
      voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 10 }, code_config: { pattern: 'CLUB-####' } },
      metadata: { region: 'north' },
      category: 'Members',
      loyalty_tiers_expiration: tiersExpiration,
    });
    const path = `/v1/loyalties/${created.id}`;
    const read = await readAs(send('GET', path), campaignSchema, 200);
    expect(officialErrors('get', '/v1/loyalties/{campaignId}', 200, read)).toEqual([]);
    expect(read).toEqual(created);

    const listed = await list();
    expect(officialErrors('get', '/v1/loyalties', 200, listed)).toEqual([]);
    expect(listed.campaigns[0]?.id).toBe(created.id);
    expect(listed.campaigns.every((c) => c.campaign_type === 'LOYALTY_PROGRAM')).toBe(true);
    expect(listed.total).toBe(listed.campaigns.length);

    const changed = await readAs(
      send('PUT', path, {
        description: 'Stamps and more',
        auto_join: false,
        loyalty_tiers_expiration: {
          ...tiersExpiration,
          qualification_type: 'POINTS_IN_PERIOD',
          qualification_period: 'YEAR',
        },
      }),
      campaignSchema,
      200,
    );
    expect(officialErrors('put', '/v1/loyalties/{campaignId}', 200, changed)).toEqual([]);
    expect(changed).toMatchObject({
      description: 'Stamps and more',
      auto_join: false,
      loyalty_tiers_expiration: { qualification_type: 'POINTS_IN_PERIOD', qualification_period: 'YEAR' },
    });
    const cleared = await readAs(send('PUT', path, { loyalty_tiers_expiration: null }), campaignSchema, 200);
    expect(cleared.loyalty_tiers_expiration).toBeUndefined();

    const deleted = await readAs(send('DELETE', path), asyncActionScheduledSchema, 200);
    expect(officialErrors('delete', '/v1/loyalties/{campaignId}', 200, deleted)).toEqual([]);
    expect((await list()).campaigns.map((c) => c.id)).not.toContain(created.id);
    await expectError(send('PUT', path, { description: 'gone' }), 404, 'not_found');
    await expectError(send('DELETE', path), 404, 'not_found');
  });

  it('pages programs by number and order, and starts cards at 0 points without voucher settings', async () => {
    const names = ['Paged A', 'Paged B', 'Paged C'];
    for (const name of names) await readAs(send('POST', '/v1/loyalties', { name }), campaignCreatedSchema, 200);
    const first = await list('?limit=2&page=1');
    const second = await list('?limit=2&page=2');
    expect(first.campaigns.map((c) => c.name)).toEqual(['Paged C', 'Paged B']);
    expect(second.campaigns[0]?.name).toBe('Paged A');
    expect(first.total).toBe(second.total);
    const oldestFirst = await list('?order=created_at&limit=100');
    expect(oldestFirst.campaigns.map((c) => c.name).filter((n) => names.includes(n))).toEqual(names);
    expect(oldestFirst.campaigns.at(-1)?.voucher).toMatchObject({ loyalty_card: { points: 0 } });
    await expectError(send('GET', '/v1/loyalties?limit=101'), 400, 'invalid_payload');
    await expectError(send('GET', '/v1/loyalties?order=name'), 400, 'invalid_payload');
  });

  it('is 404 for a campaign that is not a loyalty program, and refuses bad programs writing nothing', async () => {
    const { campaignId } = await seededPromotion(service);
    await expectError(send('GET', `/v1/loyalties/${campaignId}`), 404, 'not_found');
    await expectError(send('PUT', `/v1/loyalties/${campaignId}`, { description: 'x' }), 404, 'not_found');
    await expectError(send('DELETE', `/v1/loyalties/${campaignId}`), 404, 'not_found');
    expect((await send('GET', `/v1/campaigns/${campaignId}`)).status).toBe(200);
    await expectError(send('GET', '/v1/loyalties/camp_nope'), 404, 'not_found');

    const before = (await list('?limit=100')).total;
    const refusals: [unknown, string][] = [
      [{ name: 'Wrong type', campaign_type: 'DISCOUNT_COUPONS' }, 'campaign_type'],
      [{ name: 'Gift', voucher: { type: 'GIFT_VOUCHER', gift: { amount: 100 } } }, 'voucher'],
      [{ name: 'Negative', voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: -1 } } }, 'voucher'],
      [{ name: 'Bad tiers', loyalty_tiers_expiration: { qualification_type: 'POINTS_IN_PERIOD' } }, 'loyalty'],
      [{ name: 'Both', category: 'A', category_id: 'cat_x' }, 'category'],
      [{ name: 'Proto', metadata: JSON.parse('{"__proto__": {"polluted": true}}') as unknown }, 'metadata'],
    ];
    for (const [body, field] of refusals) {
      const refused = await readAs(send('POST', '/v1/loyalties', body), errorBodySchema, 400);
      expect(refused.details, JSON.stringify(body)).toContain(field);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await list('?limit=100')).total).toBe(before);

    const promotion = await readAs(send('GET', `/v1/campaigns/${campaignId}`), campaignSchema, 200);
    const onCampaign = await send('PUT', `/v1/campaigns/${campaignId}`, { loyalty_tiers_expiration: tiersExpiration });
    await expectError(onCampaign, 400, 'invalid_payload');
    expect(await readAs(send('GET', `/v1/campaigns/${campaignId}`), campaignSchema, 200)).toEqual(promotion);
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const made = await sdk.loyalties.create({
      name: 'Through the SDK',
      vouchers_count: 1,
      voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 5 } },
    });
    expect(await sdk.loyalties.get(made.id)).toMatchObject({
      name: 'Through the SDK',
      campaign_type: 'LOYALTY_PROGRAM',
    });
    expect((await sdk.loyalties.list({ limit: 100 })).campaigns?.map((c) => c.id)).toContain(made.id);
    expect(await sdk.loyalties.update({ id: made.id, description: 'Changed' })).toMatchObject({
      description: 'Changed',
    });
    await sdk.loyalties.delete(made.id);
    await expect(sdk.loyalties.update({ id: made.id, description: 'Again' })).rejects.toMatchObject({ code: 404 });
  });
});
