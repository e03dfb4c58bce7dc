import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';
import { officialErrors } from '../../testing/official-schema.ts';
import { addVoucher, cart, voucherRow } from '../../testing/redemptions.ts';

const live = useTestService({ live: true });
const server = () =>
  VoucherifyServerSide({ applicationId: testKeys.app_id, secretKey: testKeys.app_token, apiUrl: live.url });
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('server-side redemption through the official SDK', () => {
  it('redemptions.redeemStackable redeems on the shared engine: the answer and the counters of the client-side one', async () => {
    const code = await addVoucher(live.database.db, { discount: { type: 'AMOUNT', amount_off: 1500 }, quantity: 1 });
    const response = await server().redemptions.redeemStackable({
      customer: { source_id: 'server-shopper' },
      redeemables: [{ object: 'voucher', id: code }],
      order: cart,
      options: { expand: ['order', 'redeemable'] },
    } as never);
    expect(response.order).toMatchObject({ amount: 10000, total_discount_amount: 1500, total_amount: 8500 });
    expect(response.parent_redemption).toMatchObject({
      result: 'SUCCESS',
      channel: { channel_id: testKeys.app_id, channel_type: 'API' },
    });
    expect(officialErrors('post', '/v1/redemptions', 200, response)).toEqual([]);
    expect((await voucherRow(live.database.db, code)).redeemedQuantity).toBe(1);

    // Its one use is spent: the second redemption is refused with the engine's outcome.
    expect(
      await failureOf(
        server().redemptions.redeemStackable({ redeemables: [{ object: 'voucher', id: code }], order: cart } as never),
      ),
    ).toMatchObject({ code: 400, key: 'quantity_exceeded' });
  });
});
