import { bulkActionJobType } from '../../../contract/bulk-action.ts';
import { applyBulkRow, bulkJobSchema } from '../../operations/bulk-actions/apply.ts';
import type { AsyncActionKind } from './kinds.ts';

/** Promodesk's bulk actions and their undos: each row an object's id, what they share the action and its values. */
export const bulkAction: AsyncActionKind<string> = {
  type: bulkActionJobType,
  apply: (db, projectId, ref, acting, job) =>
    applyBulkRow(db, projectId, job.id, ref, bulkJobSchema.parse(job.shared), acting),
  nameOf: (ref) => ({ source_id: ref }),
  report: 'bulk',
};
