import { describe, expect, it } from 'vitest';
import { loyaltyTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import { addVoucher, cart, redeemThroughApi, redeemable } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';
import { moved } from '../../testing/transactions.ts';

const service = useTestService();
const transactions = (code: string, query = '') =>
  readAs(
    service.request(`/v1/vouchers/${code}/transactions${query}`, { headers: appHeaders }),
    loyaltyTransactionListSchema,
    200,
  );

describe('GET /v1/vouchers/{code}/transactions', () => {
  it("lists a gift card's credits spent and given back, newest first, with the balance after each", async () => {
    const code = await addVoucher(service.database.db, { gift: 5000 });
    const spend = (credits: number) =>
      redeemThroughApi(service, { redeemables: [redeemable(code, credits)], order: cart });
    const first = await spend(2000);
    const second = await spend(1000);
    await service.request(`/v1/redemptions/${first.parent_redemption.id}/rollbacks`, {
      method: 'POST',
      headers: appHeaders,
    });

    const list = await transactions(code);
    expect(list.data.map((t) => [t.type, ...moved(t)])).toEqual([
      ['CREDITS_REFUND', 2000, 4000],
      ['CREDITS_REDEMPTION', -1000, 2000],
      ['CREDITS_REDEMPTION', -2000, 3000],
    ]);
    expect(list.data[1]!.details).toEqual({
      redemption: { id: second.redemptions[0]!.id },
      balance: {
        type: 'gift_voucher',
        total: 5000,
        object: 'balance',
        amount: -1000,
        balance: 2000,
        operation_type: 'AUTOMATIC',
        related_object: { id: list.data[1]!.voucher_id, type: 'voucher' },
      },
    });
    const card = await readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200);
    expect(card.gift?.balance).toBe(list.data[0]!.details.balance.balance);

    const paged = await transactions(code, '?limit=2&page=2');
    expect(paged).toMatchObject({
      has_more: false,
      data: [{ type: 'CREDITS_REDEMPTION', details: { balance: { amount: -2000 } } }],
    });
  });

  it("lists a loyalty card's points, nothing for a discount code, and 404s for an unknown code", async () => {
    const points = await transactions('LOYAL-DEMO1', '?limit=5');
    expect(points.data.length).toBeGreaterThan(0);
    expect(points.data.every((t) => t.voucher_id.startsWith('v_'))).toBe(true);
    const discount = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    expect(await transactions(discount)).toEqual({ object: 'list', data_ref: 'data', data: [], has_more: false });
    await expectError(
      service.request('/v1/vouchers/NOPE-NOPE/transactions', { headers: appHeaders }),
      404,
      'not_found',
    );
    await expectError(service.request(`/v1/vouchers/${discount}/transactions`), 401);
  });
});
