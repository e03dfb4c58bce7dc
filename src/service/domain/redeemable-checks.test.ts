import { describe, expect, it } from 'vitest';
import { checkRedeemable, type RedeemableState } from './redeemable-checks.ts';
import { sessionExpiresAt } from './session-lock.ts';
import type { RuleContext } from './rules.ts';

const at = new Date('2026-06-10T12:00:00.000Z');
const ctx: RuleContext = {
  customer: { metadata: { tier: 'basic' } },
  order: { amount: 5000, items: [] },
  redemptions: { perCustomer: 0, campaignTotal: 0 },
};
const voucher = (over: Partial<RedeemableState> = {}): RedeemableState => ({
  kind: 'voucher',
  windows: [{}],
  voucherType: 'DISCOUNT_VOUCHER',
  rules: [],
  ...over,
});
const code = (state: RedeemableState) => checkRedeemable(state, ctx, at)?.code;

describe('checkRedeemable', () => {
  it('maps validity of the redeemable, then of its campaign, to the hosted keys', () => {
    expect(code(voucher({ windows: [{ active: false }] }))).toBe('voucher_disabled');
    expect(code(voucher({ windows: [{}, { start_date: '2026-07-01T00:00:00.000Z' }] }))).toBe('voucher_not_active');
    expect(code(voucher({ windows: [{ expiration_date: '2026-06-01T00:00:00.000Z' }] }))).toBe('voucher_expired');
    expect(code(voucher({ windows: [{ validity_day_of_week: [0] }] }))).toBe('voucher_not_active_now');
    expect(code({ ...voucher(), kind: 'promotion_tier', windows: [{ active: false }] })).toBe('promotion_inactive');
    expect(
      code({ ...voucher(), kind: 'promotion_tier', windows: [{ expiration_date: '2026-06-01T00:00:00.000Z' }] }),
    ).toBe('promotion_not_active_now');
  });

  it('checks quantity and gift balance, less what other sessions reserved, and loyalty cards', () => {
    expect(code(voucher({ quantity: 2, redeemed: 2 }))).toBe('quantity_exceeded');
    expect(code(voucher({ quantity: 3, redeemed: 1, reservedByOthers: { uses: 1, credits: 0 } }))).toBeUndefined();
    expect(code(voucher({ quantity: 3, redeemed: 1, reservedByOthers: { uses: 2, credits: 0 } }))).toBe(
      'quantity_exceeded',
    );
    expect(
      code(
        voucher({
          voucherType: 'GIFT_VOUCHER',
          giftBalance: 500,
          credits: 300,
          reservedByOthers: { uses: 1, credits: 200 },
        }),
      ),
    ).toBeUndefined();
    expect(
      code(
        voucher({
          voucherType: 'GIFT_VOUCHER',
          giftBalance: 500,
          credits: 301,
          reservedByOthers: { uses: 1, credits: 200 },
        }),
      ),
    ).toBe('gift_amount_exceeded');
    expect(code(voucher({ quantity: null, redeemed: 99 }))).toBeUndefined();
    expect(code(voucher({ voucherType: 'GIFT_VOUCHER', giftBalance: 0 }))).toBe('gift_amount_exceeded');
    expect(code(voucher({ voucherType: 'GIFT_VOUCHER', giftBalance: 500, credits: 501 }))).toBe('gift_amount_exceeded');
    // The message reads money as an amount, and says what to do.
    expect(
      checkRedeemable(voucher({ voucherType: 'GIFT_VOUCHER', giftBalance: 7000, credits: 9000 }), ctx, at),
    ).toEqual({
      code: 'gift_amount_exceeded',
      message: 'The gift card has 70.00 left: ask for at most 70.00 in credits',
    });
    expect(code(voucher({ voucherType: 'GIFT_VOUCHER', giftBalance: 500, credits: 500 }))).toBeUndefined();
    expect(code(voucher({ voucherType: 'LOYALTY_CARD' }))).toBe('missing_reward');
  });

  it('reports the first failing rule with its message', () => {
    const gold = {
      rules: {
        '1': { name: 'customer.metadata' as const, property: 'tier', conditions: { $is: ['gold'] } },
        logic: '1',
      },
      error: { message: 'Gold only' },
    };
    expect(checkRedeemable(voucher({ rules: [gold] }), ctx, at)).toEqual({
      code: 'customer_rules_violated',
      message: 'Gold only',
    });
  });
});

describe('sessionExpiresAt', () => {
  it('defaults to 7 days and honours ttl and ttl_unit (days when the unit is absent)', () => {
    const day = 86_400_000;
    expect(sessionExpiresAt({}, at).getTime() - at.getTime()).toBe(7 * day);
    expect(sessionExpiresAt({ ttl: 2 }, at).getTime() - at.getTime()).toBe(2 * day);
    expect(sessionExpiresAt({ ttl: 90, ttl_unit: 'MINUTES' }, at).getTime() - at.getTime()).toBe(90 * 60_000);
    expect(sessionExpiresAt({ ttl: 10, ttl_unit: 'NANOSECONDS' }, at).getTime() - at.getTime()).toBe(1);
  });
});
