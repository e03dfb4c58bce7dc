import type { TrashBinFilters, TrashBinList } from '../../../contract/trash-bin.ts';
import type { Db } from '../../store/db.ts';
import { pageBinEntries } from '../../store/repositories/trash-bin.ts';
import { presentBinEntry } from './present.ts';

/** GET /v1/trash-bin: a keyset page by entry id; `total` counts the page's entries, as the official docs define it. */
export async function readBinPage(
  db: Db,
  projectId: string,
  query: { limit: number; order: 'id' | '-id'; starting_after_id?: string | undefined; filters?: TrashBinFilters },
): Promise<TrashBinList> {
  const rows = await pageBinEntries(db, projectId, {
    limit: query.limit,
    order: query.order,
    startingAfterId: query.starting_after_id,
    ...(query.filters && { filters: query.filters }),
  });
  const data = rows.slice(0, query.limit).map(presentBinEntry);
  const hasMore = rows.length > query.limit;
  return {
    object: 'list',
    data_ref: 'data',
    data,
    total: data.length,
    has_more: hasMore,
    ...(hasMore && { more_starting_after: data.at(-1)!.id }),
  };
}
