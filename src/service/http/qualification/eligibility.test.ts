import { VoucherifyClientSide, VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { qualificationsResponseSchema } from '../../../contract/qualifications.ts';
import { readAs, readOfficial, seededPromotion } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const check = (body: unknown, headers: Record<string, string> = appHeaders, path = '/v1/qualifications') =>
  service.request(path, jsonRequest('POST', body, headers));
const eligible = (body: unknown) =>
  readOfficial('post', '/v1/qualifications', check(body), qualificationsResponseSchema);

describe('POST /v1/qualifications', () => {
  it('lists the campaigns and promotion tiers an order qualifies for, newest first, paged by starting_after', async () => {
    const { tiers } = await seededPromotion(service);
    const over200 = tiers.find((t) => t.name === 'Orders over $200')!;
    const order = { amount: 30000 };
    const all = await eligible({
      scenario: 'ALL',
      customer: { source_id: 'eligible-shopper' },
      order,
      options: { limit: 50 },
    });
    const data = all.redeemables.data;
    expect(data.map((r) => r.object)).toEqual(expect.arrayContaining(['campaign', 'promotion_tier']));
    const tier = data.find((r) => r.id === over200.id)!;
    expect(tier).toMatchObject({ object: 'promotion_tier', name: over200.name, campaign_id: over200.campaign_id });
    expect(tier.order).toMatchObject({ amount: 30000, total_discount_amount: 4500 });
    expect(data.map((r) => r.name)).not.toContain('Weekend treat');
    expect(all.order).toMatchObject({ amount: 30000, total_amount: 30000 });
    expect(all.tracking_id).toMatch(/^track_/);
    const created = data.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.redeemables).toMatchObject({ total: data.length, has_more: false });

    // Pages of two, following more_starting_after, give the same list.
    const paged: string[] = [];
    let starting_after: string | undefined;
    for (let page = 0; page < 30; page++) {
      const answer = await eligible({ order, options: { limit: 2, ...(starting_after && { starting_after }) } });
      paged.push(...answer.redeemables.data.map((r) => r.id));
      expect(answer.redeemables.data.length).toBeLessThanOrEqual(2);
      if (!answer.redeemables.has_more) break;
      starting_after = answer.redeemables.more_starting_after;
    }
    if (new Set(created).size === created.length) expect(paged).toEqual(data.map((r) => r.id));
    expect((await eligible({ order })).redeemables.data).toHaveLength(Math.min(5, data.length));
  });

  it('judges only the audience with AUDIENCE_ONLY: no order, so a tier guarded by an order rule is listed', async () => {
    const { tiers } = await seededPromotion(service);
    const over200 = tiers.find((t) => t.name === 'Orders over $200')!;
    const rule = await readAs(
      service.request(
        '/v1/validation-rules',
        jsonRequest(
          'POST',
          {
            name: 'Over $200 for qualification',
            rules: { '1': { name: 'order.amount', conditions: { $more_than: [20000] } }, logic: '1' },
          },
          appHeaders,
        ),
      ),
      z.object({ id: z.string() }),
      200,
    );
    const assign = { related_object_type: 'promotion_tier', related_object_id: over200.id };
    const assigned = await service.request(
      `/v1/validation-rules/${rule.id}/assignments`,
      jsonRequest('POST', assign, appHeaders),
    );
    expect(assigned.status).toBe(200);

    const small = await eligible({ scenario: 'ALL', order: { amount: 5000 }, options: { limit: 50 } });
    expect(small.redeemables.data.map((r) => r.id)).not.toContain(over200.id);
    const audience = await eligible({ scenario: 'AUDIENCE_ONLY', order: { amount: 5000 }, options: { limit: 50 } });
    expect(audience.redeemables.data.map((r) => r.id)).toContain(over200.id);
    expect(audience.redeemables.data.every((r) => r.order === undefined)).toBe(true);
  });

  it('refuses what it does not do instead of ignoring it, and writes nothing', async () => {
    for (const [body, field] of [
      [{ scenario: 'CUSTOMER_WALLET' }, 'scenario'],
      [{ options: { filters: { colour: { conditions: { $in: ['red'] } } } } }, 'options.filters'],
      [{ options: { filters: { code: { conditions: { $near: ['X'] } } } } }, 'options.filters.code.conditions'],
      [{ options: { sorting_rule: 'BEST_DEAL' } }, 'options.sorting_rule'],
      [{ options: { expand: ['customer'] } }, 'options.expand'],
      [{ session: { type: 'LOCK' } }, 'session'],
      [{ options: { limit: 0 } }, 'options.limit'],
    ] as const) {
      const refused = await readAs(check(body), errorBodySchema, 400);
      expect(refused.details).toContain(field);
    }
    await readAs(check({ customer: { id: 'cust_nope' } }), errorBodySchema, 404);
  });

  it("lists generic codes and the customer's own, narrowed by the official filters, at most 50 however many are asked", async () => {
    const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
    const generic = await readAs(
      post('/v1/vouchers', { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 2000 } }),
      z.object({ code: z.string() }),
      200,
    );
    const campaign = await readAs(
      post('/v1/campaigns', {
        name: 'Wallet codes',
        type: 'AUTO_UPDATE',
        campaign_type: 'DISCOUNT_COUPONS',
        voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 10 } },
      }),
      z.object({ id: z.string() }),
      200,
    );
    const owner = { source_id: 'wallet-owner' };
    const published = await readAs(
      post('/v1/publications', { campaign: { name: campaign.id }, customer: owner }),
      z.object({ voucher: z.object({ code: z.string() }) }),
      200,
    );
    const held = published.voucher.code;
    const filtered = (filters: unknown, extra: Record<string, unknown> = {}) =>
      eligible({ customer: owner, order: {}, options: { limit: 100, filters }, ...extra });

    const byCode = await eligible({
      customer: { name: 'john' },
      order: {},
      options: {
        limit: 100,
        expand: ['redeemable', 'category', 'validation_rules'],
        filters: { code: { conditions: { $in: [generic.code] } } },
      },
    });
    const noTargets = { data: [], total: 0, object: 'list', data_ref: 'data' };
    expect(byCode.redeemables).toEqual({
      object: 'list',
      data_ref: 'data',
      data: [
        {
          id: generic.code,
          object: 'voucher',
          created_at: expect.any(String),
          result: { discount: { type: 'AMOUNT', amount_off: 2000, effect: 'APPLY_TO_ORDER', is_dynamic: false } },
          order: { object: 'order', customer_id: null, referrer_id: null },
          applicable_to: noTargets,
          inapplicable_to: noTargets,
          metadata: {},
          categories: [],
        },
      ],
      total: 1,
      has_more: false,
    });

    const codes = (await filtered({ resource_type: { conditions: { $in: ['voucher'] } } })).redeemables.data;
    expect(codes.every((r) => r.object === 'voucher')).toBe(true);
    expect(codes.map((r) => r.id)).toEqual(expect.arrayContaining([generic.code, held]));
    expect(codes.find((r) => r.id === held)).toMatchObject({ campaign_id: campaign.id, campaign_name: 'Wallet codes' });
    const owned = await filtered({ holder_role: { conditions: { $is: ['OWNER'] } } });
    expect(owned.redeemables.data.map((r) => r.id)).toEqual([held]);
    const someoneElse = await eligible({
      customer: { source_id: 'not-the-owner' },
      options: { limit: 50, filters: { resource_type: { conditions: { $in: ['voucher'] } } } },
    });
    expect(someoneElse.redeemables.data.map((r) => r.id)).not.toContain(held);

    const either = await filtered(
      {
        junction: 'or',
        code: { conditions: { $in: [held] } },
        resource_type: { conditions: { $is: ['promotion_tier'] } },
      },
      { order: { amount: 30000 } },
    );
    const kinds = new Set(either.redeemables.data.map((r) => (r.object === 'voucher' ? r.id : r.object)));
    expect(kinds).toEqual(new Set([held, 'promotion_tier']));
    const tiersOnly = await filtered(
      { resource_type: { conditions: { $not_in: ['voucher', 'campaign'] } } },
      { order: { amount: 30000 } },
    );
    expect(tiersOnly.redeemables.data.length).toBeGreaterThan(0);
    expect(tiersOnly.redeemables.data.every((r) => r.object === 'promotion_tier')).toBe(true);

    const priced = await filtered({ code: { conditions: { $in: [held] } } }, { order: { amount: 20000 } });
    expect(priced.redeemables.data[0]!.order).toMatchObject({
      amount: 20000,
      total_discount_amount: 2000,
      total_amount: 18000,
      customer_id: null,
    });
    const many = await eligible({ order: { amount: 20000 }, options: { limit: 100 } });
    expect(many.redeemables.data.length).toBeLessThanOrEqual(50);
  });

  it('answers the official SDK on both sides, the client form with the client keys', async () => {
    const server = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const fromServer = await server.qualifications.checkEligibility({ scenario: 'ALL', order: { amount: 30000 } });
    expect(fromServer.redeemables.data.length).toBeGreaterThan(0);
    const client = VoucherifyClientSide({
      clientApplicationId: testKeys.client_app_id,
      clientSecretKey: testKeys.client_token,
      apiUrl: service.url,
      origin: testKeys.client_origin,
    });
    const fromClient = await client.qualifications({ scenario: 'ALL', order: { amount: 30000 } });
    expect(fromClient.redeemables.data.map((r) => r.id)).toEqual(fromServer.redeemables.data.map((r) => r.id));
    const raw = await readAs(check({}, clientHeaders, '/client/v1/qualifications'), qualificationsResponseSchema, 200);
    expect(officialErrors('post', '/client/v1/qualifications', 200, raw)).toEqual([]);
    const wrongOrigin = { ...clientHeaders, origin: 'https://elsewhere.test' };
    expect((await check({}, wrongOrigin, '/client/v1/qualifications')).status).toBe(403);
  });
});
