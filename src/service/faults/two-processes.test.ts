import { describe, expect, it } from 'vitest';
import { promotionTierSchema } from '../../contract/promotion-tier.ts';
import { openDatabase } from '../store/db.ts';
import { readAs, seededPromotion } from '../testing/api.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { appHeaders, clientHeaders, seedTestDatabase } from '../testing/harness.ts';
import { addVoucher, voucherRow } from '../testing/redemptions.ts';
import { postgresBinaries, startTemporaryPostgres } from '../testing/temporary-postgres.ts';

/**
 * Two service processes on one PostgreSQL, each with its own memory: a change made through one is what the other
 * answers with on its very next request, and a code's last uses go to exactly as many redemptions as it has.
 */
describe.skipIf(!postgresBinaries())('two service processes on one PostgreSQL', () => {
  it('see each other’s changes at once and never over-redeem a code between them', async () => {
    const postgres = await startTemporaryPostgres();
    const seeding = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' });
    await seedTestDatabase(seeding);
    const code = await addVoucher(seeding.db, { quantity: 20 });
    const [first, second] = await Promise.all([
      startChildProcessService({ DATABASE_URL: postgres.url }),
      startChildProcessService({ DATABASE_URL: postgres.url }),
    ]);
    try {
      const onSecond = { request: (path: string, init?: RequestInit) => fetch(`${second.base}${path}`, init) };
      const tier = (await seededPromotion(onSecond)).tiers[0]!;
      const readOnSecond = () =>
        readAs(
          fetch(`${second.base}/v1/promotions/tiers/${tier.id}`, { headers: appHeaders }),
          promotionTierSchema,
          200,
        );
      expect((await readOnSecond()).active).toBe(true);
      const switched = await fetch(`${first.base}/v1/promotions/tiers/${tier.id}/disable`, {
        method: 'POST',
        headers: appHeaders,
      });
      expect(switched.status).toBe(200);
      expect((await readOnSecond()).active).toBe(false);

      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          fetch(`${(i % 2 ? first : second).base}/client/v1/redemptions`, {
            method: 'POST',
            headers: { ...clientHeaders, 'content-type': 'application/json' },
            body: JSON.stringify({
              customer: { source_id: `two-${i}` },
              order: { amount: 10000 },
              redeemables: [{ object: 'voucher', id: code }],
            }),
          }).then((res) => res.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
      expect((await voucherRow(seeding.db, code)).redeemedQuantity).toBe(20);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await seeding.close();
      await postgres.stop();
    }
  }, 120_000);
});
