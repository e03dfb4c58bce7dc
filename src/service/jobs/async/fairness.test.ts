import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerCsvFormat } from '../../domain/csv-imports.ts';
import { scheduleAsyncAction } from '../../operations/async-actions/schedule.ts';
import { projects } from '../../store/schema/access.ts';
import { asyncActions } from '../../store/schema/async-actions.ts';
import { testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';
import { drainAsyncActions } from './worker.ts';

const service = useTestService();
const batchRows = 10;
const acting = { actor: { kind: 'anonymous' } as const, requestId: 'fairness', address: '127.0.0.1', at: new Date() };

const csvFile = (prefix: string, rows: number) =>
  new Blob([
    ['Source_id,Name', ...Array.from({ length: rows }, (_, i) => `${prefix}-${i},Customer ${i}`)].join('\n'),
  ]).stream();
const importInto = (projectId: string, prefix: string, rows: number) =>
  scheduleAsyncAction(
    service.database.db,
    projectId,
    { type: 'CUSTOMERS.IMPORT_CSV', file: csvFile(prefix, rows), format: customerCsvFormat, summary: prefix },
    acting,
  );

describe('the async worker shared between projects', () => {
  it("serves another project's small import between the batches of a large one", async () => {
    const db = service.database.db;
    const [other] = await db.select().from(projects).where(ne(projects.id, testKeys.project_id));
    const large = await importInto(testKeys.project_id, 'large', batchRows * 3);
    const small = await importInto(other!.id, 'small', 5);

    // One worker: after each batch of the large import it sees the small one waiting and yields to it.
    await drainAsyncActions(db, { batchRows });
    const job = async (id: string) => (await db.select().from(asyncActions).where(eq(asyncActions.id, id)))[0]!;
    const [largeJob, smallJob] = [await job(large), await job(small)];
    expect([largeJob.status, smallJob.status]).toEqual(['DONE', 'DONE']);
    expect(largeJob.position).toBe(batchRows * 3);
    expect(smallJob.updatedAt!.getTime(), 'the small import finished first').toBeLessThan(
      largeJob.updatedAt!.getTime(),
    );
    expect(largeJob.attempts, 'yielding is no failed attempt').toBe(1);
  });
});
