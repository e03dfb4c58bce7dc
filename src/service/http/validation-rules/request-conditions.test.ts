import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationResponseSchema } from '../../../contract/validation.ts';
import { personHeaders, readAs, readOfficial } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { cart } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const withId = z.object({ id: z.string() });
const post = (path: string, body: unknown, headers: Record<string, string> = appHeaders) =>
  service.request(path, jsonRequest('POST', body, headers));
const unique = () => crypto.randomUUID().slice(0, 8);
const amountOff = { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } };

/** The one code of a new campaign issuing `voucher`, guarded by a rule of `conditions` (numbered, joined by and). */
async function guardedCode(
  conditions: Record<string, unknown>[],
  voucher: object = amountOff,
  type = 'DISCOUNT_COUPONS',
) {
  const numbered = Object.fromEntries(conditions.map((c, i) => [String(i + 1), c]));
  const logic = conditions.map((_, i) => i + 1).join(' and ');
  const rule = await readAs(
    post('/v1/validation-rules', { name: `Rule ${unique()}`, rules: { ...numbered, logic } }),
    withId,
    200,
  );
  const campaign = await readAs(
    post('/v1/campaigns', {
      name: `Guarded ${unique()}`,
      campaign_type: type,
      vouchers_count: 1,
      voucher,
      validation_rules: [rule.id],
    }),
    withId,
    200,
  );
  const listed = await readAs(
    service.request(`/v1/vouchers?campaign_id=${campaign.id}`, { headers: appHeaders }),
    z.object({ vouchers: z.array(z.object({ code: z.string() })) }),
    200,
  );
  return listed.vouchers[0]!.code;
}

/** A redemption of `code` on the cart: by the server key, a person's session, or the client key (its own path). */
const redeemStatus = async (code: string, extra: object = {}, headers: Record<string, string> = appHeaders) => {
  const path = headers === clientHeaders ? '/client/v1/redemptions' : '/v1/redemptions';
  const body = { redeemables: [{ object: 'voucher', id: code }], order: cart, ...extra };
  return (await post(path, body, headers)).status;
};

const validate = (code: string, order: object) =>
  readOfficial(
    'post',
    '/v1/validations',
    post('/v1/validations', { redeemables: [{ object: 'voucher', id: code }], order }),
    validationResponseSchema,
  );

describe('validation rules on who redeems and what the redeemable spends', () => {
  it('lets only the named key redeem, and counts its redemptions of the code apart from other keys', async () => {
    const onlyServer = await guardedCode([{ name: 'redemption.api_key', conditions: { $is: [testKeys.app_id] } }]);
    expect(await redeemStatus(onlyServer, {}, clientHeaders)).toBe(400);
    expect(await redeemStatus(onlyServer)).toBe(200);

    const oncePerKey = await guardedCode(
      [{ name: 'redemption.count.per_api_key', conditions: { $less_than_or_equal: [1] } }],
      { ...amountOff, redemption: { quantity: 5 } },
    );
    expect(await redeemStatus(oncePerKey)).toBe(200);
    expect(await redeemStatus(oncePerKey)).toBe(400);
    expect(await redeemStatus(oncePerKey, {}, clientHeaders)).toBe(200);
  });

  it("judges the login of the person redeeming from the console, and that person's redemptions of the code", async () => {
    const owner = await personHeaders(service, 'owner@example.com');
    const ownerOnly = await guardedCode([
      { name: 'redemption.user.login', conditions: { $is: ['owner@example.com'] } },
    ]);
    expect(await redeemStatus(ownerOnly)).toBe(400);
    expect(await redeemStatus(ownerOnly, {}, owner)).toBe(200);

    const oncePerPerson = await guardedCode(
      [{ name: 'redemption.count.per_user', conditions: { $less_than_or_equal: [1] } }],
      { ...amountOff, redemption: { quantity: 5 } },
    );
    expect(await redeemStatus(oncePerPerson, {}, owner)).toBe(200);
    expect(await redeemStatus(oncePerPerson, {}, owner)).toBe(400);
  });

  it('lets only the customer a code is published to redeem it', async () => {
    const code = await guardedCode([
      { name: 'publication.redeemable_by_linked_customer', conditions: { $is: [true] } },
    ]);
    expect(await redeemStatus(code, { customer: { source_id: 'linked-ann' } })).toBe(400);
    const published = await post('/v1/publications', { customer: { source_id: 'linked-ann' }, voucher: code });
    expect(published.status, await published.clone().text()).toBe(200);
    expect(await redeemStatus(code, { customer: { source_id: 'linked-bob' } })).toBe(400);
    expect(await redeemStatus(code, { customer: { source_id: 'linked-ann' } })).toBe(200);
  });

  it("judges the amount a gift card pays: the credits asked for, else its balance up to the order's amount", async () => {
    const code = await guardedCode(
      [{ name: 'redemption.gift.amount', conditions: { $less_than_or_equal: [3000] } }],
      { type: 'GIFT_VOUCHER', gift: { amount: 5000 } },
      'GIFT_VOUCHERS',
    );
    const spend = (credits?: number) =>
      post('/v1/redemptions', {
        redeemables: [{ object: 'voucher', id: code, ...(credits && { gift: { credits } }) }],
        order: cart,
      });
    expect((await spend()).status).toBe(400);
    expect((await spend(2000)).status).toBe(200);
  });
});

