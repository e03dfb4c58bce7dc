import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationResponseSchema } from '../../../contract/validation.ts';
import { readAs, readOfficial } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const withId = z.object({ id: z.string() });
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const validate = (body: unknown) =>
  readOfficial('post', '/v1/validations', post('/v1/validations', body), validationResponseSchema);

/** A campaign's code giving `discount`, the campaign guarded by a rule that only names the product it applies to. */
async function codeFor(productId: string, discount: unknown) {
  const rule = await readAs(
    post('/v1/validation-rules', {
      name: `Only ${productId}`,
      applicable_to: { included: [{ object: 'product', id: productId }] },
    }),
    withId,
    200,
  );
  const campaign = await readAs(
    post('/v1/campaigns', {
      name: `Targeted ${crypto.randomUUID().slice(0, 8)}`,
      campaign_type: 'DISCOUNT_COUPONS',
      vouchers_count: 1,
      voucher: { type: 'DISCOUNT_VOUCHER', discount },
    }),
    withId,
    200,
  );
  const assigned = await post(`/v1/validation-rules/${rule.id}/assignments`, {
    related_object_type: 'campaign',
    related_object_id: campaign.id,
  });
  expect(assigned.status, await assigned.clone().text()).toBe(200);
  const codes = await readAs(
    service.request(`/v1/vouchers?campaign_id=${campaign.id}`, { headers: appHeaders }),
    z.object({ vouchers: z.array(z.object({ code: z.string() })) }),
    200,
  );
  const code = codes.vouchers[0]!.code;
  return code;
}

const product = async (name: string) => (await readAs(post('/v1/products', { name, price: 20000 }), withId, 200)).id;

describe('POST /v1/validations: discounts a rule targets at products', () => {
  it('takes an order-level amount off each targeted line and says so per redeemable, as the hosted service does', async () => {
    const lamp = await product('Targeted lamp');
    const chair = await product('Untargeted chair');
    const code = await codeFor(lamp, { type: 'AMOUNT', amount_off: 1000 });
    const answer = await validate({
      redeemables: [{ object: 'voucher', id: code }],
      order: {
        items: [
          { product_id: lamp, quantity: 1, price: 20000 },
          { product_id: chair, quantity: 1, price: 5000 },
          { product_id: lamp, quantity: 2, price: 3000 },
        ],
      },
    });
    expect(answer.valid).toBe(true);
    const [redeemable] = answer.redeemables;
    expect(redeemable!.result.discount).toEqual({
      type: 'AMOUNT',
      amount_off: 1000,
      effect: 'APPLY_TO_ITEMS',
      is_dynamic: false,
    });
    expect(redeemable!.applicable_to).toEqual({
      data: [{ object: 'product', id: lamp, strict: false, effect: 'APPLY_TO_EVERY', order_item_indices: [0, 2] }],
      total: 1,
      object: 'list',
      data_ref: 'data',
    });
    expect(redeemable!.inapplicable_to).toEqual({ data: [], total: 0, object: 'list', data_ref: 'data' });
    expect(redeemable!.order).toMatchObject({
      amount: 31000,
      items_discount_amount: 2000,
      total_amount: 29000,
      items: [
        { discount_amount: 1000, discount_quantity: 1 },
        { discount_amount: 0 },
        { discount_amount: 1000, discount_quantity: 2 },
      ],
    });
    expect(answer.order).toMatchObject({ items_discount_amount: 2000, total_amount: 29000 });
  });

  it("answers each stacked redeemable's own share of the order, which add up to the order's discount", async () => {
    const lamp = await product('Stacked lamp');
    const targeted = await codeFor(lamp, { type: 'PERCENT', percent_off: 10 });
    const whole = `ORD-${crypto.randomUUID().slice(0, 8)}`;
    const created = await post('/v1/vouchers', {
      code: whole,
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'AMOUNT', amount_off: 500 },
    });
    expect(created.status).toBe(200);
    const answer = await validate({
      redeemables: [
        { object: 'voucher', id: targeted },
        { object: 'voucher', id: whole },
      ],
      order: { items: [{ product_id: lamp, quantity: 1, price: 20000 }], amount: 20000 },
    });
    const [first, second] = answer.redeemables;
    expect(first!.result.discount).toMatchObject({ type: 'PERCENT', effect: 'APPLY_TO_ITEMS' });
    expect(first!.order).toMatchObject({ items_discount_amount: 2000, discount_amount: 0, total_amount: 18000 });
    expect(second!.result.discount).toMatchObject({ type: 'AMOUNT', effect: 'APPLY_TO_ORDER', is_dynamic: false });
    expect(second!.applicable_to.total).toBe(0);
    expect(second!.order).toMatchObject({ items_discount_amount: 0, discount_amount: 500, total_amount: 19500 });
    expect(answer.order).toMatchObject({ total_discount_amount: 2500, total_amount: 17500 });
  });
});
