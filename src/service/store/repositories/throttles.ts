/*
 * Attempt budgets' state (`domain/throttle.ts`). A reservation locks its bucket's row for the rest of its
 * transaction, so concurrent attempts on one bucket take turns and each sees the ones before it, on PostgreSQL with
 * several instances as on PGlite.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ThrottleState } from '../../domain/throttle.ts';
import type { Executor, Tx } from '../db.ts';
import { throttles } from '../schema/people.ts';

/**
 * Locks a bucket's row until the transaction ends (creating it, empty, when missing) and reads its state;
 * undefined when nothing is counted. The empty row stays only if the transaction saves an attempt into it.
 */
export async function lockThrottle(tx: Tx, bucket: string): Promise<ThrottleState | undefined> {
  await tx
    .insert(throttles)
    .values({ bucket, attempts: 0, lastAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(throttles).where(eq(throttles.bucket, bucket)).for('update');
  return row && row.attempts > 0 ? { attempts: row.attempts, lastAt: row.lastAt } : undefined;
}

export async function saveThrottle(tx: Tx, bucket: string, state: ThrottleState) {
  await tx.update(throttles).set(state).where(eq(throttles.bucket, bucket));
}

/** Forgets everything counted in a bucket. */
export async function forgetThrottle(db: Executor, bucket: string) {
  await db.delete(throttles).where(eq(throttles.bucket, bucket));
}

/** Takes back one counted attempt (it succeeded), in one conditional statement. */
export async function giveBackAttempt(db: Executor, bucket: string) {
  await db
    .update(throttles)
    .set({ attempts: sql`${throttles.attempts} - 1` })
    .where(and(eq(throttles.bucket, bucket), gt(throttles.attempts, 0)));
}

/**
 * Deletes buckets quiet since `before` (their counts are forgotten anyway). Rows locked by a reservation are
 * skipped rather than waited for, so this never deadlocks with one.
 */
export async function pruneThrottles(db: Executor, before: Date) {
  const stale = db
    .select({ bucket: throttles.bucket })
    .from(throttles)
    .where(lt(throttles.lastAt, before))
    .limit(1000)
    .for('update', { skipLocked: true });
  await db.delete(throttles).where(sql`${throttles.bucket} IN ${stale}`);
}