describe('validation rules that choose the items a discount applies to', () => {
  it('takes a discount off only the lines a product condition marks as the ones it applies to', async () => {
    const code = await guardedCode(
      [
        {
          name: 'product.id',
          conditions: { $is: ['prod_b'] },
          rules: { '1': { name: 'product.discount_applicable', conditions: { $is: [true] } }, logic: '1' },
        },
      ],
      { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 10 } },
    );
    const answer = await validate(code, cart);
    expect(answer.valid).toBe(true);
    expect(answer.redeemables[0]!.result.discount).toMatchObject({ effect: 'APPLY_TO_ITEMS', percent_off: 10 });
    // 10% of prod_b's 60.00, not of the whole 100.00.
    expect(answer.order?.total_discount_amount).toBe(600);
    // The selected line is what the discount applies to, as the answer lists it.
    expect(answer.redeemables[0]!.applicable_to.data).toEqual([
      { object: 'product', id: 'prod_b', strict: false, effect: 'APPLY_TO_EVERY', order_item_indices: [1] },
    ]);
    const without = await validate(code, { items: [cart.items[0]] });
    expect(without.valid).toBe(false);
  });
});

describe('the ADD_SAME_ITEMS effect', () => {
  it("gives the units off of each product of the collection the cart holds, one line's worth each", async () => {
    const product = async (name: string) => (await readAs(post('/v1/products', { name, price: 1000 }), withId, 200)).id;
    const [mug, cup, plate] = [await product('Same mug'), await product('Same cup'), await product('Other plate')];
    const collection = await readAs(
      post('/v1/product-collections', {
        type: 'STATIC',
        name: `Free again ${unique()}`,
        products: [
          { id: mug, object: 'product' },
          { id: cup, object: 'product' },
        ],
      }),
      withId,
      200,
    );
    const code = await guardedCode([{ name: 'order.amount', conditions: { $more_than: [0] } }], {
      type: 'DISCOUNT_VOUCHER',
      discount: { type: 'UNIT', unit_off: 1, unit_type: collection.id, effect: 'ADD_SAME_ITEMS' },
    });
    const answer = await validate(code, {
      items: [
        { product_id: mug, quantity: 3, price: 1000 },
        { product_id: cup, quantity: 1, price: 400 },
        { product_id: plate, quantity: 2, price: 2500 },
      ],
    });
    expect(answer.valid).toBe(true);
    expect(answer.order?.total_discount_amount).toBe(1400);
  });
});

describe('a rule assigned to one code', () => {
  it('guards that code alone, assigned by the code or by its id', async () => {
    const make = async (code: string) => {
      const res = await post(`/v1/vouchers/${code}`, amountOff);
      expect(res.status, await res.clone().text()).toBe(200);
      return readAs(res, z.object({ id: z.string(), code: z.string() }), 200);
    };
    const [guarded, byId, free] = [
      await make(`ONE-${unique()}`),
      await make(`ID-${unique()}`),
      await make(`FREE-${unique()}`),
    ];
    const rule = await readAs(
      post('/v1/validation-rules', {
        name: `Big orders ${unique()}`,
        rules: { '1': { name: 'order.amount', conditions: { $more_than: [50000] } }, logic: '1' },
      }),
      withId,
      200,
    );
    for (const related_object_id of [guarded.code, byId.id]) {
      const assigned = await post(`/v1/validation-rules/${rule.id}/assignments`, {
        related_object_type: 'voucher',
        related_object_id,
      });
      expect(assigned.status, await assigned.clone().text()).toBe(200);
      expect(await assigned.json()).toMatchObject({
        related_object_type: 'voucher',
        related_object_id: expect.stringMatching(/^v_/),
      });
    }
    expect(await redeemStatus(guarded.code)).toBe(400);
    expect(await redeemStatus(byId.code)).toBe(400);
    expect(await redeemStatus(free.code)).toBe(200);
    const unknown = await post(`/v1/validation-rules/${rule.id}/assignments`, {
      related_object_type: 'voucher',
      related_object_id: 'NO-SUCH-CODE',
    });
    expect(unknown.status).toBe(404);
  });
});
