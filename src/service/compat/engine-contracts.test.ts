import { describe, expect, it } from 'vitest';
import { officialErrors } from '../official/official-schema.ts';
import { eventRequestSchema, eventSchema } from '../../contract/event.ts';
import { exportSchema, transactionExportRequestSchema } from '../../contract/export.ts';
import { orderRequestSchema } from '../../contract/order.ts';
import { qualificationQuerySchema, qualificationRequestSchema } from '../../contract/qualification.ts';
import { clientRedemptionRequestSchema, clientRedemptionResponseSchema } from '../../contract/redemption.ts';

const NOW = '2026-03-02T10:00:00.000Z';

describe('order request', () => {
  it('reads a quantity sent as a numeric string, as in the official example', () => {
    const parsed = orderRequestSchema.parse({
      amount: 10000,
      items: [{ product_id: 'p', quantity: '1', price: 10000, related_object: 'product' }],
    });
    expect(parsed.items?.[0]?.quantity).toBe(1);
    expect(orderRequestSchema.safeParse({ items: [{ quantity: 'one' }] }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ items: [{ quantity: 1.5 }] }).success).toBe(false);
  });
});

describe('qualification', () => {
  it('accepts the camelCase query and limits 1..50', () => {
    expect(qualificationQuerySchema.parse({ audienceRulesOnly: 'true', limit: '5', order: '-created_at' })).toEqual({
      audienceRulesOnly: true,
      limit: 5,
      order: '-created_at',
    });
    for (const limit of ['0', '51', 'x', '2.5'])
      expect(qualificationQuerySchema.safeParse({ limit }).success).toBe(false);
    expect(qualificationQuerySchema.safeParse({ order: 'name' }).success).toBe(false);
  });

  it('accepts the official example body', () => {
    const body = {
      customer: { source_id: 'source-id', metadata: { key: 'value' } },
      order: {
        amount: 10000,
        items: [
          {
            product_id: 'product-id',
            quantity: '1',
            price: 10000,
            related_object: 'product',
            product: { metadata: { key: 'value' } },
          },
        ],
      },
      metadata: { key: 'value' },
    };
    expect(qualificationRequestSchema.safeParse(body).success).toBe(true);
    expect(qualificationRequestSchema.safeParse({}).success).toBe(true);
  });
});

describe('event', () => {
  it('requires a name of 1..300 characters and a customer', () => {
    const ok = {
      event: 'cart_abandoned',
      customer: { source_id: 'c' },
      loyalty: { code: '6CB4KDAu' },
      metadata: { flag: true },
    };
    expect(eventRequestSchema.safeParse(ok).success).toBe(true);
    expect(eventRequestSchema.safeParse({ ...ok, event: 'x'.repeat(300) }).success).toBe(true);
    expect(eventRequestSchema.safeParse({ ...ok, event: 'x'.repeat(301) }).success).toBe(false);
    expect(eventRequestSchema.safeParse({ ...ok, event: '' }).success).toBe(false);
    expect(eventRequestSchema.safeParse({ event: 'e' }).success).toBe(false);
  });

  it('answers a shape the official schema accepts', () => {
    const event = eventSchema.parse({
      object: 'event',
      type: 'cart_abandoned',
      customer: { id: 'cust_1', source_id: 'c', object: 'customer', metadata: {} },
      referral: null,
      loyalty: null,
      metadata: {},
    });
    expect(officialErrors('post', '/v1/events', 200, event)).toEqual([]);
  });
});

describe('loyalty transaction export', () => {
  it('accepts an empty body and the official example, and rejects unknown fields or operators', () => {
    expect(transactionExportRequestSchema.safeParse({}).success).toBe(true);
    const example = {
      parameters: {
        order: '-created_at',
        fields: [
          'id',
          'type',
          'source_id',
          'reason',
          'balance',
          'amount',
          'created_at',
          'voucher_id',
          'campaign_id',
          'details',
          'related_transaction_id',
        ],
      },
    };
    expect(transactionExportRequestSchema.safeParse(example).success).toBe(true);
    expect(transactionExportRequestSchema.safeParse({ parameters: { fields: ['points'] } }).success).toBe(false);
    const filters = { created_at: { conditions: { $after: NOW } }, voucher_id: { conditions: { $in: ['CARD-1'] } } };
    expect(transactionExportRequestSchema.safeParse({ parameters: { filters } }).success).toBe(true);
    expect(
      transactionExportRequestSchema.safeParse({
        parameters: { filters: { created_at: { conditions: { $count: 1 } } } },
      }).success,
    ).toBe(false);
  });

  it('answers a scheduled export the official schema accepts', () => {
    const scheduled = exportSchema.parse({
      id: 'exp_1',
      object: 'export',
      created_at: NOW,
      status: 'SCHEDULED',
      channel: 'API',
      exported_object: 'voucher_transactions',
      parameters: {
        order: '-created_at',
        fields: ['id', 'amount'],
        filters: { voucher_id: { conditions: { $in: ['CARD-1'] } } },
      },
      result: null,
      user_id: 'user_1',
    });
    expect(officialErrors('post', '/v1/loyalties/members/{memberId}/transactions/export', 200, scheduled)).toEqual([]);
    expect(
      exportSchema.safeParse({
        ...scheduled,
        status: 'DONE',
        result: { url: 'http://x/v1/exports/exp_1?token=t' },
        user_id: null,
      }).success,
    ).toBe(true);
  });
});

