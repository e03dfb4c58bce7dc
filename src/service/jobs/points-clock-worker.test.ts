import { describe, expect, it, vi } from 'vitest';
import { voucherSchema } from '../../contract/voucher.ts';
import { readAs } from '../testing/api.ts';
import { appHeaders } from '../testing/harness.ts';
import { creditPoints, programWithCard } from '../testing/points-buckets.ts';
import { testClock, useTestService } from '../testing/service.ts';
import { startPointsClockWorker } from './points-clock-worker.ts';

const clock = testClock(new Date('2026-01-10T10:00:00.000Z'));
const service = useTestService({ persistent: true, now: clock.now });

const balanceOf = async (code: string) =>
  (await readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200)).loyalty_card
    ?.balance;

/** The production worker (no QA mode) polling the store at the test's clock, until the balance is `expected`. */
async function workerUntil(code: string, expected: number) {
  const stop = startPointsClockWorker(service.database.db, { now: clock.now, pollMs: 20 });
  try {
    await vi.waitFor(async () => expect(await balanceOf(code)).toBe(expected), { timeout: 10_000, interval: 50 });
  } finally {
    await stop();
  }
}

describe('the points clock worker', () => {
  it('activates pending points and expires due ones on its own, carrying on after a restart', async () => {
    const { card } = await programWithCard(service, { period_type: 'MONTH', period_value: 1 });
    await creditPoints(service, card.id, 100, '2026-01-10T10:00:00Z');
    await creditPoints(service, card.id, 30, '2026-01-10T10:00:00Z', {
      pendingUntil: new Date('2026-01-20T00:00:00Z'),
    });
    expect(await balanceOf(card.code!)).toBe(100);

    clock.advance(11 * 86_400);
    await workerUntil(card.code!, 130);

    await service.restart();
    // A month after they were earned the first 100 expire; the 30 activated on the 20th count from then.
    clock.advance(21 * 86_400);
    await workerUntil(card.code!, 30);
  });
});
