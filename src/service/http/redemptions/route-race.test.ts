import { describe, expect, it } from 'vitest';
import { appHeaders, clientHeaders, jsonRequest } from '../../testing/harness.ts';
import { WEEKDAY_NOON, addVoucher, cart, voucherRow } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

/** The four ways to redeem one code: stacked and single-code, with the server's keys and the client's. */
const routes = [
  (code: string) =>
    service.request(
      '/v1/redemptions',
      jsonRequest('POST', { redeemables: [{ object: 'voucher', id: code }], order: cart }, appHeaders),
    ),
  (code: string) =>
    service.request(
      '/client/v1/redemptions',
      jsonRequest('POST', { redeemables: [{ object: 'voucher', id: code }], order: cart }, clientHeaders),
    ),
  (code: string) =>
    service.request(`/v1/vouchers/${code}/redemption`, jsonRequest('POST', { order: cart }, appHeaders)),
  (code: string) =>
    service.request(`/client/v1/redeem?code=${code}`, jsonRequest('POST', { order: cart }, clientHeaders)),
];

describe('one code redeemed through all four routes at once', () => {
  it('answers every request with a redemption and counts each once (no deadlock between the paths)', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    const rounds = 10;
    const statuses: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const answers = await Promise.all(routes.flatMap((redeem) => [redeem(code), redeem(code), redeem(code)]));
      for (const answer of answers) {
        if (answer.status !== 200) expect.soft(await answer.text()).toBe('a redemption');
        statuses.push(answer.status);
      }
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await voucherRow(service.database.db, code)).redeemedQuantity).toBe(rounds * routes.length * 3);
  });
});
