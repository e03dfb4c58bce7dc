import type { BinResourceType } from '../../../contract/bin-resource-type.ts';
import { newTimeOrderedId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { insertBinEntry } from '../../store/repositories/trash-bin.ts';
import type { BinRestore, StoredRow } from '../../store/schema/trash-bin.ts';
import type { Acting } from '../acting.ts';

/** `force=true` on a delete: gone for good, without passing through the bin. */
export type DeleteMode = 'bin' | 'permanent';

/** A row as the bin keeps it (dates as ISO strings), so a restore can insert it again. */
export function storedRow<T extends Record<string, unknown>>(row: T): StoredRow<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as StoredRow<T>;
}

/**
 * Writes the bin entry of a delete, in the delete's transaction. `deleted_by_user_id` is the person's id for a
 * console delete and null for an API key or token, as the official `TrashBinItem` says.
 */
export function moveToBin(
  tx: Executor,
  projectId: string,
  acting: Acting,
  entry: { type: BinResourceType; id: string; name: string; parentId: string | null; restore: BinRestore },
) {
  return insertBinEntry(tx, {
    id: newTimeOrderedId('tbe_', acting.at),
    projectId,
    resourceType: entry.type,
    resourceId: entry.id,
    resourceName: entry.name,
    resourceParentId: entry.parentId,
    deletedByUserId: acting.actor.kind === 'person' ? acting.actor.userId : null,
    restore: entry.restore,
    createdAt: acting.at,
  });
}
