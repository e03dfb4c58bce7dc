import { describe, expect, it } from 'vitest';
import { productSchema, skuSchema } from '../../../contract/product.ts';
import { productCollectionSchema } from '../../../contract/product-collection.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  redeemThroughApi,
  redeemable,
  refusedRedemption,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const send = (method: string, path: string, body: unknown) =>
  service.request(path, jsonRequest(method, body, appHeaders));

/** A 10%-off-items code whose campaign is guarded by a rule of these `rules` and `applicable_to`. */
async function guardedCode(rules: unknown, applicableTo?: unknown) {
  const rule = await readAs(
    send('POST', '/v1/validation-rules', {
      name: `Guard ${JSON.stringify([rules, applicableTo])}`.slice(0, 200),
      rules,
      ...(applicableTo !== undefined && { applicable_to: applicableTo }),
    }),
    validationRuleSchema,
    200,
  );
  const code = await addVoucher(service.database.db, {
    discount: { type: 'PERCENT', percent_off: 10, effect: 'APPLY_TO_ITEMS' },
  });
  const { campaignId } = await voucherRow(service.database.db, code);
  const assigned = await send('POST', `/v1/validation-rules/${rule.id}/assignments`, {
    related_object_type: 'campaign',
    related_object_id: campaignId,
  });
  expect(assigned.status, await assigned.text()).toBe(200);
  return code;
}

/** A 10%-off-items code whose campaign's rule applies it to `applicable_to` only. */
const targetedCode = (applicableTo: unknown) =>
  guardedCode({ '1': { name: 'order.amount', conditions: { $more_than: [0] } }, logic: '1' }, applicableTo);

const order = {
  items: [
    { source_id: 'tgt-shirt', related_object: 'product', quantity: 1, price: 2000 },
    { source_id: 'tgt-hat-red', related_object: 'sku', quantity: 1, price: 1000 },
    { product_id: 'tgt-mug', related_object: 'product', quantity: 1, price: 5000 },
  ],
};

describe('discounts targeting products, SKUs and collections', () => {
  it('discounts only the lines a targeted collection holds, and never an excluded SKU', async () => {
    const shirt = await readAs(
      send('POST', '/v1/products', { source_id: 'tgt-shirt', name: 'Shirt' }),
      productSchema,
      200,
    );
    const hat = await readAs(send('POST', '/v1/products', { source_id: 'tgt-hat', name: 'Hat' }), productSchema, 200);
    await readAs(send('POST', '/v1/products', { source_id: 'tgt-mug', name: 'Mug' }), productSchema, 200);
    const red = await readAs(send('POST', `/v1/products/${hat.id}/skus`, { source_id: 'tgt-hat-red' }), skuSchema, 200);
    const collection = await readAs(
      send('POST', '/v1/product-collections', {
        type: 'STATIC',
        name: 'Clothes',
        products: [
          { id: shirt.id, object: 'product' },
          { id: red.id, object: 'sku' },
        ],
      }),
      productCollectionSchema,
      200,
    );

    const code = await targetedCode({ included: [{ object: 'products_collection', id: collection.id }] });
    const body = await redeemThroughApi(service, { redeemables: [redeemable(code)], order });
    expect(body.order?.items?.map((i) => i.discount_amount)).toEqual([200, 100, 0]);
    expect(body.order).toMatchObject({ items_discount_amount: 300, total_amount: 7700 });

    // A product covers its SKUs; an exclusion wins over it.
    const excluding = await targetedCode({
      included: [
        { object: 'product', id: hat.id },
        { object: 'product', id: 'tgt-mug' },
      ],
      excluded: [{ object: 'sku', id: red.id }],
    });
    const second = await redeemThroughApi(service, { redeemables: [redeemable(excluding)], order });
    expect(second.order?.items?.map((i) => i.discount_amount)).toEqual([0, 0, 500]);
  });

  it('reads an AUTO_UPDATE collection against the product as stored when the order comes', async () => {
    await readAs(
      send('POST', '/v1/products', { source_id: 'tgt-lamp', name: 'Lamp', price: 9000 }),
      productSchema,
      200,
    );
    const collection = await readAs(
      send('POST', '/v1/product-collections', {
        type: 'AUTO_UPDATE',
        name: 'Dear things',
        filter: { junction: 'and', price: { conditions: { $more_than_equal: [8000] } } },
      }),
      productCollectionSchema,
      200,
    );
    const code = await targetedCode({ included: [{ object: 'products_collection', id: collection.id }] });
    const lines = {
      items: [
        { source_id: 'tgt-lamp', related_object: 'product', quantity: 1, price: 9000 },
        { source_id: 'tgt-unknown', related_object: 'product', quantity: 1, price: 9000 },
      ],
    };
    const body = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: lines });
    expect(body.order?.items?.map((i) => i.discount_amount)).toEqual([900, 0]);
  });

  it('lets in a cart holding a product of the collection a rule names, and refuses one without', async () => {
    const vase = await readAs(
      send('POST', '/v1/products', { source_id: 'tgt-vase', name: 'Vase' }),
      productSchema,
      200,
    );
    const collection = await readAs(
      send('POST', '/v1/product-collections', {
        type: 'STATIC',
        name: 'Home',
        products: [{ id: vase.id, object: 'product' }],
      }),
      productCollectionSchema,
      200,
    );
    const inHome = { name: 'product.id', conditions: { $in: [{ id: collection.id, object: 'products_collection' }] } };
    const code = await guardedCode({ '1': inHome, logic: '1' });
    const withVase = { items: [{ source_id: 'tgt-vase', related_object: 'product', quantity: 1, price: 3000 }] };
    const redeemed = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: withVase });
    expect(redeemed.order).toMatchObject({ total_discount_amount: 300 });

    const other = await guardedCode({ '1': inHome, logic: '1' });
    const withoutVase = { items: [{ source_id: 'tgt-other', related_object: 'product', quantity: 1, price: 3000 }] };
    const refused = await refusedRedemption(service, { redeemables: [redeemable(other)], order: withoutVase });
    expect(JSON.stringify(refused)).toContain('order_rules_violated');

    // Qualification reads the same membership.
    const { campaignId } = await voucherRow(service.database.db, other);
    const qualifying = async (cartOrder: unknown) => {
      const answer = await send('POST', '/v1/qualifications', {
        scenario: 'ALL',
        order: cartOrder,
        options: { limit: 50 },
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      const body = (await answer.json()) as { redeemables: { data: { id: string }[] } };
      return body.redeemables.data.map((r) => r.id);
    };
    expect(await qualifying(withVase)).toContain(campaignId);
    expect(await qualifying(withoutVase)).not.toContain(campaignId);
  });
});
