import { VoucherifyClientSide, VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionValidationSchema } from '../../../contract/promotion-validation.ts';
import { readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const validate = (body: unknown, query = '') =>
  service.request(`/v1/promotions/validation${query}`, jsonRequest('POST', body, appHeaders));

describe('POST /v1/promotions/validation', () => {
  it('answers the tiers an order qualifies for, with the discount each alone gives', async () => {
    const { tiers } = await seededPromotion(service);
    const over200 = tiers.find((t) => t.name === 'Orders over $200')!;
    // The seeded tier has no rule of its own: give it its threshold.
    const rule = await readAs(
      service.request(
        '/v1/validation-rules',
        jsonRequest(
          'POST',
          {
            name: 'Over $200',
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
    const big = await readAs(
      validate({ customer: { source_id: 'promo-shopper' }, order: { amount: 30000 } }),
      promotionValidationSchema,
      200,
    );
    expect(officialErrors('post', '/v1/promotions/validation', 200, big)).toEqual([]);
    expect(big.valid).toBe(true);
    const found = big.promotions.find((p) => p.id === over200.id);
    expect(found).toMatchObject({ object: 'promotion_tier', discount_amount: 4500, hierarchy: over200.hierarchy });
    expect(found!.order).toMatchObject({ amount: 30000, total_discount_amount: 4500, total_amount: 25500 });
    expect(big.tracking_id).toMatch(/^track_/);
    // The disabled weekend tier never qualifies.
    expect(big.promotions.map((p) => p.name)).not.toContain('Weekend treat');

    const small = await readAs(validate({ order: { amount: 5000 } }), promotionValidationSchema, 200);
    expect(small.promotions.map((p) => p.id)).not.toContain(over200.id);
  });

  it('refuses narrowing it does not do, and an unknown customer id', async () => {
    const audience = await readAs(validate({}, '?audienceRulesOnly=true'), errorBodySchema, 400);
    expect(audience.details).toContain('audienceRulesOnly');
    const filtered = await readAs(
      validate({}, '?filters[promotion_id][conditions][$in]=promo_x'),
      errorBodySchema,
      400,
    );
    expect(filtered.details).toContain('filters');
    await readAs(validate({ customer: { id: 'cust_nope' } }), errorBodySchema, 404);
  });

  it('answers the official SDK on both sides', async () => {
    const { tiers } = await seededPromotion(service);
    const over200 = tiers.find((t) => t.name === 'Orders over $200')!;
    const server = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const answer = await server.promotions.validate({ order: { amount: 30000 } });
    expect(answer.promotions?.map((p) => p.id)).toContain(over200.id);

    const client = VoucherifyClientSide({
      clientApplicationId: testKeys.client_app_id,
      clientSecretKey: testKeys.client_token,
      apiUrl: service.url,
      origin: clientHeaders.origin,
    });
    const clientAnswer = await client.validate({ amount: 30000, customer: { source_id: 'promo-shopper' } });
    expect(clientAnswer).toMatchObject({ valid: true, tracking_id: expect.stringMatching(/^track_/) });
    expect((clientAnswer as { promotions?: { id: string }[] }).promotions?.map((p) => p.id)).toContain(over200.id);
  });
});
