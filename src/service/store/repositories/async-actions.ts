import { and, asc, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { bulkActionJobType } from '../../../contract/bulk-action.ts';
import type { Executor } from '../db.ts';
import { asyncActionChunks, asyncActions } from '../schema/async-actions.ts';

export type AsyncActionRow = typeof asyncActions.$inferSelect;

export async function insertAsyncAction(db: Executor, row: typeof asyncActions.$inferInsert) {
  const [created] = await db.insert(asyncActions).values(row).returning();
  return created!;
}

export async function insertAsyncActionChunk(db: Executor, actionId: string, seq: number, data: string) {
  await db.insert(asyncActionChunks).values({ actionId, seq, data });
}

export async function setAsyncActionRowCount(db: Executor, id: string, rowCount: number) {
  await db.update(asyncActions).set({ rowCount }).where(eq(asyncActions.id, id));
}

/** One stored piece of a job's file, or undefined past its end. */
export async function findAsyncActionChunk(db: Executor, actionId: string, seq: number) {
  const [row] = await db
    .select({ data: asyncActionChunks.data })
    .from(asyncActionChunks)
    .where(and(eq(asyncActionChunks.actionId, actionId), eq(asyncActionChunks.seq, seq)));
  return row?.data;
}

export async function findAsyncAction(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(asyncActions)
    .where(and(eq(asyncActions.id, id), eq(asyncActions.projectId, projectId)));
  return row;
}

/** A project's newest official actions (not Promodesk's bulk actions) scheduled up to `endDate`, one more than `limit` to tell whether more remain. */
export function listAsyncActions(db: Executor, projectId: string, limit: number, endDate: Date | undefined) {
  return db
    .select()
    .from(asyncActions)
    .where(
      and(
        eq(asyncActions.projectId, projectId),
        ne(asyncActions.type, bulkActionJobType),
        endDate ? lte(asyncActions.createdAt, endDate) : undefined,
      ),
    )
    .orderBy(desc(asyncActions.createdAt), desc(asyncActions.id))
    .limit(limit + 1);
}

/** An action a worker may take: enqueued (new, or handed back between batches), or left by a worker that died. */
const claimable = (now: Date) =>
  or(
    eq(asyncActions.status, 'ENQUEUED'),
    and(eq(asyncActions.status, 'IN_PROGRESS'), lt(asyncActions.lockedUntil, now)),
  );

/** When the project's unfinished actions were last worked on (null: none yet). */
const projectLastWorked = sql`(SELECT max(o.updated_at) FROM ${asyncActions} o
  WHERE o.project_id = ${asyncActions.projectId} AND o.status IN ('ENQUEUED', 'IN_PROGRESS'))`;

/**
 * Claims an action as the export queue does (FOR UPDATE SKIP LOCKED never hands one job to two workers), sharing the
 * worker between projects: of the project worked on least recently (one never worked on first), its action worked on
 * least recently, then the oldest. A job yields between batches, so one project's long import never holds the others.
 */
export async function claimAsyncAction(db: Executor, now: Date, lockMs: number) {
  const next = db
    .select({ id: asyncActions.id })
    .from(asyncActions)
    .where(claimable(now))
    .orderBy(
      sql`${projectLastWorked} ASC NULLS FIRST`,
      sql`${asyncActions.updatedAt} ASC NULLS FIRST`,
      asc(asyncActions.createdAt),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(asyncActions)
    .set({
      status: 'IN_PROGRESS',
      lockedUntil: new Date(now.getTime() + lockMs),
      attempts: sql`${asyncActions.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(asyncActions.id, next))
    .returning();
  return row;
}

/** Whether an action other than `id` waits for a worker (the running one then yields after its batch). */
export async function anotherAsyncActionWaits(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select({ id: asyncActions.id })
    .from(asyncActions)
    .where(and(claimable(now), ne(asyncActions.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Hands every in-progress action back to the queue: for a store only this process can open (PGlite). */
export async function releaseInProgressAsyncActions(db: Executor) {
  await db
    .update(asyncActions)
    .set({ status: 'ENQUEUED', lockedUntil: null })
    .where(eq(asyncActions.status, 'IN_PROGRESS'));
}

type Held = { id: string; attempts: number };
const heldBy = (job: Held) => and(eq(asyncActions.id, job.id), eq(asyncActions.attempts, job.attempts));

/**
 * Records a finished batch (rows done and the result so far) and extends the lock, unless another worker has
 * claimed the job since; answers whether this attempt still holds it.
 */
export async function saveAsyncActionProgress(
  db: Executor,
  job: Held,
  progress: { position: number; result: AsyncActionRow['result'] },
  now: Date,
  lockedUntil: Date,
) {
  const held = await db
    .update(asyncActions)
    .set({ ...progress, lockedUntil, updatedAt: now })
    .where(and(heldBy(job), eq(asyncActions.status, 'IN_PROGRESS')))
    .returning({ id: asyncActions.id });
  return held.length > 0;
}

/**
 * Hands an attempt's job back to the queue where it stopped (between batches, or a process stopping), unless another
 * worker has claimed it since; answers whether it still held it. An orderly hand-back is no failed attempt: the
 * count goes back to what the next claim adds to.
 */
export async function releaseAsyncAction(
  db: Executor,
  job: Held,
  progress: { position: number; result: AsyncActionRow['result'] },
) {
  const held = await db
    .update(asyncActions)
    .set({ ...progress, status: 'ENQUEUED', lockedUntil: null, attempts: sql`${asyncActions.attempts} - 1` })
    .where(and(heldBy(job), eq(asyncActions.status, 'IN_PROGRESS')))
    .returning({ id: asyncActions.id });
  return held.length > 0;
}

/** Ends the job's attempt with its outcome (its stored file goes), unless another worker has claimed it since. */
export async function finishAsyncAction(
  db: Executor,
  job: Held,
  outcome: { status: 'DONE' | 'FAILED'; result: AsyncActionRow['result'] },
  now: Date,
) {
  const held = await db
    .update(asyncActions)
    .set({ ...outcome, lockedUntil: null, updatedAt: now })
    .where(heldBy(job))
    .returning({ id: asyncActions.id });
  if (held.length) await db.delete(asyncActionChunks).where(eq(asyncActionChunks.actionId, job.id));
  return held.length > 0;
}
