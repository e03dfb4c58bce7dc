import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { asyncActionScheduledSchema } from '../../contract/async-action.ts';
import { openDatabase } from '../store/db.ts';
import { customers } from '../store/schema/activity.ts';
import { asyncActions } from '../store/schema/async-actions.ts';
import { readAs } from '../testing/api.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { appHeaders, seedTestDatabase } from '../testing/harness.ts';

/**
 * SIGTERM while a CSV import runs: the process exits within seconds, the job is handed back where it stopped (its
 * position equals the rows applied, no row half-written), and the next start resumes it from there.
 */
const folder = await mkdtemp(join(tmpdir(), 'promodesk-stop-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const rows = 5_000;
const csv = ['Source_id,Name', ...Array.from({ length: rows }, (_, i) => `stop-${i},Customer ${i}`)].join('\n');

/** The import's row as the store holds it, and how many of its customers exist. */
async function storedJob(id: string) {
  const { db, close } = await openDatabase({ dataDir: folder });
  try {
    const [job] = await db.select().from(asyncActions).where(eq(asyncActions.id, id));
    const imported = await db.$count(customers, like(customers.sourceId, 'stop-%'));
    return { job: job!, imported };
  } finally {
    await close();
  }
}

describe('SIGTERM during an async import', () => {
  it('exits within seconds, hands the job back at a row boundary, and the next start resumes it', async () => {
    const seeding = await openDatabase({ dataDir: folder });
    await seedTestDatabase(seeding);
    await seeding.close();

    const first = await startChildProcessService({ DATA_DIR: folder });
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
    const scheduled = await readAs(
      fetch(`${first.base}/v1/customers/importCSV`, { method: 'POST', headers: appHeaders, body: form }),
      asyncActionScheduledSchema,
      202,
    );
    const id = scheduled.async_action_id;
    // Stop once the worker is applying rows.
    await vi.waitFor(
      async () => {
        const res = await fetch(`${first.base}/v1/customers/stop-10`, { headers: appHeaders });
        expect(res.status).toBe(200);
      },
      { timeout: 30_000, interval: 100 },
    );
    const stopping = performance.now();
    await first.stop();
    expect(performance.now() - stopping, 'the stop took').toBeLessThan(10_000);

    const stopped = await storedJob(id);
    expect(stopped.job.status).toBe('ENQUEUED');
    expect(stopped.job.lockedUntil).toBeNull();
    expect(stopped.job.position).toBeLessThan(rows);
    expect(stopped.job.position).toBe(stopped.imported);

    const second = await startChildProcessService({ DATA_DIR: folder });
    await vi.waitFor(
      async () => {
        const res = await fetch(`${second.base}/v1/customers/stop-${stopped.job.position + 10}`, {
          headers: appHeaders,
        });
        expect(res.status).toBe(200);
      },
      { timeout: 30_000, interval: 100 },
    );
    await second.stop();
    const resumed = await storedJob(id);
    expect(resumed.job.position).toBeGreaterThan(stopped.job.position);
    expect(resumed.job.position).toBe(resumed.imported);
    expect(resumed.job.attempts, 'a stop is no failed attempt').toBe(0);
  }, 120_000);
});
