import { describe, expect, it } from 'vitest';
import { openDatabase } from '../store/db.ts';
import { startServer } from '../testing/child-service.ts';
import { appHeaders, seedTestDatabase } from '../testing/harness.ts';
import { postgresBinaries, startTemporaryPostgres } from '../testing/temporary-postgres.ts';

/**
 * PostgreSQL restarted under load, on a cluster of the test's own: requests during the outage fail cleanly (503 with
 * the error body, never a hang or a crash) and the same service process answers again once the database is back.
 */
describe.skipIf(!postgresBinaries())('PostgreSQL restart under load', () => {
  it('fails requests cleanly during the outage and recovers without restarting the service', async () => {
    const postgres = startTemporaryPostgres(5497);
    const seeding = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' });
    await seedTestDatabase(seeding);
    await seeding.close();
    const service = await startServer({ DATABASE_URL: postgres.url }, 4473);
    try {
      const statuses = new Map<number, number>();
      const bodies: unknown[] = [];
      let loading = true;
      const load = (async () => {
        while (loading) {
          const res = await fetch(`${service.base}/v1/campaigns?limit=1`, { headers: appHeaders });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status !== 200) bodies.push(await res.json());
          else await res.arrayBuffer();
        }
      })();
      await new Promise((r) => setTimeout(r, 300));
      await postgres.restart();
      await new Promise((r) => setTimeout(r, 300));
      loading = false;
      await load;

      expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.get(503) ?? 0, 'some requests met the outage').toBeGreaterThan(0);
      for (const body of bodies)
        expect(body).toMatchObject({ code: 503, key: 'service_unavailable', request_id: expect.stringMatching(/^v-/) });
      let recovered = false;
      for (let i = 0; i < 50 && !recovered; i++) {
        recovered = (await fetch(`${service.base}/v1/campaigns?limit=1`, { headers: appHeaders })).status === 200;
        if (!recovered) await new Promise((r) => setTimeout(r, 100));
      }
      expect(recovered).toBe(true);
    } finally {
      await service.stop();
      postgres.stop();
    }
  }, 180_000);
});