describe('client redemption', () => {
  it('accepts the official example and gift credits, and caps redeemables at 30', () => {
    const example = {
      customer: { source_id: 'sample_customer' },
      options: { expand: ['order', 'redeemable', 'category'] },
      redeemables: [{ object: 'voucher', id: 'voucher-code' }],
      session: { type: 'LOCK', key: 'session_key' },
      order: {
        amount: 55000,
        status: 'PAID',
        items: [{ quantity: 2, price: 20000, source_id: 'sample product1', related_object: 'product' }],
      },
    };
    expect(clientRedemptionRequestSchema.safeParse(example).success).toBe(true);
    const gift = {
      redeemables: [
        { object: 'voucher', id: 'GIFT-1', gift: { credits: 1500 } },
        { object: 'promotion_tier', id: 'promo_1' },
      ],
    };
    expect(clientRedemptionRequestSchema.safeParse(gift).success).toBe(true);
    const many = { redeemables: Array.from({ length: 31 }, (_, i) => ({ object: 'voucher', id: `C${i}` })) };
    expect(clientRedemptionRequestSchema.safeParse(many).success).toBe(false);
    expect(clientRedemptionRequestSchema.safeParse({ redeemables: [] }).success).toBe(false);
    expect(clientRedemptionRequestSchema.safeParse({ redeemables: [{ object: 'campaign', id: 'x' }] }).success).toBe(
      false,
    );
  });

  it('answers a shape the official schema accepts', () => {
    const order = {
      id: 'ord_1',
      object: 'order',
      status: 'PAID',
      amount: 55000,
      discount_amount: 2500,
      items_discount_amount: 0,
      total_discount_amount: 2500,
      total_amount: 52500,
      applied_discount_amount: 2500,
      items_applied_discount_amount: 0,
      total_applied_discount_amount: 2500,
      items: [
        { object: 'order_item', source_id: 'p1', quantity: 2, price: 20000, amount: 40000, subtotal_amount: 40000 },
      ],
      customer_id: 'cust_1',
      customer: { id: 'cust_1', object: 'customer' },
      redemptions: {
        r_parent: { date: NOW, related_object_type: 'redemption', related_object_id: 'r_parent', stacked: ['r_child'] },
      },
      created_at: NOW,
    };
    const base = {
      object: 'redemption',
      date: NOW,
      customer_id: 'cust_1',
      tracking_id: 'track_0123456789abcdef',
      metadata: {},
      result: 'SUCCESS',
      status: 'SUCCEEDED',
      order,
      channel: { channel_id: 'app_1', channel_type: 'API' },
      customer: { id: 'cust_1', source_id: 'sample_customer', object: 'customer' },
    };
    const response = clientRedemptionResponseSchema.parse({
      redemptions: [
        {
          ...base,
          id: 'r_child',
          redemption: 'r_parent',
          related_object_type: 'voucher',
          related_object_id: 'v_1',
          amount: 2500,
          voucher: {
            id: 'v_1',
            code: 'SAVE25',
            campaign: 'Spring',
            campaign_id: 'camp_1',
            type: 'DISCOUNT_VOUCHER',
            discount: { type: 'AMOUNT', amount_off: 2500, effect: 'APPLY_TO_ORDER' },
            active: true,
            metadata: {},
            created_at: NOW,
            object: 'voucher',
            redemption: { quantity: 10, redeemed_quantity: 1, object: 'list' },
            categories: [
              {
                id: 'cat_1',
                name: 'Food',
                hierarchy: 1,
                stacking_rules_type: 'JOINT',
                object: 'category',
                created_at: NOW,
              },
            ],
          },
        },
      ],
      parent_redemption: {
        ...base,
        id: 'r_parent',
        redemption: null,
        related_object_type: 'redemption',
        related_object_id: 'r_parent',
      },
      order,
      inapplicable_redeemables: [
        {
          status: 'INAPPLICABLE',
          id: 'EXPIRED',
          object: 'voucher',
          result: {
            error: { code: 400, key: 'voucher_expired', message: 'Voucher expired' },
            details: { key: 'voucher_expired', message: 'Voucher expired' },
          },
        },
      ],
      skipped_redeemables: [
        {
          status: 'SKIPPED',
          id: 'promo_2',
          object: 'promotion_tier',
          result: {
            details: { key: 'applicable_redeemables_limit_exceeded', message: 'Applicable redeemables limit exceeded' },
          },
        },
      ],
    });
    expect(officialErrors('post', '/client/v1/redemptions', 200, response)).toEqual([]);
  });
});
