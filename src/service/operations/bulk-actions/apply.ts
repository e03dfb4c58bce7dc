import { z } from 'zod';
import { bulkActionNameSchema, bulkResourceSchema } from '../../../contract/bulk-action.ts';
import type { BinResourceType } from '../../../contract/bin-resource-type.ts';
import type { Db } from '../../store/db.ts';
import { findBulkRow, insertBulkRow } from '../../store/repositories/bulk-actions.ts';
import type { Json } from '../../store/schema/columns.ts';
import type { Acting } from '../acting.ts';
import { heldRowFailure, isHeld } from '../approvals/gate.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { binEntryOf, restoreBinEntry } from '../trash-bin/restore.ts';
import { bulkTargets, type BulkTarget, type TargetState } from './targets.ts';

/** What every row of a bulk action (or its undo) shares, as stored with the job. */
export const bulkJobSchema = z.object({
  resource: bulkResourceSchema,
  action: bulkActionNameSchema,
  metadata: z.record(z.string(), z.unknown()).default({}),
  unset: z.array(z.string()).default([]),
  categoryId: z.string().nullable().default(null),
  /** Set on an undo: the action it reverses. */
  undoOf: z.string().optional(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;
type Change = Pick<BulkJob, 'action' | 'metadata' | 'unset' | 'categoryId'>;

const changedSinceReason = 'changed by someone else since the bulk action';

/**
 * The fields an action touches, as they are on `state` (undefined: the object is gone). This is what a row records
 * before and after, and what an undo compares: metadata as the touched keys present (with values) and absent.
 */
function touched(state: TargetState | undefined, change: Change): Json {
  if (change.action === 'delete') return { deleted: state === undefined };
  if (!state) return { gone: true };
  if (change.action === 'enable' || change.action === 'disable') return { active: state.active ?? null };
  if (change.action === 'category') return { category_id: state.categoryId ?? null };
  const keys = [...new Set([...Object.keys(change.metadata), ...change.unset])].sort();
  const has = (key: string) => Object.hasOwn(state.metadata, key);
  return {
    present: Object.fromEntries(keys.filter(has).map((key) => [key, state.metadata[key]])),
    absent: keys.filter((key) => !has(key)),
  };
}

/** JSON equality regardless of key order (jsonb does not keep it). */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && same(ra[k], rb[k]));
}

/** Makes the change through the target's operation, inside the row's transaction. */
async function perform(
  db: Db,
  target: BulkTarget,
  projectId: string,
  state: TargetState,
  change: Change,
  acting: Acting,
) {
  const { action } = change;
  if (action === 'delete') return target.remove(db, projectId, state.ref, acting);
  if ((action === 'enable' || action === 'disable') && target.switch)
    return target.switch(db, projectId, state.ref, action === 'enable', acting);
  if (action === 'category' && target.setCategory)
    return target.setCategory(db, projectId, state.ref, change.categoryId, acting);
  if (action === 'metadata') return target.setMetadata(db, projectId, state, change.metadata, change.unset, acting);
  throw new Error(`no ${action} for ${target.type}`);
}

/** The change that brings the touched fields back to `before` (as `touched` recorded them). */
function reverseOf(change: Change, before: Json): Change {
  const fields = before as Record<string, unknown>;
  if (change.action === 'enable' || change.action === 'disable')
    return { ...change, action: fields.active ? 'enable' : 'disable' };
  if (change.action === 'category') return { ...change, categoryId: (fields.category_id as string | null) ?? null };
  const { present, absent } = fields as { present: Record<string, unknown>; absent: string[] };
  return { ...change, metadata: present, unset: absent };
}

/** Bin types of the lists whose deletes go to the bin (a customer's delete is permanent). */
const binTypes: Record<string, BinResourceType | undefined> = {
  campaign: 'campaign',
  voucher: 'voucher',
  product: 'product',
};

/**
 * The undo of a delete: the object comes back from the bin through the bin's own restore (a savepoint of the row's
 * transaction). Answers why not in words when it cannot: gone from the bin, or its name or code taken since.
 */
async function restoreDeleted(tx: Db, projectId: string, type: string, id: string, acting: Acting) {
  const binType = binTypes[type];
  if (!binType) return `a deleted ${type} is not kept in the bin`;
  const entry = await binEntryOf(tx, projectId, binType, id);
  if (!entry) return `the ${type} is no longer in the bin (deleted permanently)`;
  try {
    await restoreBinEntry(tx, projectId, entry.id, acting);
  } catch (error) {
    if (error instanceof DomainFailure) return error.failure.details ?? error.message;
    throw error;
  }
}

/** Records a row the action could not apply, unless a run before a restart recorded it. */
async function recordFailure(db: Db, actionId: string, ref: string, error: DomainFailure) {
  await db.transaction(async (tx) => {
    if (await findBulkRow(tx, actionId, ref)) return;
    await insertBulkRow(tx, {
      actionId,
      resourceId: ref,
      outcome: 'failed',
      reason: error.failure.details ?? error.message,
    });
  });
}

/**
 * One row of a bulk action or of its undo, in one transaction: the object is locked, changed through its operation
 * (whose own transaction nests as a savepoint) and what changed is recorded with it, so a restart never applies a
 * row twice nor loses what it did. An object already as asked is left alone. An undo restores only a row whose
 * touched fields are still what the action set; otherwise the row is skipped with the reason (an undone delete is
 * restored from the bin). A refused row is recorded as failed and rethrown for the worker's counts; so is a row
 * whose change was sent for approval instead (the approval request stays). An export's row records the object's
 * export record as `after` and changes nothing.
 */
export async function applyBulkRow(
  db: Db,
  projectId: string,
  actionId: string,
  ref: string,
  job: BulkJob,
  acting: Acting,
) {
  const target = bulkTargets[job.resource];
  try {
    const held = await db.transaction(async (tx) => {
      const state = await target.lock(tx, projectId, ref);
      const id = state?.id ?? ref;
      if (await findBulkRow(tx, actionId, id)) return;
      if (job.action === 'export') {
        if (!state) throw notFound(target.type, ref);
        return insertBulkRow(tx, { actionId, resourceId: id, outcome: 'changed', after: state.record });
      }
      const skip = (reason: string) => insertBulkRow(tx, { actionId, resourceId: id, outcome: 'skipped', reason });
      let change: Change = job;
      if (job.undoOf) {
        const original = await findBulkRow(tx, job.undoOf, id);
        if (!original || !same(touched(state, job), original.after)) return skip(changedSinceReason);
        if (job.action === 'delete') {
          const refusal = await restoreDeleted(tx, projectId, target.type, id, acting);
          if (refusal) return skip(refusal);
          const after = touched(await target.lock(tx, projectId, id), job);
          return insertBulkRow(tx, { actionId, resourceId: id, outcome: 'changed', before: original.after, after });
        }
        change = reverseOf(job, original.before ?? {});
      }
      if (!state) throw notFound(target.type, ref);
      const before = touched(state, change);
      if (job.action !== 'delete' && same(before, touched(wanted(state, change), change))) return;
      const result = await perform(tx, target, projectId, state, change, acting);
      if (isHeld(result)) {
        const failure = heldRowFailure(target.type, id, result.held.id);
        await insertBulkRow(tx, { actionId, resourceId: id, outcome: 'failed', reason: failure.failure.details });
        return failure;
      }
      const after = touched(await target.lock(tx, projectId, state.id), change);
      await insertBulkRow(tx, { actionId, resourceId: id, outcome: 'changed', before, after });
    });
    if (held instanceof DomainFailure) throw held;
  } catch (error) {
    if (error instanceof DomainFailure) await recordFailure(db, actionId, ref, error);
    throw error;
  }
}

/** The object as the change would leave it (for "already as asked"). */
function wanted(state: TargetState, change: Change): TargetState {
  if (change.action === 'enable' || change.action === 'disable')
    return { ...state, active: change.action === 'enable' };
  if (change.action === 'category') return { ...state, categoryId: change.categoryId };
  const metadata = Object.assign(Object.create(null) as Record<string, unknown>, state.metadata, change.metadata);
  for (const key of change.unset) delete metadata[key];
  return { ...state, metadata };
}
