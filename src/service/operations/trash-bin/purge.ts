import type { Db } from '../../store/db.ts';
import { deleteBinEntry, lockBinEntry } from '../../store/repositories/trash-bin.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';

/**
 * DELETE /v1/trash-bin/{id}: the entry goes, so nothing can bring the object back and its name or code stays free
 * for good. What redemptions, orders and card transactions name stays as a row no request reaches (a campaign's or
 * voucher's tombstone), so history keeps reading; a product's or SKU's rows already left with the delete.
 */
export function purgeBinEntry(db: Db, projectId: string, binEntryId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const entry = await lockBinEntry(tx, projectId, binEntryId);
    if (!entry) throw notFound('trash_bin_entry', binEntryId);
    await deleteBinEntry(tx, entry.id);
    await auditChange(tx, projectId, acting, {
      action: `${entry.resourceType}.deleted_permanently`,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      summary: `Deleted the ${entry.resourceType} ${entry.resourceName} from the bin for good`,
    });
  });
}
