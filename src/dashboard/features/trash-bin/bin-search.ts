import { z } from 'zod';
import type { TrashBinQuery } from '../../../contract/trash-bin.ts';
import { binResourceTypeSchema } from '../../../contract/bin-resource-type.ts';
import { cursorsSearchParam } from '../../lib/paging.ts';

export const binPageSize = 20;

/** The Bin page's state in the URL: which kind of object, and the cursors that led to this page. */
export const binSearchSchema = z.object({
  type: binResourceTypeSchema.or(z.literal('all')).default('all').catch('all'),
  cursors: cursorsSearchParam,
});
export type BinSearch = z.infer<typeof binSearchSchema>;
export const binSearchDefaults: BinSearch = { type: 'all', cursors: [] };

/** Newest first, as deleted; the last cursor is where this page starts. */
export const toBinQuery = (search: BinSearch): TrashBinQuery => ({
  limit: binPageSize,
  order: '-id',
  ...(search.cursors.length > 0 && { starting_after_id: search.cursors.at(-1) }),
  ...(search.type !== 'all' && { filters: { resource_type: { conditions: { $is: search.type } } } }),
});
