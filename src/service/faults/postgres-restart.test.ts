import { describe, expect, it, vi } from 'vitest';
import { campaignListSchema } from '../../contract/campaign.ts';
import { errorBodySchema } from '../../contract/common.ts';
import { exportSchema } from '../../contract/export.ts';
import { clientRedemptionResponseSchema } from '../../contract/redemption.ts';
import { openDatabase } from '../store/db.ts';
import { readAs } from '../testing/api.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { appHeaders, jsonRequest, seedTestDatabase } from '../testing/harness.ts';
import { addVoucher, cart } from '../testing/redemptions.ts';
import { postgresBinaries, startTemporaryPostgres } from '../testing/temporary-postgres.ts';

/**
 * PostgreSQL restarted under load, on a cluster of the test's own: requests during the outage fail cleanly (503 with
 * the error body, never a hang or a crash), redemptions in flight included (their clients are checked out of the
 * pool, inside a transaction, when the server goes), and the same service process answers again and runs its jobs
 * once the database is back.
 */
describe.skipIf(!postgresBinaries())('PostgreSQL restart under load', () => {
  it('fails requests cleanly during the outage and recovers without restarting the service', async () => {
    const postgres = await startTemporaryPostgres();
    const seeding = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' });
    await seedTestDatabase(seeding);
    const code = await addVoucher(seeding.db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    await seeding.close();
    const service = await startChildProcessService({ DATABASE_URL: postgres.url });
    let exited = false;
    void service.exited.then(() => (exited = true));
    try {
      const statuses = new Map<number, number>();
      let restarted = false;
      let answeredAfterRestart = false;
      let loading = true;
      const redeem = { redeemables: [{ object: 'voucher', id: code }], order: cart };
      const loader = (redeeming: boolean) =>
        (async () => {
          while (loading) {
            const res = redeeming
              ? await fetch(`${service.base}/v1/redemptions`, jsonRequest('POST', redeem, appHeaders))
              : await fetch(`${service.base}/v1/campaigns?limit=1`, { headers: appHeaders });
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status === 200) {
              await readAs(res, redeeming ? clientRedemptionResponseSchema : campaignListSchema, 200);
              answeredAfterRestart ||= restarted && redeeming;
            } else {
              expect(await readAs(res, errorBodySchema, 503)).toMatchObject({
                code: 503,
                key: 'service_unavailable',
                request_id: expect.stringMatching(/^v-/),
              });
            }
          }
        })();
      const load = Promise.all([0, 1, 2, 3, 4, 5].map((n) => loader(n % 3 !== 0)));
      // Restart only once the load is being answered, and stop it once a redemption came from the restarted database.
      await vi.waitFor(() => expect(statuses.get(200)).toBeGreaterThan(20), { timeout: 30_000 });
      await postgres.restart();
      restarted = true;
      await vi.waitFor(() => expect(answeredAfterRestart, 'the service redeems again').toBe(true), {
        timeout: 30_000,
      });
      loading = false;
      await load;

      expect(exited, 'the service process is still running').toBe(false);
      expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.get(503) ?? 0, 'some requests met the outage').toBeGreaterThan(0);

      // The job worker polls the same pool: an export scheduled after the outage is written.
      const scheduled = await readAs(
        fetch(`${service.base}/v1/exports`, jsonRequest('POST', { exported_object: 'redemption' }, appHeaders)),
        exportSchema,
        200,
      );
      await vi.waitFor(
        async () => {
          const done = await readAs(
            fetch(`${service.base}/v1/exports/${scheduled.id}`, { headers: appHeaders }),
            exportSchema,
            200,
          );
          expect(done.status).toBe('DONE');
        },
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      await service.stop();
      postgres.stop();
    }
  }, 180_000);
});
