import type { TrashBinItem } from '../../../contract/trash-bin.ts';
import type { BinEntryRow } from '../../store/repositories/trash-bin.ts';

export const presentBinEntry = (row: BinEntryRow): TrashBinItem => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  deleted_by_user_id: row.deletedByUserId,
  resource_id: row.resourceId,
  resource_type: row.resourceType,
  resource_name: row.resourceName,
  resource_parent_id: row.resourceParentId,
  object: row.resourceType,
});
