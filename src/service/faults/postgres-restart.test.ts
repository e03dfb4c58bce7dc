import { describe, expect, it, vi } from 'vitest';
import { campaignListSchema } from '../../contract/campaign.ts';
import { errorBodySchema } from '../../contract/common.ts';
import { openDatabase } from '../store/db.ts';
import { readAs } from '../testing/api.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { appHeaders, seedTestDatabase } from '../testing/harness.ts';
import { postgresBinaries, startTemporaryPostgres } from '../testing/temporary-postgres.ts';

/**
 * PostgreSQL restarted under load, on a cluster of the test's own: requests during the outage fail cleanly (503 with
 * the error body, never a hang or a crash) and the same service process answers again once the database is back.
 */
describe.skipIf(!postgresBinaries())('PostgreSQL restart under load', () => {
  it('fails requests cleanly during the outage and recovers without restarting the service', async () => {
    const postgres = await startTemporaryPostgres();
    const seeding = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' });
    await seedTestDatabase(seeding);
    await seeding.close();
    const service = await startChildProcessService({ DATABASE_URL: postgres.url });
    try {
      const statuses = new Map<number, number>();
      let restarted = false;
      let answeredAfterRestart = false;
      let loading = true;
      const load = (async () => {
        while (loading) {
          const res = await fetch(`${service.base}/v1/campaigns?limit=1`, { headers: appHeaders });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) {
            await readAs(res, campaignListSchema, 200);
            answeredAfterRestart ||= restarted;
          } else {
            expect(await readAs(res, errorBodySchema, 503)).toMatchObject({
              code: 503,
              key: 'service_unavailable',
              request_id: expect.stringMatching(/^v-/),
            });
          }
        }
      })();
      // Restart only once the load is being answered, and stop it once an answer came from the restarted database.
      await vi.waitFor(() => expect(statuses.get(200)).toBeGreaterThan(0), { timeout: 30_000 });
      await postgres.restart();
      restarted = true;
      await vi.waitFor(() => expect(answeredAfterRestart, 'the service answers again').toBe(true), {
        timeout: 30_000,
      });
      loading = false;
      await load;

      expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.get(503) ?? 0, 'some requests met the outage').toBeGreaterThan(0);
    } finally {
      await service.stop();
      postgres.stop();
    }
  }, 180_000);
});
